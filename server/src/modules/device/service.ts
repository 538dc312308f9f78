// Reading devices (sagoo-iot-api.md §6.1): the paged list, the list of enabled devices, the detail,
// each row a DeviceRow with its product, tags and latest values. The routes keep the lists in the
// answer cache as telemetry answers: latest values change without HTTP writes.
import {
  DEFAULT_ONLINE_TIMEOUT,
  type AuthType,
  type Device,
  type DevicePageQuery,
  type DeviceListQuery,
  type DeviceRow,
  type DeviceStatus,
  type DeviceTag,
  type DeviceType,
  type Product,
  type Tsl,
} from '@iot/contract';
import { and, desc, eq, getTableColumns, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './product/schema.ts';
import { services } from '../../context.ts';
import { devices, deviceTags } from './schema.ts';
import { countRows } from '../../db/row-counts.ts';
import { readPage, type PageQuery } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import type { DataScope } from '../../access/data-scope.ts';
import { deviceByKey, deviceScopeFilter, type DeviceRecord, type ProductRecord } from './scope.ts';

type Joined = { device: DeviceRecord; product: ProductRecord };

const { metadata: _metadata, ...productColumns } = getTableColumns(products);
/** A product as list rows carry it: without its object model, which only the detail answers. */
const listedProduct = { ...productColumns, metadata: sql<Tsl>`NULL` };

/** SagooIoT's Product entity; `metadata` is the object model as JSON text, "" in lists. */
export function toProduct(p: ProductRecord, withMetadata: boolean): Product {
  return {
    id: p.id,
    deptId: p.deptId,
    key: p.key,
    name: p.name,
    categoryId: p.categoryId,
    messageProtocol: p.messageProtocol,
    transportProtocol: p.transportProtocol,
    protocolId: 0,
    deviceType: p.deviceType as DeviceType,
    desc: p.desc,
    icon: p.icon,
    metadata: withMetadata ? JSON.stringify(p.metadata) : '',
    metadataTable: p.status === 1 ? 1 : 0,
    policy: '',
    status: p.status === 1 ? 1 : 0,
    authType: p.authType as AuthType,
    authUser: p.authUser,
    authPasswd: p.authPasswd,
    accessToken: p.accessToken,
    certificateId: p.certificateId,
    scriptInfo: p.scriptInfo,
    createdBy: p.createdBy,
    updatedBy: p.updatedBy,
    deletedBy: 0,
    createdAt: formatTime(p.createdAt),
    updatedAt: formatTime(p.updatedAt),
    deletedAt: null,
  };
}

export function toDevice(d: DeviceRecord, productKey: string): Device {
  return {
    id: d.id,
    deptId: d.deptId,
    key: d.key,
    name: d.name,
    productKey,
    desc: d.desc,
    metadataTable: d.status > 0 || d.registryTime ? 1 : 0,
    status: (d.status === 2 ? 2 : d.status === 1 ? 1 : 0) as DeviceStatus,
    onlineTimeout: d.onlineTimeout,
    registryTime: formatTime(d.registryTime),
    lastOnlineTime: formatTime(d.lastOnlineTime),
    version: d.version,
    tunnelId: 0,
    lng: d.lng,
    lat: d.lat,
    address: d.address,
    extensionInfo: d.extensionInfo,
    authType: d.authType as AuthType,
    authUser: d.authUser,
    authPasswd: d.authPasswd,
    accessToken: d.accessToken,
    certificateId: d.certificateId,
    createdBy: d.createdBy,
    updatedBy: d.updatedBy,
    deletedBy: 0,
    createdAt: formatTime(d.createdAt),
    updatedAt: formatTime(d.updatedAt),
    deletedAt: null,
  };
}

/** DeviceRows for joined rows, with their tags and latest values (two queries for the lot). */
export async function toDeviceRows(db: Db, rows: Joined[], detail = false): Promise<DeviceRow[]> {
  const ids = rows.map((r) => r.device.id);
  const [tagRows, latestRows] = ids.length
    ? await Promise.all([
        db.select().from(deviceTags).where(inArray(deviceTags.deviceId, ids)).orderBy(deviceTags.id),
        services().deviceData.latestOf(db, ids),
      ])
    : [[], []];
  const tags = new Map<number, DeviceTag[]>();
  for (const t of tagRows) tags.set(t.deviceId, [...(tags.get(t.deviceId) ?? []), t]);
  const latest = new Map(latestRows.map((l) => [l.deviceId, l.properties]));
  return rows.map(({ device, product }) => ({
    ...toDevice(device, product.key),
    ...(detail ? { onlineTimeout: device.onlineTimeout || DEFAULT_ONLINE_TIMEOUT } : {}),
    productName: product.name,
    tsl: detail ? product.metadata : null,
    product: toProduct(product, detail),
    tags: tags.get(device.id) ?? [],
    latest: latest.get(device.id) ?? {},
  }));
}

/**
 * One page of devices matching `where` (in the scope; conditions on the device's own columns),
 * newest first. Every device has its product (a restricting reference), so the total counts the
 * devices alone: without a condition, the count a trigger keeps (db/row-counts.ts).
 */
export async function devicePage(db: Db, where: SQL | undefined, q: PageQuery) {
  const { rows, total } = await readPage(
    q,
    ({ limit, offset }) =>
      db
        .select({ device: devices, product: listedProduct })
        .from(devices)
        .innerJoin(products, eq(products.id, devices.productId))
        .where(where)
        .orderBy(desc(devices.id))
        .limit(limit)
        .offset(offset),
    countRows(db, devices, where),
  );
  return { rows: await toDeviceRows(db, rows), total };
}

/** Devices of the product with this key (a condition on the device's column: no join needed). */
export const ofProduct = (productKey: string) =>
  eq(devices.productId, sql`(SELECT ${products.id} FROM ${products} WHERE ${products.key} = ${productKey})`);

export const keyOrName = (word: string) => or(contains(devices.key, word), contains(devices.name, word));

/** The filters of page_list (and of the export). */
export function pageFilters(scope: DataScope, q: Partial<DevicePageQuery>): SQL | undefined {
  return and(
    q.key ? eq(devices.key, q.key) : undefined,
    q.name ? contains(devices.name, q.name) : undefined,
    q.productKey ? ofProduct(q.productKey) : undefined,
    q.status === undefined ? undefined : eq(devices.status, q.status),
    createdWithin(devices.createdAt, q.dateRange),
    q.keyWord ? keyOrName(q.keyWord) : undefined,
    deviceScopeFilter(scope),
  );
}

export async function listDevicePage(db: Db, scope: DataScope, q: DevicePageQuery) {
  const { rows, total } = await devicePage(db, pageFilters(scope, q), q);
  return { device: rows, currentPage: q.pageNum, Total: total };
}

/** At most this many rows in the unpaged list (a selector's worth). */
const LIST_LIMIT = 10_000;

/** Enabled devices of published products (SagooIoT's `list`; the keyword in parentheses). */
export async function listEnabledDevices(db: Db, scope: DataScope, q: DeviceListQuery) {
  const rows = await db
    .select({ device: devices, product: listedProduct })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(
      and(
        gt(devices.status, 0),
        eq(products.status, 1),
        q.productKey ? eq(products.key, q.productKey) : undefined,
        q.keyWord ? keyOrName(q.keyWord) : undefined,
        deviceScopeFilter(scope),
      ),
    )
    .orderBy(desc(devices.id))
    .limit(LIST_LIMIT);
  return { device: await toDeviceRows(db, rows) };
}

export async function deviceDetail(db: Db, scope: DataScope, key: string) {
  const [row] = await toDeviceRows(db, [await deviceByKey(db, scope, key)], true);
  return { data: row };
}
