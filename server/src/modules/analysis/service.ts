// The overview's figures (sagoo-iot-api.md §14 and ours). Each takes the caller's scope condition
// over the joined device row (undefined: everything; `false`: nothing) and counts in one query, on
// the read-only views the owning modules give (device, telemetry and alarm modules' index.ts):
// a series is one scan with one `count(*) filter` per bucket, on the time-indexed tables
// (iot_device_log_ts_idx, iot_alarm_log_created_idx), not one query per bucket.
import type {
  AlarmOpenSummary,
  AnalysisLevelPoint,
  DeviceEvent,
  DeviceLocation,
  DeviceOnlineOffline,
  ProductCount,
} from '@iot/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, notInArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formatTime } from '../../lib/time.ts';
import { alarmLevelRows, alarmLogView, DEFAULT_LEVELS } from '../alarm/index.ts';
import { deviceView, productView } from '../device/index.ts';
import { deviceLogView } from '../telemetry/index.ts';
import type { Buckets } from './periods.ts';

/** Device log types that are state changes, not messages. */
const STATE_CHANGES = ['设备上线', '设备下线'];
/** What the dashboards list as events. */
const EVENT_TYPES = ['设备上线', '设备下线', '事件上报', '消息拒绝'];

const n = (v: unknown) => Number(v ?? 0);
/** A time as a raw SQL parameter (drizzle maps Dates only for typed columns). */
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** One `count(*) filter` column per bucket of `ts`. */
function bucketColumns(ts: Column, b: Buckets) {
  return Object.fromEntries(
    b.bounds
      .slice(0, -1)
      .map((from, i) => [
        `b${i}`,
        sql<number>`count(*) filter (where ${ts} >= ${iso(from)} and ${ts} < ${iso(b.bounds[i + 1])})`,
      ]),
  );
}
const inWindow = (ts: Column, b: Buckets) => and(gte(ts, b.bounds[0]), lt(ts, b.bounds[b.bounds.length - 1]));
const countsOf = (row: Record<string, unknown> | undefined, b: Buckets) => b.titles.map((_, i) => n(row?.[`b${i}`]));

/** Device messages (uplinks, downlinks, replies, refusals; not state changes) per bucket. */
export async function messageCounts(db: Db, scope: SQL | undefined, b: Buckets): Promise<number[]> {
  const [row] = await db
    .select(bucketColumns(deviceLogView.ts, b))
    .from(deviceLogView)
    .innerJoin(deviceView, eq(deviceView.id, deviceLogView.deviceId))
    .where(and(inWindow(deviceLogView.ts, b), notInArray(deviceLogView.type, STATE_CHANGES), scope));
  return countsOf(row, b);
}

/** Alarms opened per bucket. */
export async function alarmCounts(db: Db, scope: SQL | undefined, b: Buckets): Promise<number[]> {
  const [row] = await db
    .select(bucketColumns(alarmLogView.createdAt, b))
    .from(alarmLogView)
    .innerJoin(deviceView, eq(deviceView.id, alarmLogView.deviceId))
    .where(and(inWindow(alarmLogView.createdAt, b), scope));
  return countsOf(row, b);
}

/** Alarms opened in [from, to) per level, every level named (SagooIoT's Title is the level's name). */
export async function alarmLevelCounts(db: Db, scope: SQL | undefined, from: Date, to: Date) {
  const rows = await db
    .select({ level: alarmLogView.level, count: count() })
    .from(alarmLogView)
    .innerJoin(deviceView, eq(deviceView.id, alarmLogView.deviceId))
    .where(and(gte(alarmLogView.createdAt, from), lt(alarmLogView.createdAt, to), scope))
    .groupBy(alarmLogView.level);
  const levels = await levelsOf(db);
  // Title the level's number: SagooIoT's dashboard names it from the alarm_type dictionary.
  const data: AnalysisLevelPoint[] = levels.map((l) => ({
    Title: String(l.level),
    Value: n(rows.find((r) => r.level === l.level)?.count),
    name: l.name,
  }));
  return { data };
}

async function levelsOf(db: Db) {
  const rows = await alarmLevelRows(db);
  // The seeded levels, should the level rows be missing.
  return rows.length ? rows : DEFAULT_LEVELS;
}

export async function onlineOffline(db: Db, scope: SQL | undefined): Promise<DeviceOnlineOffline> {
  const rows = await db
    .select({ status: deviceView.status, count: count() })
    .from(deviceView)
    .where(scope)
    .groupBy(deviceView.status);
  const of = (status: number) => n(rows.find((r) => r.status === status)?.count);
  const [disable, offline, online] = [of(0), of(1), of(2)];
  return { Data: { total: disable + offline + online, online, offline, disable } };
}

/** Products: published (`enable`), not (`disable`), and those created since `monthStart`. */
export async function productCount(db: Db, scope: SQL | undefined, monthStart: Date): Promise<ProductCount> {
  const [row] = await db
    .select({
      total: count(),
      enable: sql<number>`count(*) filter (where ${productView.status} = 1)`,
      added: sql<number>`count(*) filter (where ${productView.createdAt} >= ${iso(monthStart)})`,
    })
    .from(productView)
    .where(scope);
  return {
    total: n(row?.total),
    enable: n(row?.enable),
    disable: n(row?.total) - n(row?.enable),
    added: n(row?.added),
  };
}

/** Open alarms per level (every level) and the `limit` latest to match. */
export async function openAlarms(db: Db, scope: SQL | undefined, limit: number): Promise<AlarmOpenSummary> {
  const open = and(eq(alarmLogView.status, 0), scope);
  const [perLevel, latest, levels] = await Promise.all([
    db
      .select({ level: alarmLogView.level, count: count() })
      .from(alarmLogView)
      .innerJoin(deviceView, eq(deviceView.id, alarmLogView.deviceId))
      .where(open)
      .groupBy(alarmLogView.level),
    db
      .select({
        log: {
          id: alarmLogView.id,
          level: alarmLogView.level,
          ruleName: alarmLogView.ruleName,
          deviceKey: alarmLogView.deviceKey,
          count: alarmLogView.count,
          createdAt: alarmLogView.createdAt,
          lastAt: alarmLogView.lastAt,
        },
        deviceName: deviceView.name,
      })
      .from(alarmLogView)
      .innerJoin(deviceView, eq(deviceView.id, alarmLogView.deviceId))
      .where(open)
      .orderBy(desc(alarmLogView.lastAt), desc(alarmLogView.id))
      .limit(limit),
    levelsOf(db),
  ]);
  const levelOf = (level: number) => levels.find((l) => l.level === level);
  return {
    total: perLevel.reduce((sum, r) => sum + n(r.count), 0),
    levels: levels.map((l) => ({ ...l, count: n(perLevel.find((r) => r.level === l.level)?.count) })),
    latest: latest.map(({ log, deviceName }) => ({
      id: log.id,
      level: log.level,
      levelName: levelOf(log.level)?.name ?? String(log.level),
      levelColor: levelOf(log.level)?.color ?? '',
      ruleName: log.ruleName,
      deviceKey: log.deviceKey,
      deviceName,
      count: log.count,
      createdAt: formatTime(log.createdAt),
      lastAt: formatTime(log.lastAt),
    })),
  };
}

/** A coordinate as stored (text, SagooIoT's): a finite number within `max` degrees, or null. */
function degrees(text: string, max: number): number | null {
  if (!/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return null;
  const v = Number(text);
  return Math.abs(v) <= max ? v : null;
}

/** Devices with usable coordinates (at most 5000: a map shows no more). */
export async function deviceLocations(db: Db, scope: SQL | undefined): Promise<{ data: DeviceLocation[] }> {
  const rows = await db
    .select({
      key: deviceView.key,
      name: deviceView.name,
      productName: productView.name,
      status: deviceView.status,
      lng: deviceView.lng,
      lat: deviceView.lat,
      address: deviceView.address,
    })
    .from(deviceView)
    .innerJoin(productView, eq(productView.id, deviceView.productId))
    .where(and(ne(deviceView.lng, ''), ne(deviceView.lat, ''), scope))
    .orderBy(asc(deviceView.id))
    .limit(5000);
  const data: DeviceLocation[] = [];
  for (const r of rows) {
    const [lng, lat] = [degrees(r.lng, 180), degrees(r.lat, 90)];
    if (lng !== null && lat !== null) data.push({ ...r, lng, lat });
  }
  return { data };
}

/** The latest state changes, events and refused messages of deviceView. */
export async function deviceEvents(db: Db, scope: SQL | undefined, limit: number): Promise<{ data: DeviceEvent[] }> {
  const rows = await db
    .select({
      id: deviceLogView.id,
      ts: deviceLogView.ts,
      deviceKey: deviceView.key,
      deviceName: deviceView.name,
      type: deviceLogView.type,
    })
    .from(deviceLogView)
    .innerJoin(deviceView, eq(deviceView.id, deviceLogView.deviceId))
    .where(and(inArray(deviceLogView.type, EVENT_TYPES), scope))
    .orderBy(desc(deviceLogView.ts), desc(deviceLogView.id))
    .limit(limit);
  return { data: rows.map((r) => ({ ...r, ts: formatTime(r.ts) })) };
}

/** Messages since `from` (SagooIoT's deviceDataTotalCount). */
export async function messageTotal(db: Db, scope: SQL | undefined, from: Date, to: Date): Promise<{ number: number }> {
  const [row] = await db
    .select({ total: count() })
    .from(deviceLogView)
    .innerJoin(deviceView, eq(deviceView.id, deviceLogView.deviceId))
    .where(
      and(gte(deviceLogView.ts, from), lt(deviceLogView.ts, to), notInArray(deviceLogView.type, STATE_CHANGES), scope),
    );
  return { number: n(row?.total) };
}
