// The per-minute roll-up of telemetry (iot_telemetry_minute): read by history queries over ranges
// long enough for buckets of a minute or more. It holds exactly the history rows measured before
// the roll-up mark (iot_telemetry_rollup.until); a sweep every few seconds folds in the rows from
// the mark to a little before now and moves the mark, so a batch of device messages adds nothing
// to it (one upsert per device, property and minute in every batch was the largest cost of
// storing a message on PostgreSQL: README "Where ingestion time goes"). A row measured before the
// mark (a late or back-dated value) is added by the statement that stores it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';
import { rowsOf } from './rows.ts';

export const MINUTE_MS = 60_000;
/** How often the sweep runs, and how far behind now it stops (values in flight are not waited for). */
export const SWEEP_EVERY_MS = 3_000;
export const SWEEP_LAG_MS = 2_000;

/**
 * The CTE every statement that adds history rows starts with: the mark, share-locked, so that a
 * sweep moving it waits until the statement is committed (then folds its rows from the mark on)
 * and a statement that comes during a sweep reads the new mark (then adds its rows before it).
 */
export const ROLLUP_MARK_SQL = `mark AS (SELECT until FROM iot_telemetry_rollup WHERE id = 1 FOR SHARE)`;
export const ROLLUP_MARK = sql.raw(ROLLUP_MARK_SQL);

const fold = (source: string, where: string) =>
  `INSERT INTO iot_telemetry_minute AS m (device_id, property, minute, count, nums, sum, min, max, last_ts, last)
  SELECT device_id, property, date_bin('1 minute', ts, 'epoch'::timestamptz), count(*)::int, count(num)::int,
         coalesce(sum(num), 0), min(num), max(num), max(ts),
         (array_agg(coalesce(val, to_jsonb(num)) ORDER BY ts DESC))[1]
  FROM ${source} WHERE ${where} GROUP BY 1, 2, 3
  ON CONFLICT (device_id, property, minute) DO UPDATE SET
    count = m.count + excluded.count,
    nums = m.nums + excluded.nums,
    sum = m.sum + excluded.sum,
    min = least(m.min, excluded.min),
    max = greatest(m.max, excluded.max),
    last = CASE WHEN excluded.last_ts >= m.last_ts THEN excluded.last ELSE m.last END,
    last_ts = greatest(m.last_ts, excluded.last_ts)`;

/**
 * Adds the rows a CTE named `source` returned (device_id, property, ts, num, val: the rows actually
 * inserted, so a repeated value is not counted twice) that were measured before the mark (the
 * statement's WITH holds ROLLUP_MARK). Rows are grouped first: an INSERT ... ON CONFLICT may not
 * touch one row twice.
 */
export const addToMinutesSql = (source: string) => fold(source, 'ts < (SELECT until FROM mark)');
export const addToMinutes = (source: string) => sql.raw(addToMinutesSql(source));

/**
 * Folds the history rows from the mark to `upToMs` into their minutes and moves the mark there, in
 * one transaction that waits for the statements holding the mark (and makes those that come wait
 * for it). Processes sharing a database take turns on the mark's row. Returns the minutes written.
 */
export async function sweepMinutes(db: Db, upToMs = Date.now() - SWEEP_LAG_MS): Promise<number> {
  return db.transaction(async (tx) => {
    const [mark] = rowsOf<{ until: string | Date }>(
      await tx.execute(sql`SELECT until FROM iot_telemetry_rollup WHERE id = 1 FOR UPDATE`),
    );
    if (!mark) return 0;
    const from = new Date(mark.until).getTime();
    if (upToMs <= from) return 0;
    const [a, b] = [new Date(from).toISOString(), new Date(upToMs).toISOString()];
    const folded = rowsOf<{ rows: number }>(
      await tx.execute(sql`${sql.raw(TELEMETRY_WRITE)} WITH folded AS (
        ${sql.raw(fold('iot_telemetry', `ts >= '${a}'::timestamptz AND ts < '${b}'::timestamptz`))}
        RETURNING 1)
      SELECT count(*)::int AS rows FROM folded`),
    );
    await tx.execute(
      sql`${sql.raw(TELEMETRY_WRITE)} UPDATE iot_telemetry_rollup SET until = ${b}::timestamptz WHERE id = 1`,
    );
    return Number(folded[0]?.rows ?? 0);
  });
}
