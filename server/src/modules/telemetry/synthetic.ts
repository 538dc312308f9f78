// Made-up history for tests and the bench: a slow wave with some noise, one value per step.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';
import { addToMinutesSql, ROLLED_UP_SQL, ROLLUP_MARK_SQL } from './minutes.ts';

const ROWS_PER_STATEMENT = 10_000;

/**
 * Writes a numeric value of `property` every `stepMs` from `fromMs` up to `toMs` (inclusive),
 * generated in the database with their minutes' roll-up, 10,000 rows per statement (7 days at 1 Hz: some 17 s on PGlite).
 * A value already stored at one of those times is kept. Returns the number of times generated.
 */
export async function insertSyntheticHistory(
  db: Db,
  deviceId: number,
  property: string,
  fromMs: number,
  toMs: number,
  stepMs: number,
): Promise<number> {
  if (!(stepMs > 0) || !Number.isInteger(stepMs)) throw new Error('stepMs must be a positive integer');
  let generated = 0;
  for (let start = fromMs; start <= toMs; start += ROWS_PER_STATEMENT * stepMs) {
    const end = Math.min(toMs, start + (ROWS_PER_STATEMENT - 1) * stepMs);
    await db.execute(sql`${sql.raw(TELEMETRY_WRITE)} WITH ${sql.raw(ROLLUP_MARK_SQL)}, history AS (
      INSERT INTO iot_telemetry (device_id, property, ts, num, rolled_up)
      SELECT ${deviceId}::int, ${property}::text, to_timestamp(ms / 1000.0),
             floor((20 + 5 * sin(ms / 3600000.0) + random()) * 100) / 100, ${sql.raw(ROLLED_UP_SQL('to_timestamp(ms / 1000.0)'))}
      FROM generate_series(${start}::bigint, ${end}::bigint, ${stepMs}::bigint) AS ms
      ON CONFLICT DO NOTHING
      RETURNING device_id, property, ts, num, val, rolled_up)
    ${sql.raw(addToMinutesSql('history'))}`);
    generated += Math.floor((end - start) / stepMs) + 1;
  }
  return generated;
}
