// The per-minute roll-up of telemetry (iot_telemetry_minute): read by history queries over ranges
// long enough for buckets of a minute or more. A batch of device messages adds nothing to it (one
// upsert per device, property and minute in every batch was the largest cost of storing a message
// on PostgreSQL: README "Where ingestion time goes"); a sweep every few seconds folds in the rows of
// the last seconds instead. Marks in iot_telemetry_rollup:
// - the writers' mark (row 1): a statement storing history rows measured before it adds them to
//   their minutes itself and flags them (`rolled_up`). The sweep moves it in a statement of its
//   own, which waits only for the statements storing rows at that moment.
// - the fold's marks, one per share of the devices (device_id % FOLD_SHARES; rows 2 to 5): the
//   minutes hold every row of the share's devices measured before it, and the flagged rows from it
//   on. The sweep folds each share's unflagged rows from its mark to the writers' mark, then moves
//   that mark, in a transaction per share: the batches do not wait for it (they share-lock the
//   writers' mark alone), and on PGlite, which runs in the server's thread, they are written
//   between the shares (one fold of every device stopped everything for 0.4-0.7 s under load).
// Reads take from the fold's mark on the unflagged rows raw.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';
import { INSUFFICIENT_PRIVILEGE, sqlState } from '../../lib/sql.ts';
import { rowsOf } from './rows.ts';

export const MINUTE_MS = 60_000;
/** How often the sweep runs, and how far behind now it stops (values in flight are not waited for). */
export const SWEEP_EVERY_MS = 3_000;
export const SWEEP_LAG_MS = 2_000;

/** iot_telemetry_rollup's rows: the writers' mark, and the fold's mark of share k at FOLD_MARK + k. */
const STORE_MARK = 1;
const FOLD_MARK = 2;
const FOLD_SHARES = 4;

/**
 * The CTE every statement that adds history rows starts with: the writers' mark, share-locked, so
 * that the sweep moving it waits until the statement is committed (then folds its unflagged rows)
 * and a statement that comes while it moves reads the new mark (then adds its rows before it).
 */
export const ROLLUP_MARK_SQL = `mark AS (SELECT until FROM iot_telemetry_rollup WHERE id = ${STORE_MARK} FOR SHARE)`;

/** What an inserted history row's `rolled_up` is: true when the statement adds it to its minute. */
export const ROLLED_UP_SQL = (ts: string) => `CASE WHEN ${ts} < (SELECT until FROM mark) THEN true END`;

/** The fold's mark of a device, for reads: its rows from it on that are not flagged are read raw. */
export const foldedUntil = (deviceId: number) =>
  sql`(SELECT until FROM iot_telemetry_rollup WHERE id = ${FOLD_MARK + (deviceId % FOLD_SHARES)})`;

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
 * Adds the rows a CTE named `source` returned (device_id, property, ts, num, val, rolled_up: the rows
 * actually inserted, so a repeated value is not counted twice) that it flagged (ROLLED_UP_SQL).
 * Rows are grouped first: an INSERT ... ON CONFLICT may not touch one row twice.
 */
export const addToMinutesSql = (source: string) => fold(source, 'rolled_up');

/** Moves the writers' mark forward to `toIso`, once the statements holding it are committed. */
const MOVE_STORE_MARK = (toIso: string) =>
  sql`${sql.raw(TELEMETRY_WRITE)} UPDATE iot_telemetry_rollup SET until = ${toIso}::timestamptz
    WHERE id = ${STORE_MARK} AND until < ${toIso}::timestamptz`;

/**
 * The sweep: moves the writers' mark to `upToMs`, then, share by share, folds the unflagged rows
 * from the share's mark to the writers' mark into their minutes and moves the share's mark there.
 * Processes sharing a database take turns on each share's row. Returns the minutes written.
 */
export async function sweepMinutes(db: Db, upToMs = Date.now() - SWEEP_LAG_MS): Promise<number> {
  await db.execute(MOVE_STORE_MARK(new Date(upToMs).toISOString()));
  await summarizeNewRanges(db);
  let minutes = 0;
  for (let share = 0; share < FOLD_SHARES; share++) minutes += await foldShare(db, share);
  return minutes;
}

/**
 * Brings the time index of the history rows (BRIN on ts) up to the rows stored since the last sweep.
 * A BRIN index learns of new pages only when they are summarized, which autovacuum does now and
 * then (PGlite has none, and a database may run without it); a page range never summarized is read
 * whole by every scan through the index. Costs the pages stored since the last sweep.
 */
export async function summarizeNewRanges(db: Db) {
  try {
    await db.execute(sql`SELECT brin_summarize_new_values('iot_telemetry_ts_idx')`);
  } catch (err) {
    // Only the table's owner may summarize: the fold is then as slow as without, not wrong.
    if (sqlState(err) !== INSUFFICIENT_PRIVILEGE) throw err;
  }
}

/**
 * How the fold's transaction plans: through the time index. Without statistics (PGlite, or a
 * PostgreSQL without autovacuum) the planner prices a BRIN scan as reading every page and chose a
 * sequential scan of the whole history, four times a sweep: 2.1 million rows read to fold 22,000
 * under the bench's load, the fold's time growing with the table. Parallel workers do not pay for
 * a few seconds' rows and take a core the writers need.
 */
export const FOLD_PLAN = sql`SELECT set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/** The fold of one share's unflagged rows measured in [fromIso, toIso) into their minutes; returns the minutes written. */
export const foldShareSql = (share: number, fromIso: string, toIso: string) =>
  sql`${sql.raw(TELEMETRY_WRITE)} WITH folded AS (
        ${sql.raw(fold('iot_telemetry', `ts >= '${fromIso}'::timestamptz AND ts < '${toIso}'::timestamptz AND rolled_up IS NULL AND device_id % ${FOLD_SHARES} = ${share}`))}
        RETURNING 1)
      SELECT count(*)::int AS rows FROM folded`;

/** Folds what the writers' mark passed and the share's minutes do not hold yet (sweepMinutes). */
async function foldShare(db: Db, share: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [folded] = rowsOf<{ until: string | Date }>(
      await tx.execute(sql`SELECT until FROM iot_telemetry_rollup WHERE id = ${FOLD_MARK + share} FOR UPDATE`),
    );
    // Read after the lock (a fresh snapshot per statement): every unflagged row before it is committed.
    const [store] = rowsOf<{ until: string | Date }>(
      await tx.execute(sql`SELECT until FROM iot_telemetry_rollup WHERE id = ${STORE_MARK}`),
    );
    if (!folded || !store) return 0;
    const [from, to] = [new Date(folded.until), new Date(store.until)];
    if (to <= from) return 0;
    const [a, b] = [from.toISOString(), to.toISOString()];
    await tx.execute(FOLD_PLAN);
    const rows = rowsOf<{ rows: number }>(await tx.execute(foldShareSql(share, a, b)));
    await tx.execute(
      sql`${sql.raw(TELEMETRY_WRITE)} UPDATE iot_telemetry_rollup SET until = ${b}::timestamptz WHERE id = ${FOLD_MARK + share}`,
    );
    return Number(rows[0]?.rows ?? 0);
  });
}
