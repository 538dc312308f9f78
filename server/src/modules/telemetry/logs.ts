// The device log (sagoo-iot-api.md §7.3): one device's, or (ours) every visible device's of a
// product; and the device's reported events read back from it.
import type { DeviceEventRow, DeviceLogRow, DeviceLogType, EventListQuery, LogSearchQuery, Tsl } from '@iot/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceLogs } from './schema.ts';
import { pageOf, type PageQuery } from '../../db/paging.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import type { Principal } from '../../access/principal.ts';
// The device module's read-only views of devices and products (device/views.ts), under the tables' names.
import { deviceScopeFilter, deviceScopeOf, deviceView as devices, productView as products } from '../device/index.ts';

/** The log type of an event post; its content is JSON `{eventKey, value, time}` (written by the MQTT module). */
export const EVENT_LOG_TYPE: DeviceLogType = '事件上报';

async function logPage(db: Db, where: SQL | undefined, q: PageQuery) {
  const { limit, offset } = pageOf(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ts: deviceLogs.ts, type: deviceLogs.type, content: deviceLogs.content, device: devices.key })
      .from(deviceLogs)
      .innerJoin(devices, eq(devices.id, deviceLogs.deviceId))
      .innerJoin(products, eq(products.id, devices.productId))
      .where(where)
      .orderBy(desc(deviceLogs.ts), desc(deviceLogs.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(deviceLogs)
      .innerJoin(devices, eq(devices.id, deviceLogs.deviceId))
      .innerJoin(products, eq(products.id, devices.productId))
      .where(where),
  ]);
  return { rows, total: Number(n) };
}

/**
 * log/search: newest first, filtered by types (exact) and `dateRange`, which SagooIoT ignores. For
 * a product, only the devices the caller's device scope covers.
 */
export async function searchLogs(
  db: Db,
  principal: Principal,
  q: LogSearchQuery,
  device: { id: number } | null,
): Promise<{ list: DeviceLogRow[]; currentPage: number; Total: number }> {
  const filters = and(
    q.types?.length ? inArray(deviceLogs.type, q.types) : undefined,
    createdWithin(deviceLogs.ts, q.dateRange),
  );
  let where: SQL | undefined;
  if (device) where = and(eq(deviceLogs.deviceId, device.id), filters);
  else {
    const scope = await deviceScopeOf(db, principal);
    where = and(eq(products.key, q.productKey ?? ''), deviceScopeFilter(scope), filters);
  }
  const { rows, total } = await logPage(db, where, q);
  return {
    list: rows.map((r) => ({
      ts: formatTime(r.ts) ?? '',
      device: r.device,
      type: r.type as DeviceLogType,
      content: r.content,
    })),
    currentPage: q.pageNum,
    Total: total,
  };
}

function parseEvent(content: string): { eventKey: string; value: Record<string, unknown>; time?: number } {
  try {
    const parsed = JSON.parse(content) as { eventKey?: unknown; value?: unknown; time?: unknown };
    return {
      eventKey: typeof parsed.eventKey === 'string' ? parsed.eventKey : '',
      value:
        parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value)
          ? (parsed.value as Record<string, unknown>)
          : {},
      time: typeof parsed.time === 'number' ? parsed.time : undefined,
    };
  } catch {
    return { eventKey: '', value: {} };
  }
}

/** event/list (ours): the device's 事件上报 log lines as events, with the object model's name and level. */
export async function listEvents(
  db: Db,
  target: { device: { id: number }; product: { metadata: Tsl | null } },
  q: EventListQuery,
): Promise<{ list: DeviceEventRow[]; currentPage: number; Total: number }> {
  const where = and(eq(deviceLogs.deviceId, target.device.id), eq(deviceLogs.type, EVENT_LOG_TYPE));
  const { rows, total } = await logPage(db, where, q);
  const events = target.product.metadata?.events ?? [];
  return {
    list: rows.map((r) => {
      const { eventKey, value, time } = parseEvent(r.content);
      const event = events.find((e) => e.key === eventKey);
      return {
        ts: formatTime(time === undefined ? r.ts : new Date(time)) ?? '',
        eventKey,
        name: event?.name ?? eventKey,
        level: event?.level ?? 0,
        value,
      };
    }),
    currentPage: q.pageNum,
    Total: total,
  };
}
