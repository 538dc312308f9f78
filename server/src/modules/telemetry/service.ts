// Reads of what devices reported (sagoo-iot-api.md §6.4): the running state with recent values,
// the latest values, one property's values (paged or today's; downsampled ones in history.ts).
// The caller's right to see the device is checked by the routes (deviceForRead) before these run.
import { type LatestProperty, type PropertyValueRow, type RunStatus, type Tsl, type TslProperty } from '@iot/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceLatest, telemetry } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { pageOf, type PageQuery } from '../../db/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { rowsOf } from './rows.ts';

/** What the reads need of a device and its product. */
export interface DeviceAndProduct {
  device: { id: number; key: string; status: number; lastOnlineTime: Date | null };
  product: { metadata: Tsl | null };
}

/** Values of run_status's `list`: the newest this many per property. */
export const RECENT_VALUES = 15;
/** property/get's "today's values" stop here (a 1 Hz property reports 86,400 a day). */
export const TODAY_LIMIT = 10_000;

const propertiesOf = (product: DeviceAndProduct['product']): TslProperty[] => product.metadata?.properties ?? [];

/** SagooIoT's console parses object values from JSON text (run_status, §12 item 10). */
export const display = (type: string, value: unknown) =>
  type === 'object' && value !== null && value !== undefined ? JSON.stringify(value) : value;

/**
 * `val` as the driver parsed it: drizzle's jsonb column would parse a JSON string value a second
 * time (the enum value "1" would come back as the number 1).
 */
export const rawVal = sql<unknown>`${telemetry.val}`;

/** A stored row's value: the JSON value, or the number. */
export const valueOf = (r: { num: number | null; val: unknown }) =>
  r.val !== null && r.val !== undefined ? r.val : r.num;

const describe = (p: TslProperty) => ({
  key: p.key,
  name: p.name,
  type: p.valueType.type,
  unit: p.valueType.unit ?? '',
});

export function propertyOf(product: DeviceAndProduct['product'], key: string): TslProperty {
  const property = propertiesOf(product).find((p) => p.key === key);
  if (!property) throw businessError('telemetryPropertyUnknown', { key });
  return property;
}

async function latestOf(db: Db, deviceId: number) {
  const [row] = await db.select().from(deviceLatest).where(eq(deviceLatest.deviceId, deviceId));
  return row?.properties ?? {};
}

/** The newest `limit` values of each of these properties, newest first. */
async function recentValues(db: Db, deviceId: number, keys: string[], limit: number) {
  const byKey = new Map<string, unknown[]>(keys.map((k) => [k, []]));
  if (!keys.length) return byKey;
  const rows = rowsOf<{ key: string; num: number | null; val: unknown }>(
    await db.execute(sql`
    SELECT k.key, r.num, r.val, floor(extract(epoch FROM r.ts) * 1000)::float8 AS ms
    FROM unnest(${sql.param(keys)}::text[]) AS k(key)
    CROSS JOIN LATERAL (
      SELECT t.ts, t.num, t.val FROM iot_telemetry t
      WHERE t.device_id = ${deviceId} AND t.property = k.key
      ORDER BY t.ts DESC LIMIT ${limit}
    ) r
    ORDER BY k.key, r.ts DESC`),
  );
  for (const r of rows) byKey.get(r.key)?.push(valueOf(r));
  return byKey;
}

/** run_status: the state, and every declared property with its latest and recent values. */
export async function runStatus(db: Db, { device, product }: DeviceAndProduct): Promise<RunStatus> {
  const properties = propertiesOf(product);
  const [latest, recent] = await Promise.all([
    latestOf(db, device.id),
    recentValues(
      db,
      device.id,
      properties.map((p) => p.key),
      RECENT_VALUES,
    ),
  ]);
  return {
    status: device.status,
    lastOnlineTime: formatTime(device.lastOnlineTime),
    properties: properties.map((p) => ({
      ...describe(p),
      value: display(p.valueType.type, latest[p.key]?.value ?? null),
      list: (recent.get(p.key) ?? []).map((v) => display(p.valueType.type, v)),
    })),
  };
}

/** get_latest_property: the declared properties that have a value. */
export async function latestProperties(db: Db, { device, product }: DeviceAndProduct): Promise<LatestProperty[]> {
  const latest = await latestOf(db, device.id);
  return propertiesOf(product)
    .filter((p) => latest[p.key] !== undefined)
    .map((p) => ({ ...describe(p), value: display(p.valueType.type, latest[p.key].value) }));
}

/** property/get: the latest value and today's values (server's day), newest first. */
export async function propertyToday(db: Db, target: DeviceAndProduct, key: string) {
  const property = propertyOf(target.product, key);
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const [latest, rows] = await Promise.all([
    latestOf(db, target.device.id),
    db
      .select({ num: telemetry.num, val: rawVal })
      .from(telemetry)
      .where(and(eq(telemetry.deviceId, target.device.id), eq(telemetry.property, key), gte(telemetry.ts, midnight)))
      .orderBy(desc(telemetry.ts))
      .limit(TODAY_LIMIT),
  ]);
  const type = property.valueType.type;
  return {
    ...describe(property),
    value: display(type, latest[key]?.value ?? null),
    list: rows.map((r) => display(type, valueOf(r))),
  };
}

/** property/list: one property's values, newest first, paged (`List` and `Total` as SagooIoT spells them). */
export async function propertyValues(db: Db, target: DeviceAndProduct, key: string, q: PageQuery) {
  const property = propertyOf(target.product, key);
  const where = and(eq(telemetry.deviceId, target.device.id), eq(telemetry.property, key));
  const { limit, offset } = pageOf(q);
  const [rows, total] = await Promise.all([
    db
      .select({ ts: telemetry.ts, num: telemetry.num, val: rawVal })
      .from(telemetry)
      .where(where)
      .orderBy(desc(telemetry.ts))
      .limit(limit)
      .offset(offset),
    db.$count(telemetry, where),
  ]);
  const list: PropertyValueRow[] = rows.map((r) => ({
    ts: formatTime(r.ts) ?? '',
    value: display(property.valueType.type, valueOf(r)),
  }));
  return { List: list, currentPage: q.pageNum, Total: total };
}
