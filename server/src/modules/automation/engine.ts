// The automation engine: a device observer beside the alarm engine (the MQTT module calls both for
// each stored post, event and status change, on the process whose broker or shared subscription
// took the message, so each message is seen once across processes). Enabled flows are matched from
// memory (flow-index.ts); a firing becomes a run unless the flow already ran for that device in the
// same second (counted, and noted on the next run), or its own actions caused it more than
// `maxDepth` times in a row (the loop guard: recorded as a failed run, nothing executed).
import type { DeviceEventFrame, DeviceStatus, FlowNode, LatestProperties } from '@iot/contract';
import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firingSecond, validCron } from '../../lib/cron.ts';
import { formatTime } from '../../lib/time.ts';
import { deviceView, productView } from '../device/index.ts';
import type { DeviceObserver } from '../mqtt/index.ts';
import type { ActionDeps } from './actions.ts';
import { compare } from './compare.ts';
import { buildIndex, type CompiledFlow, type FlowIndex, type FlowSource, type Trigger } from './flow-index.ts';
import { executeRun } from './runner.ts';
import { claimCronFiring, insertRun, type NewRun } from './store.ts';

export interface EngineOptions {
  /** How many times in a row a flow may fire itself through its own actions. */
  maxDepth: number;
  /** How long after a command a device's messages count as caused by the flow (ms). */
  causeWindowMs: number;
}

export const DEFAULT_ENGINE_OPTIONS: EngineOptions = { maxDepth: 5, causeWindowMs: 5000 };

/** How long a device's product is trusted without reading it again (status triggers). */
const DEVICE_TTL_MS = 60_000;
const STATUS_NAME: Record<number, 'online' | 'offline'> = { 1: 'offline', 2: 'online' };

interface Firing {
  flow: CompiledFlow;
  node: FlowNode;
  deviceKey: string;
  message: Record<string, unknown>;
}

export class AutomationEngine implements DeviceObserver {
  private index: FlowIndex = buildIndex([]);
  private loading: Promise<void> | null = null;
  private crons: Cron[] = [];
  /** The last second each flow and device fired in, on this process (the cheap half of the rate limit). */
  private lastSecond = new Map<string, number>();
  /** Firings dropped since each flow and device last ran. */
  private dropped = new Map<string, number>();
  /** Loop guard: per device, the flows whose commands it recently got, with their run's depth. */
  private causes = new Map<string, Map<number, { depth: number; until: number }>>();
  private productOf = new Map<string, { at: number; key: Promise<string | null> }>();
  private pending = new Set<Promise<unknown>>();
  private readonly closing = new AbortController();
  readonly options: EngineOptions;

  constructor(
    private readonly deps: ActionDeps,
    private readonly load: () => Promise<FlowSource[]>,
    private readonly onError: (err: unknown) => void,
    options: Partial<EngineOptions> = {},
  ) {
    this.options = { ...DEFAULT_ENGINE_OPTIONS, ...options };
    deps.onCommand = (flow, deviceKey, depth) => this.caused(flow, deviceKey, depth);
    deps.isEnabled = (flowId) => this.index.flows.has(flowId);
  }

  private get db(): Db {
    return this.deps.db;
  }

  /** Reads the enabled flows again (after any change to one, on any process). */
  reload(): Promise<void> {
    const loading = this.load().then((rows) => {
      if (this.loading !== loading) return;
      this.index = buildIndex(rows);
      this.loading = null;
      this.schedule();
    });
    this.loading = loading;
    loading.catch((err: unknown) => {
      if (this.loading === loading) this.loading = null;
      this.onError(err);
    });
    return loading;
  }

  flow(id: number): CompiledFlow | undefined {
    return this.index.flows.get(id);
  }

  /** Forgets devices' products (a device moved or was deleted). */
  dropDevices(keys?: string[]) {
    if (!keys) this.productOf.clear();
    else for (const k of keys) this.productOf.delete(k);
  }

  /** Runs `work` in the background, counted by idle(). */
  track(work: Promise<unknown>) {
    const p = work.catch(this.onError).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Firings and runs under way (tests: a message no flow listens to starts none). */
  get pendingWork(): number {
    return this.pending.size;
  }

  /** The cron triggers of an enabled flow (tests fire them with fireCron). */
  cronTriggers(flowId: number): Trigger<unknown>[] {
    return this.index.cron.filter((t) => t.flow.id === flowId);
  }

  /** Resolves once every firing and run started so far has finished (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size || this.loading) await Promise.allSettled([...this.pending, this.loading]);
  }

  /** The triggers of a kind for a product, waiting for a load under way. */
  private triggers<K extends 'property' | 'event' | 'status'>(
    kind: K,
    productKey: string,
    use: (list: FlowIndex[K] extends Map<string, infer L> ? L : never) => void,
  ) {
    if (this.closing.signal.aborted) return;
    if (!this.loading) {
      const list = this.index[kind].get(productKey);
      if (list?.length) use(list as never);
      return;
    }
    this.track(this.loading.then(() => use((this.index[kind].get(productKey) ?? []) as never)));
  }

  property(deviceKey: string, productKey: string, properties: LatestProperties) {
    this.triggers('property', productKey, (list) => {
      for (const t of list) {
        if (t.data.deviceKey && t.data.deviceKey !== deviceKey) continue;
        const reported = properties[t.data.key];
        if (!reported || !compare(reported.value, t.data.operator, t.data.value)) continue;
        const values: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(properties)) values[k] = v.value;
        this.fire({
          flow: t.flow,
          node: t.node,
          deviceKey,
          message: {
            deviceKey,
            productKey,
            key: t.data.key,
            value: reported.value,
            properties: values,
            time: formatTime(new Date(reported.time)),
          },
        });
      }
    });
  }

  event(frame: DeviceEventFrame) {
    this.triggers('event', frame.productKey, (list) => {
      for (const t of list) {
        if (t.data.eventKey !== frame.eventKey || (t.data.deviceKey && t.data.deviceKey !== frame.deviceKey)) continue;
        this.fire({
          flow: t.flow,
          node: t.node,
          deviceKey: frame.deviceKey,
          message: {
            deviceKey: frame.deviceKey,
            productKey: frame.productKey,
            eventKey: frame.eventKey,
            params: frame.value ?? {},
            time: formatTime(new Date(frame.time)),
          },
        });
      }
    });
  }

  status(deviceKey: string, status: DeviceStatus, time: number) {
    const name = STATUS_NAME[status];
    // A status change names no product: look the device's up only when some flow listens to status.
    if (!name || (!this.loading && this.index.status.size === 0) || this.closing.signal.aborted) return;
    this.track(
      this.deviceProduct(deviceKey).then((productKey) => {
        if (!productKey) return;
        this.triggers('status', productKey, (list) => {
          for (const t of list) {
            if (t.data.status !== name || (t.data.deviceKey && t.data.deviceKey !== deviceKey)) continue;
            this.fire({
              flow: t.flow,
              node: t.node,
              deviceKey,
              message: { deviceKey, productKey, status: name, time: formatTime(new Date(time)) },
            });
          }
        });
      }),
    );
  }

  private deviceProduct(key: string): Promise<string | null> {
    const cached = this.productOf.get(key);
    if (cached && Date.now() - cached.at < DEVICE_TTL_MS) return cached.key;
    const found = this.db
      .select({ productKey: productView.key })
      .from(deviceView)
      .innerJoin(productView, eq(productView.id, deviceView.productId))
      .where(eq(deviceView.key, key))
      .then((rows) => rows[0]?.productKey ?? null);
    this.productOf.set(key, { at: Date.now(), key: found });
    found.catch(() => this.productOf.delete(key));
    return found;
  }

  /**
   * The loop guard's memory: the flow sent a command to the device from a run at `depth`. Kept here
   * at once and told the other processes (`publishCause`): the device's answer may reach another.
   */
  private caused(flow: CompiledFlow, deviceKey: string, depth: number) {
    this.noteCause(deviceKey, flow.id, depth);
    this.publishCause({ deviceKey, flowId: flow.id, depth });
  }

  /** Tells the other processes of a cause (set by the module: the bus). */
  publishCause: (cause: { deviceKey: string; flowId: number; depth: number }) => void = () => {};

  /** A cause, from this process or another (the deepest one of a flow and device wins). */
  noteCause(deviceKey: string, flowId: number, depth: number) {
    const byFlow = this.causes.get(deviceKey) ?? new Map<number, { depth: number; until: number }>();
    const until = Date.now() + this.options.causeWindowMs;
    const known = byFlow.get(flowId);
    byFlow.set(flowId, { depth: known && known.until > Date.now() ? Math.max(known.depth, depth) : depth, until });
    this.causes.set(deviceKey, byFlow);
  }

  /** How deep in a chain of its own commands this firing is (0: caused from outside). */
  private depthOf(flowId: number, deviceKey: string): number {
    const byFlow = this.causes.get(deviceKey);
    const cause = byFlow?.get(flowId);
    if (!byFlow || !cause) return 0;
    if (cause.until < Date.now()) {
      byFlow.delete(flowId);
      if (!byFlow.size) this.causes.delete(deviceKey);
      return 0;
    }
    return cause.depth + 1;
  }

  /** A device trigger matched: loop guard, rate limit, then a run in the background. */
  private fire(f: Firing) {
    const key = `${f.flow.id}:${f.deviceKey}`;
    const depth = this.depthOf(f.flow.id, f.deviceKey);
    const base = {
      flowId: f.flow.id,
      version: f.flow.version,
      trigger: f.node.type,
      triggerNodeId: f.node.id,
      deviceKey: f.deviceKey,
    };
    if (depth > this.options.maxDepth) {
      // The chain ends here: the run is recorded as failed, no node runs, no command goes out.
      this.causes.get(f.deviceKey)?.delete(f.flow.id);
      const error = `Loop stopped: the flow's own actions fired it ${depth} times in a row (limit ${this.options.maxDepth})`;
      this.track(this.record({ ...base, slot: null, dropped: 0, depth, status: 'error', error }));
      return;
    }
    const second = Math.floor(Date.now() / 1000);
    if (this.lastSecond.get(key) === second) {
      this.dropped.set(key, (this.dropped.get(key) ?? 0) + 1);
      return;
    }
    this.lastSecond.set(key, second);
    if (this.lastSecond.size > 50_000) this.forgetSeconds(second);
    const dropped = this.dropped.get(key) ?? 0;
    this.dropped.delete(key);
    this.track(
      this.record({ ...base, slot: second, dropped, depth }).then((runId) => {
        // Another process ran it this second: this firing counts as dropped too.
        if (runId === null) return void this.dropped.set(key, (this.dropped.get(key) ?? 0) + dropped + 1);
        return this.start(f.flow, f.node, runId, depth, f.message);
      }),
    );
  }

  private forgetSeconds(now: number) {
    for (const [k, s] of this.lastSecond) if (s < now) this.lastSecond.delete(k);
  }

  private record(run: NewRun): Promise<number | null> {
    return insertRun(this.db, run);
  }

  private start(flow: CompiledFlow, trigger: FlowNode, runId: number, depth: number, message: unknown) {
    return executeRun(this.deps, { flow, trigger, runId, depth, message }, this.closing.signal);
  }

  /** flow/run: the flow's manual trigger with `input`; answers the run's id, the run goes on in the background. */
  async runManual(flow: CompiledFlow, trigger: FlowNode, input: unknown): Promise<number> {
    const runId = await this.record({
      flowId: flow.id,
      version: flow.version,
      trigger: trigger.type,
      triggerNodeId: trigger.id,
      deviceKey: '',
      slot: null,
      dropped: 0,
      depth: 0,
    });
    this.track(this.start(flow, trigger, runId!, 0, input));
    return runId!;
  }

  /** One cron firing of a flow's trigger at `at`: claimed across processes, then run. Null: another had it. */
  async fireCron(t: Trigger<unknown>, at: Date): Promise<number | null> {
    const firing = firingSecond(at);
    if (!(await claimCronFiring(this.db, t.flow.id, firing))) return null;
    const runId = await this.record({
      flowId: t.flow.id,
      version: t.flow.version,
      trigger: t.node.type,
      triggerNodeId: t.node.id,
      deviceKey: '',
      slot: null,
      dropped: 0,
      depth: 0,
    });
    if (runId === null) return null;
    this.track(this.start(t.flow, t.node, runId, 0, { time: formatTime(firing) }));
    return runId;
  }

  /** Every process schedules the cron triggers; the claim lets one of them run each firing. */
  private schedule() {
    this.stopCrons();
    if (this.closing.signal.aborted) return;
    for (const t of this.index.cron) {
      if (!validCron(t.data.cron)) continue;
      const job: Cron = new Cron(t.data.cron, { protect: true, unref: true }, () => {
        this.track(this.fireCron(t, job.currentRun() ?? new Date()));
      });
      this.crons.push(job);
    }
  }

  private stopCrons() {
    for (const c of this.crons) c.stop();
    this.crons = [];
  }

  /** Stops the crons and abandons runs waiting in a delay (they stay `running`); waits for the rest. */
  async close() {
    this.closing.abort();
    this.stopCrons();
    await this.idle();
  }
}
