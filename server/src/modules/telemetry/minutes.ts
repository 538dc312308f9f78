// The per-minute roll-up of telemetry (iot_telemetry_minute): kept by every statement that stores
// history rows, read by history queries over ranges long enough for buckets of a minute or more.
import { sql } from 'drizzle-orm';

export const MINUTE_MS = 60_000;

/**
 * The statement that adds the rows a CTE named `source` returned (device_id, property, ts, num,
 * val: the rows actually inserted, so a repeated value is not counted twice) to their minutes.
 * Rows are grouped first: an INSERT ... ON CONFLICT may not touch one row twice.
 */
export const addToMinutes = (source: string) =>
  sql.raw(`INSERT INTO iot_telemetry_minute AS m (device_id, property, minute, count, nums, sum, min, max, last_ts, last)
  SELECT device_id, property, date_bin('1 minute', ts, 'epoch'::timestamptz), count(*)::int, count(num)::int,
         coalesce(sum(num), 0), min(num), max(num), max(ts),
         (array_agg(coalesce(val, to_jsonb(num)) ORDER BY ts DESC))[1]
  FROM ${source} GROUP BY 1, 2, 3
  ON CONFLICT (device_id, property, minute) DO UPDATE SET
    count = m.count + excluded.count,
    nums = m.nums + excluded.nums,
    sum = m.sum + excluded.sum,
    min = least(m.min, excluded.min),
    max = greatest(m.max, excluded.max),
    last = CASE WHEN excluded.last_ts >= m.last_ts THEN excluded.last ELSE m.last END,
    last_ts = greatest(m.last_ts, excluded.last_ts)`);
