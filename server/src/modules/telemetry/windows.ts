// `/product/device/data/list` (sagoo-iot-api.md §6.4): a device's reports aggregated in time
// windows, as SagooIoT reads them from TDengine (`INTERVAL(n unit)`, `mode()` per property): only
// the windows that hold reports, newest first, paged; `Total` counts those windows.
import type { DeviceDataList, DeviceDataListQuery, DeviceDataWindow } from '@iot/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import { foldedUntil, MINUTE_MS } from './minutes.ts';
import { rowsOf } from './rows.ts';
import { telemetry, telemetryMinutes } from './schema.ts';
import { display, type DeviceAndProduct } from './service.ts';

/** Milliseconds of data/list's time units (1 second, 2 minute, 3 hour, 4 day). */
const UNIT_MS: Record<DeviceDataListQuery['timeUnit'], number> = { 1: 1000, 2: MINUTE_MS, 3: 3_600_000, 4: 86_400_000 };

/** SagooIoT's column of a property (its time-series column name): `p_` and the key in lower case. */
export const windowColumn = (key: string) => `p_${key.toLowerCase()}`;

/**
 * The windows of `interval` units from the server's local midnight of 1970-01-01 (days start at
 * local midnight, not UTC's as in TDengine), those holding reports of the model's properties, the
 * page of them newest first, each with the most frequent value of each property (null when the
 * property did not report in it). Which windows exist is read from the per-minute roll-up when the
 * width is whole minutes (a window holds whole minutes then), from the reports otherwise; the
 * values from the reports of the page's windows only.
 */
export async function dataWindows(db: Db, target: DeviceAndProduct, q: DeviceDataListQuery): Promise<DeviceDataList> {
  const properties = target.product.metadata?.properties ?? [];
  const empty = { list: [], currentPage: q.pageNum, Total: 0 };
  if (!properties.length) return empty;
  const width = q.interval * UNIT_MS[q.timeUnit];
  const origin = sql`${new Date(1970, 0, 1).toISOString()}::timestamptz`;
  const bin = (ts: SQL | typeof telemetry.ts) =>
    sql`date_bin(${width}::float8 * interval '1 millisecond', ${ts}, ${origin})`;
  const keys = sql`${sql.param(properties.map((p) => p.key))}::text[]`;
  const deviceId = target.device.id;

  const byMinutes = width % MINUTE_MS === 0;
  const reported = sql`SELECT DISTINCT ${bin(telemetry.ts)} AS ws FROM ${telemetry}
        WHERE ${telemetry.deviceId} = ${deviceId} AND ${telemetry.property} = ANY(${keys})
        ${rangeOf(createdWithin(telemetry.ts, q.dateRange))}`;
  // The roll-up holds the reports measured before the fold's mark (minutes.ts); later ones are read
  // raw (those it holds too only name a window twice).
  const source = byMinutes
    ? sql`SELECT DISTINCT ${bin(sql`${telemetryMinutes.minute}`)} AS ws FROM ${telemetryMinutes}
        WHERE ${telemetryMinutes.deviceId} = ${deviceId} AND ${telemetryMinutes.property} = ANY(${keys})
        ${rangeOf(createdWithin(telemetryMinutes.minute, q.dateRange))}
      UNION ${reported} AND ${telemetry.ts} >= ${foldedUntil(deviceId)}`
    : reported;
  const offset = (q.pageNum - 1) * q.pageSize;
  const page = rowsOf<{ total: number; ms: number | null }>(
    await db.execute(sql`WITH w AS (${source})
      SELECT c.total, p.ms FROM (SELECT count(*)::int AS total FROM w) c
      LEFT JOIN LATERAL (
        SELECT floor(extract(epoch FROM ws) * 1000)::float8 AS ms FROM w ORDER BY ws DESC LIMIT ${q.pageSize} OFFSET ${offset}
      ) p ON true`),
  );
  const total = Number(page[0]?.total ?? 0);
  const starts = page.flatMap((r) => (r.ms === null ? [] : [Number(r.ms)]));
  if (!starts.length) return { ...empty, Total: total };

  // The page's windows are consecutive among those that exist: the reports between its first and
  // last window's bounds are the page's reports.
  const from = new Date(Math.min(...starts));
  const to = new Date(Math.max(...starts) + width);
  const modes = rowsOf<{ ms: number; property: string; value: unknown }>(
    await db.execute(sql`SELECT floor(extract(epoch FROM ${bin(telemetry.ts)}) * 1000)::float8 AS ms,
        ${telemetry.property} AS property,
        mode() WITHIN GROUP (ORDER BY coalesce(${telemetry.val}, to_jsonb(${telemetry.num}))) AS value
      FROM ${telemetry}
      WHERE ${telemetry.deviceId} = ${deviceId} AND ${telemetry.property} = ANY(${keys})
        AND ${telemetry.ts} >= ${from.toISOString()}::timestamptz AND ${telemetry.ts} < ${to.toISOString()}::timestamptz
        ${rangeOf(createdWithin(telemetry.ts, q.dateRange))}
      GROUP BY 1, 2`),
  );
  const valueAt = new Map(modes.map((m) => [`${Number(m.ms)}\u0000${m.property}`, m.value]));
  const list = starts.map((start): DeviceDataWindow => {
    const row: DeviceDataWindow = {
      _wstart: formatTime(new Date(start))!,
      _wend: formatTime(new Date(start + width))!,
    };
    for (const p of properties)
      row[windowColumn(p.key)] = display(p.valueType.type, valueAt.get(`${start}\u0000${p.key}`) ?? null);
    return row;
  });
  return { list, currentPage: q.pageNum, Total: total };
}

const rangeOf = (condition: SQL | undefined) => (condition ? sql`AND ${condition}` : sql``);
