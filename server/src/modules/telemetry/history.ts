// One property between two times, downsampled on the server (`/product/device/property/history`,
// ours): at most `points` points, whatever the range holds.
import { NUMERIC_TYPES, type HistoryPoint, type PropertyHistory, type PropertyHistoryQuery } from '@iot/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessError } from '../../lib/errors.ts';
import { foldedUntil, MINUTE_MS } from './minutes.ts';
import { rowsOf } from './rows.ts';
import { propertyOf, valueOf, type DeviceAndProduct } from './service.ts';

const DAY_MS = 86_400_000;

/** Bucket width for `points` buckets over [start, end]: the end itself must fall in the last one. */
export const bucketWidth = (start: number, end: number, points: number) => Math.ceil((end - start + 1) / points);

/**
 * How a range is read: buckets narrower than a minute come from the raw rows (`origin` = start);
 * wider ones from the minutes' roll-up, in whole minutes from the range's first minute, with the
 * raw rows of the range's partial first and last minutes (before `fullFrom`, from `fullTo`).
 */
export function historyPlan(start: number, end: number, points: number) {
  const width = bucketWidth(start, end, points);
  if (width < MINUTE_MS) return { minutes: false, origin: start, width, fullFrom: end + 1, fullTo: end + 1 };
  const origin = Math.floor(start / MINUTE_MS) * MINUTE_MS;
  return {
    minutes: true,
    origin,
    width: Math.ceil(bucketWidth(origin, end, points) / MINUTE_MS) * MINUTE_MS,
    fullFrom: Math.ceil(start / MINUTE_MS) * MINUTE_MS,
    fullTo: Math.floor((end + 1) / MINUTE_MS) * MINUTE_MS,
  };
}

/**
 * The statements of a history read, each reading through a primary key index: the buckets
 * (date_bin from the plan's origin) with min/max/average of the numbers, the count and, unless
 * `numeric`, the last value; and the raw rows.
 */
export function historyStatements(
  deviceId: number,
  property: string,
  start: number,
  end: number,
  points: number,
  numeric: boolean,
) {
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const plan = historyPlan(start, end, points);
  const key = sql`device_id = ${deviceId} AND property = ${property}`;
  const range = sql`${key} AND ts >= ${at(start)} AND ts <= ${at(end)}`;
  // Whole minutes from the roll-up, the rest of the range (all of it without the roll-up) raw. The
  // roll-up holds the rows measured before the fold's mark and the flagged rows (minutes.ts): within
  // the whole minutes, the rows from the mark on that are not flagged are read raw.
  const rows = sql`SELECT minute AS ts, count, nums, sum, min, max, last_ts, last FROM iot_telemetry_minute
      WHERE ${key} AND minute >= ${at(plan.fullFrom)} AND minute < ${at(plan.fullTo)}
    UNION ALL
    SELECT ts, 1, (num IS NOT NULL)::int, coalesce(num, 0), num, num, ts, coalesce(val, to_jsonb(num)) FROM iot_telemetry
      WHERE ${key} AND ((ts >= ${at(start)} AND ts < ${at(plan.fullFrom)})
        OR (ts >= greatest(${at(plan.fullFrom)}, least(${at(plan.fullTo)}, ${foldedUntil(deviceId)}))
          AND ts <= ${at(end)} AND (rolled_up IS NULL OR ts >= ${at(plan.fullTo)})))`;
  const last = numeric ? sql`` : sql`, (array_agg(last ORDER BY last_ts DESC))[1] AS last`;
  return {
    plan,
    // Grouped by the bucket's timestamp and turned into Unix ms only per bucket: the epoch
    // arithmetic (numeric) for every row was half of a week's read.
    buckets: sql`SELECT floor(extract(epoch FROM bucket) * 1000)::float8 AS time, avg, min, max, count ${numeric ? sql`` : sql`, last`}
      FROM (SELECT date_bin(${plan.width}::float8 * interval '1 millisecond', ts, ${at(plan.origin)}) AS bucket,
        (sum(sum) / nullif(sum(nums), 0))::float8 AS avg, min(min) AS min, max(max) AS max, sum(count)::int AS count ${last}
        FROM (${rows}) AS r GROUP BY 1) AS b ORDER BY bucket`,
    raw: sql`SELECT floor(extract(epoch FROM ts) * 1000)::float8 AS time, num, val
      FROM iot_telemetry WHERE ${range} ORDER BY ts`,
  };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

type Bucket = { time: number; avg: unknown; min: unknown; max: unknown; last?: unknown; count: number };

/** A bucket as the wire has it; `last` only for non-numeric properties. */
const toPoint = (r: Bucket, numeric: boolean): HistoryPoint => ({
  time: Number(r.time),
  avg: num(r.avg),
  min: num(r.min),
  max: num(r.max),
  ...(numeric ? {} : { last: r.last }),
  count: Number(r.count),
});

/** The history answer: raw points (bucketMs 0) when the range holds no more than `points` values, else buckets. */
export async function propertyHistory(
  db: Db,
  target: DeviceAndProduct,
  q: PropertyHistoryQuery,
  nowMs = Date.now(),
): Promise<PropertyHistory> {
  const property = propertyOf(target.product, q.propertyKey);
  const end = q.end ?? nowMs;
  const start = q.start ?? end - DAY_MS;
  if (start >= end) throw businessError('telemetryBadRange');
  const numeric = NUMERIC_TYPES.includes(property.valueType.type);
  const statements = historyStatements(target.device.id, q.propertyKey, start, end, q.points, numeric);
  const base = { deviceKey: target.device.key, propertyKey: q.propertyKey };

  // Buckets first: their counts tell whether the range holds few enough values to answer raw.
  // (A separate bounded count, LIMIT points + 1, tempts the planner into scanning by ts alone.)
  const buckets = rowsOf<Bucket>(await db.execute(statements.buckets));
  if (buckets.reduce((n, b) => n + Number(b.count), 0) <= q.points) {
    const rows = rowsOf<{ time: number; num: number | null; val: unknown }>(await db.execute(statements.raw));
    // A raw value is a bucket of one.
    const points = rows.map((r) =>
      toPoint({ time: r.time, avg: r.num, min: r.num, max: r.num, last: valueOf(r), count: 1 }, numeric),
    );
    return { ...base, bucketMs: 0, points };
  }
  const points = buckets.map((r) => toPoint(r, numeric));
  return { ...base, bucketMs: statements.plan.width, points };
}
