// Telemetry and device logs are kept `telemetryRetentionDays` days (iot.telemetry.retentionDays,
// TELEMETRY_RETENTION_DAYS); a daily job deletes what is older, a chunk per statement so that no
// statement holds its locks for long.
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../db/client.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';
import { rowsOf } from './rows.ts';

export const RETENTION_CHUNK = 50_000;
const DAY_MS = 86_400_000;
// Any constant works; it only has to be the same for every process sharing the database.
const RETENTION_LOCK = 880_803;

export interface RetentionResult {
  /** False when another process was running the job (PostgreSQL). */
  ran: boolean;
  telemetry: number;
  logs: number;
}

// The chunk is picked through the ts indexes; deleting by ctid avoids a second index lookup.
const chunkStatements = (cutoff: Date, chunk: number): SQL[] => [
  sql`${sql.raw(TELEMETRY_WRITE)} WITH gone AS (
    DELETE FROM iot_telemetry WHERE ctid IN (
      SELECT ctid FROM iot_telemetry WHERE ts < ${cutoff.toISOString()}::timestamptz LIMIT ${chunk})
    RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  // A minute goes once all of it is before the cutoff.
  sql`${sql.raw(TELEMETRY_WRITE)} WITH gone AS (
    DELETE FROM iot_telemetry_minute WHERE ctid IN (
      SELECT ctid FROM iot_telemetry_minute WHERE minute <= ${cutoff.toISOString()}::timestamptz - interval '1 minute' LIMIT ${chunk})
    RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  sql`${sql.raw(TELEMETRY_WRITE)} WITH gone AS (
    DELETE FROM iot_device_log WHERE id IN (
      SELECT id FROM iot_device_log WHERE ts < ${cutoff.toISOString()}::timestamptz LIMIT ${chunk})
    RETURNING 1) SELECT count(*)::int AS n FROM gone`,
];

/**
 * Deletes telemetry and device logs measured before `retentionDays` days ago. On PostgreSQL one
 * process runs it at a time: the others find the advisory lock taken and skip. A session lock on
 * one connection (not a transaction lock) lets each chunk commit on its own.
 */
export async function deleteExpired(
  database: Database,
  retentionDays: number,
  nowMs = Date.now(),
  chunk = RETENTION_CHUNK,
): Promise<RetentionResult> {
  const cutoff = new Date(nowMs - retentionDays * DAY_MS);
  const [telemetryChunk, minuteChunk, logChunk] = chunkStatements(cutoff, chunk);
  const drain = async (run: (statement: SQL) => Promise<number>, statement: SQL) => {
    let total = 0;
    for (;;) {
      const n = await run(statement);
      total += n;
      if (n < chunk) return total;
    }
  };
  const { pool, db } = database;
  if (!pool) {
    const run = async (s: SQL) => Number(rowsOf<{ n: number }>(await db.execute(s))[0].n);
    const telemetry = await drain(run, telemetryChunk);
    await drain(run, minuteChunk);
    const result = { ran: true, telemetry, logs: await drain(run, logChunk) };
    // PGlite has no autovacuum: the planner's statistics of these tables are refreshed here, daily.
    await db.execute(sql`${sql.raw(TELEMETRY_WRITE)} ANALYZE iot_telemetry, iot_telemetry_minute, iot_device_log`);
    return result;
  }
  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [RETENTION_LOCK]);
    if (!rows[0].got) return { ran: false, telemetry: 0, logs: 0 };
    try {
      const locked = drizzle(client);
      const run = async (s: SQL) => Number(((await locked.execute(s)).rows[0] as { n: number }).n);
      const telemetry = await drain(run, telemetryChunk);
      await drain(run, minuteChunk);
      return { ran: true, telemetry, logs: await drain(run, logChunk) };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK]).catch(() => {
        broken = true;
      });
    }
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // A connection that may still hold the lock is closed rather than pooled.
    client.release(broken);
  }
}
