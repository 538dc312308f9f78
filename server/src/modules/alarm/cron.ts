// Cron rules: on each of a rule's cron expressions (seconds first when six fields, as GoFrame's
// gcron), the rule's condition is checked against the latest values of each of its deviceView. Every
// process schedules the jobs; a firing runs once across processes because the first one to move
// the rule's `last_fired_at` up to the firing time claims it (one conditional UPDATE).
import { Cron } from 'croner';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceView, productView } from '../device/index.ts';
import { deviceLatestView } from '../telemetry/index.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';
import type { Variables } from './conditions.ts';
import type { AlarmEngine, CompiledRule } from './engine.ts';

import { validCron } from '../../lib/cron.ts';

export { validCron };

/** Claims the firing of `ruleId` at `at` for this process; false when another took it first. */
async function claim(db: Db, ruleId: number, at: Date): Promise<boolean> {
  const iso = at.toISOString();
  const result = (await db.execute(sql`${sql.raw(TELEMETRY_WRITE)}
    UPDATE iot_alarm_rule SET last_fired_at = ${iso}::timestamptz
    WHERE id = ${ruleId} AND status = 1 AND trigger_mode = 2
      AND (last_fired_at IS NULL OR last_fired_at < ${iso}::timestamptz)
    RETURNING id`)) as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * One firing of a cron rule at `at` (rounded to the second, the same on every process): claimed,
 * then each device of the rule (enabled, of its product, the named one unless "all") is checked
 * against its latest values. Answers how many devices matched (null: another process had it).
 */
export async function fireCronRule(db: Db, engine: AlarmEngine, rule: CompiledRule, at: Date): Promise<number | null> {
  const firing = new Date(Math.floor(at.getTime() / 1000) * 1000);
  if (!(await claim(db, rule.id, firing))) return null;
  const rows = await db
    .select({
      id: deviceView.id,
      key: deviceView.key,
      deptId: deviceView.deptId,
      createdBy: deviceView.createdBy,
      status: deviceView.status,
      properties: deviceLatestView.properties,
    })
    .from(deviceView)
    .innerJoin(productView, eq(productView.id, deviceView.productId))
    .leftJoin(deviceLatestView, eq(deviceLatestView.deviceId, deviceView.id))
    .where(
      and(
        eq(productView.key, rule.productKey),
        sql`${deviceView.status} > 0`,
        rule.deviceKey && rule.deviceKey !== 'all' ? eq(deviceView.key, rule.deviceKey) : undefined,
      ),
    );
  let matched = 0;
  for (const row of rows) {
    const vars: Variables = { CreateTime: firing.getTime() / 1000, Status: row.status === 2 ? 'online' : 'offline' };
    const data: Record<string, { Value: unknown; CreateTime: number }> = {};
    for (const [key, { value, time }] of Object.entries(row.properties ?? {})) {
      vars[key] = value;
      vars[`${key}_time`] = Math.floor(time / 1000);
      data[key] = { Value: value, CreateTime: Math.floor(time / 1000) };
    }
    if (!rule.holds(vars)) continue;
    matched++;
    const device = {
      id: row.id,
      key: row.key,
      deptId: row.deptId,
      createdBy: row.createdBy,
      productKey: rule.productKey,
    };
    await engine.raise(rule, device, data, firing.getTime());
  }
  return matched;
}

/** The jobs of the published cron rules on this process, replaced whenever the rules reload. */
export class CronJobs {
  private jobs: Cron[] = [];

  constructor(
    private readonly db: Db,
    private readonly engine: AlarmEngine,
    private readonly onError: (err: unknown) => void,
  ) {}

  schedule(rules: CompiledRule[]) {
    this.stop();
    for (const rule of rules) {
      for (const expression of rule.cronCondition) {
        if (!validCron(expression)) continue;
        const job: Cron = new Cron(expression, { protect: true, unref: true }, () => {
          const at = job.currentRun() ?? new Date();
          this.engine.track(fireCronRule(this.db, this.engine, rule, at).catch(this.onError));
        });
        this.jobs.push(job);
      }
    }
  }

  stop() {
    for (const job of this.jobs) job.stop();
    this.jobs = [];
  }
}
