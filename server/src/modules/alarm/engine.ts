// Evaluates the published rules inline as devices report (sagoo-iot-api.md §8.3, done right): the
// enabled rules are held in memory per product and trigger, so a report no rule applies to costs
// map lookups and no query. A match updates the rule's open alarm for the device, or opens one
// (then the users who may see it get a live frame and the rule's webhooks fire).
import type { DeviceEventFrame, DeviceStatus, LatestProperties } from '@iot/contract';
import { eq, sql } from 'drizzle-orm';
import type { LiveChannel } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { deviceView, productView } from '../device/index.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';
import type { DeviceObserver } from '../mqtt/index.ts';
import { compileConditions, expressionOf, type Predicate, type Variables } from './conditions.ts';
import { alarmLogRows } from './logs.ts';
import { deliverWebhook, DEFAULT_WEBHOOK_SETTINGS, usersWhoSeeAlarm, type WebhookSettings } from './notify.ts';
import { alarmLogs, alarmRules } from './schema.ts';

export type RuleRecord = typeof alarmRules.$inferSelect;
export interface CompiledRule extends RuleRecord {
  expression: string;
  /** The trigger condition, made ready once: testing a report allocates nothing. */
  holds: Predicate;
}

export interface DeviceInfo {
  id: number;
  key: string;
  deptId: number;
  createdBy: number;
  productKey: string;
}

/** Published device-triggered rules by product key and trigger type; cron rules apart. */
interface RuleSet {
  byProduct: Map<string, Map<number, CompiledRule[]>>;
  statusRules: boolean;
  cron: CompiledRule[];
}

/** How long a device's department, owner and product are trusted without reading them again. */
const DEVICE_TTL_MS = 60_000;
const NONE: CompiledRule[] = [];
const anyRule = () => true;
const asIs = <T>(x: T) => x;

/** `<key>_time`, made once per property key (every report names them). */
const timeVariables = new Map<string, string>();
function timeVariable(key: string): string {
  let name = timeVariables.get(key);
  if (name === undefined) {
    name = `${key}_time`;
    // Keys come from object models; the bound only guards against a flood of distinct ones.
    if (timeVariables.size < 10_000) timeVariables.set(key, name);
  }
  return name;
}

/** What the alarm log keeps of a property report: each value with its time (Unix seconds). */
function propertyData(properties: LatestProperties) {
  const out: Record<string, { Value: unknown; CreateTime: number }> = {};
  for (const key in properties)
    out[key] = { Value: properties[key].value, CreateTime: Math.floor(properties[key].time / 1000) };
  return out;
}

/** The rules that apply to the device and hold for the report (NONE, not a new array, when none do). */
function matching(
  rules: CompiledRule[],
  deviceKey: string,
  vars: Variables,
  filter: (rule: CompiledRule) => boolean,
): CompiledRule[] {
  let matched: CompiledRule[] | null = null;
  for (const r of rules)
    if ((r.deviceKey === '' || r.deviceKey === 'all' || r.deviceKey === deviceKey) && filter(r) && r.holds(vars))
      (matched ??= []).push(r);
  return matched ?? NONE;
}
const STATUS_NAME: Record<number, string> = { 1: 'offline', 2: 'online' };

export class AlarmEngine implements DeviceObserver {
  private rules: RuleSet | null = null;
  private loading: Promise<RuleSet> | null = null;
  /** Devices by key with when they were read: a department or owner change shows within DEVICE_TTL_MS. */
  private devices = new Map<string, { at: number; info: Promise<DeviceInfo | null> }>();
  private pending = new Set<Promise<unknown>>();
  private readonly closing = new AbortController();
  readonly webhookSettings: WebhookSettings = { ...DEFAULT_WEBHOOK_SETTINGS };
  /** Called with the cron rules after every load (modules/alarm/cron.ts schedules them). */
  onCronRules: (rules: CompiledRule[]) => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly live: LiveChannel,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** (Re)reads the published rules now; reports arriving meanwhile wait for them. */
  reload(): Promise<RuleSet> {
    const loading = this.load();
    this.loading = loading;
    loading.then(
      (set) => {
        if (this.loading !== loading) return;
        this.rules = set;
        this.loading = null;
        this.onCronRules(set.cron);
      },
      (err: unknown) => {
        if (this.loading === loading) this.loading = null;
        this.onError(err);
      },
    );
    return loading;
  }

  private async load(): Promise<RuleSet> {
    const rows = await this.db.select().from(alarmRules).where(eq(alarmRules.status, 1));
    const set: RuleSet = { byProduct: new Map(), statusRules: false, cron: [] };
    for (const row of rows) {
      const rule = {
        ...row,
        expression: expressionOf(row.triggerCondition),
        holds: compileConditions(row.triggerCondition),
      };
      if (row.triggerMode === 2) {
        set.cron.push(rule);
        continue;
      }
      const byType = set.byProduct.get(row.productKey) ?? new Map<number, CompiledRule[]>();
      byType.set(row.triggerType, [...(byType.get(row.triggerType) ?? []), rule]);
      set.byProduct.set(row.productKey, byType);
      if (row.triggerType === 1 || row.triggerType === 2) set.statusRules = true;
    }
    return set;
  }

  /** Forgets devices (all without keys): their department or product may have changed. */
  dropDevices(keys?: string[]) {
    if (!keys) this.devices.clear();
    else for (const key of keys) this.devices.delete(key);
  }

  private device(key: string): Promise<DeviceInfo | null> {
    const cached = this.devices.get(key);
    if (cached && Date.now() - cached.at < DEVICE_TTL_MS) return cached.info;
    const info = this.db
      .select({
        id: deviceView.id,
        key: deviceView.key,
        deptId: deviceView.deptId,
        createdBy: deviceView.createdBy,
        productKey: productView.key,
      })
      .from(deviceView)
      .innerJoin(productView, eq(productView.id, deviceView.productId))
      .where(eq(deviceView.key, key))
      .then((rows) => rows[0] ?? null);
    this.devices.set(key, { at: Date.now(), info });
    info.then(
      (d) => d ?? this.devices.delete(key),
      () => this.devices.delete(key),
    );
    return info;
  }

  /** False when the loaded rules have none for the product and trigger type (no work at all then). */
  private mayApply(productKey: string, type: number): boolean {
    return !this.rules || !!this.loading || !!this.rules.byProduct.get(productKey)?.has(type);
  }

  /** Runs `work` in the background, counted by idle(). */
  track(work: Promise<unknown>) {
    const p = work.catch(this.onError).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Evaluations, writes and webhooks under way (tests: a report no rule applies to starts none). */
  get pendingWork(): number {
    return this.pending.size;
  }

  /** Resolves once every evaluation, alarm write and webhook started so far has finished. */
  async idle(): Promise<void> {
    while (this.pending.size || this.loading) {
      await Promise.allSettled([...this.pending, this.loading]);
    }
  }

  /**
   * The rules of a product and trigger type; [] at once, with no work, when there are none. While
   * the rules load, the caller gets a promise.
   */
  private candidates(productKey: string, type: number): CompiledRule[] | Promise<CompiledRule[]> {
    const pick = (set: RuleSet) => set.byProduct.get(productKey)?.get(type) ?? [];
    if (this.rules && !this.loading) return pick(this.rules);
    return (this.loading ?? this.reload()).then(pick);
  }

  /**
   * Tests the rules of the product and trigger type against a report, synchronously when the rules
   * are loaded: a report that matches none costs no promise and no closure. What the alarm log
   * keeps is made from `source` by `dataOf` only for a match.
   */
  private evaluate<S>(
    deviceKey: string,
    productKey: string | null,
    type: number,
    vars: Variables,
    source: S,
    dataOf: (source: S) => unknown,
    filter: (rule: CompiledRule) => boolean = anyRule,
  ) {
    if (this.closing.signal.aborted) return;
    if (productKey !== null) {
      const rules = this.candidates(productKey, type);
      if (!Array.isArray(rules))
        this.track(rules.then((r) => this.raiseMatched(r, deviceKey, vars, source, dataOf, filter)));
      else if (rules.length) {
        const matched = matching(rules, deviceKey, vars, filter);
        if (matched.length) this.track(this.raiseAll(matched, deviceKey, vars, dataOf(source)));
      }
      return;
    }
    // A status change names no product: look the device up only when some status rule exists.
    if (this.rules && !this.loading && !this.rules.statusRules) return;
    this.track(
      this.device(deviceKey).then(async (d) => {
        if (d)
          await this.raiseMatched(await this.candidates(d.productKey, type), deviceKey, vars, source, dataOf, filter);
      }),
    );
  }

  private async raiseMatched<S>(
    rules: CompiledRule[],
    deviceKey: string,
    vars: Variables,
    source: S,
    dataOf: (source: S) => unknown,
    filter: (rule: CompiledRule) => boolean,
  ) {
    const matched = matching(rules, deviceKey, vars, filter);
    if (matched.length) await this.raiseAll(matched, deviceKey, vars, dataOf(source));
  }

  private async raiseAll(matched: CompiledRule[], deviceKey: string, vars: Variables, data: unknown) {
    const device = await this.device(deviceKey);
    if (!device) return;
    await Promise.all(matched.map((rule) => this.raise(rule, device, data, Number(vars.CreateTime) * 1000)));
  }

  property(deviceKey: string, productKey: string, properties: LatestProperties) {
    if (!this.mayApply(productKey, 3)) return;
    const vars: Variables = {};
    let time = 0;
    for (const key in properties) {
      const { value, time: ms } = properties[key];
      vars[key] = value;
      vars[timeVariable(key)] = Math.floor(ms / 1000);
      time = Math.max(time, ms);
    }
    vars.CreateTime = Math.floor((time || Date.now()) / 1000);
    this.evaluate(deviceKey, productKey, 3, vars, properties, propertyData);
  }

  status(deviceKey: string, status: DeviceStatus, time: number) {
    const type = status === 2 ? 1 : status === 1 ? 2 : 0;
    if (!type) return;
    const vars = { Status: STATUS_NAME[status], CreateTime: Math.floor(time / 1000) };
    // Online and offline rules keep no conditions (SagooIoT's always-true filter): they hold.
    this.evaluate(deviceKey, null, type, vars, vars, asIs);
  }

  event(frame: DeviceEventFrame) {
    if (!this.mayApply(frame.productKey, 4)) return;
    const values = frame.value && typeof frame.value === 'object' ? (frame.value as Record<string, unknown>) : {};
    const vars: Variables = { ...values, CreateTime: Math.floor(frame.time / 1000) };
    const data = { eventKey: frame.eventKey, value: values, CreateTime: vars.CreateTime };
    this.evaluate(frame.deviceKey, frame.productKey, 4, vars, data, asIs, (r) => r.eventKey === frame.eventKey);
  }

  /**
   * The rule matched for the device at `atMs`: the open alarm of the rule and device counts it
   * (one statement, atomic across processes: the open alarm is unique), or a new one opens.
   * Marked as a telemetry write: no cached list answer reads alarm logs.
   */
  async raise(rule: CompiledRule, device: DeviceInfo, data: unknown, atMs: number): Promise<void> {
    const at = new Date(Number.isFinite(atMs) && atMs > 0 ? atMs : Date.now()).toISOString();
    const text = JSON.stringify(data);
    const result = (await this.db.execute(sql`${sql.raw(TELEMETRY_WRITE)}
      INSERT INTO iot_alarm_log AS cur (dept_id, type, rule_id, rule_name, level, device_id, product_key,
        device_key, data, expression, status, count, last_at)
      VALUES (${device.deptId}, 1, ${rule.id}, ${rule.name}, ${rule.level}, ${device.id}, ${device.productKey},
        ${device.key}, ${text}, ${rule.expression}, 0, 1, ${at}::timestamptz)
      ON CONFLICT (rule_id, device_id) WHERE status = 0 DO UPDATE SET
        count = cur.count + 1, data = excluded.data, expression = excluded.expression,
        rule_name = excluded.rule_name, level = excluded.level, last_at = greatest(cur.last_at, excluded.last_at)
      RETURNING id, (xmax = 0) AS inserted`)) as { rows: { id: number | string; inserted: boolean }[] };
    const [row] = result.rows;
    if (row?.inserted) await this.opened(rule, device, Number(row.id));
  }

  private async opened(rule: CompiledRule, device: DeviceInfo, logId: number) {
    const [row] = await alarmLogRows(this.db, eq(alarmLogs.id, logId));
    if (!row) return;
    const userIds = await usersWhoSeeAlarm(this.db, device);
    if (userIds.length) await this.live.toUsers(userIds, { event: 'alarm', data: row });
    for (const action of rule.action) {
      if (action.sendGateway !== 'webhook') continue;
      for (const url of action.addressee) {
        const target = { ruleId: rule.id, logId, url, secret: rule.webhookSecret };
        this.track(deliverWebhook(this.db, target, row, this.webhookSettings, this.closing.signal));
      }
    }
  }

  /** Cron rules and tests: the rules by id as loaded. */
  async published(): Promise<CompiledRule[]> {
    const set = this.loading ? await this.loading : (this.rules ?? (await this.reload()));
    return [...[...set.byProduct.values()].flatMap((m) => [...m.values()].flat()), ...set.cron];
  }

  async close() {
    this.closing.abort();
    await this.idle();
  }
}
