// Which devices a caller may see and change: the data scope of the device list (devices carry the
// creator's department), and for products the product list's scope, as the product module works it
// out. Outside the scope a device answers "设备不存在", as an unknown one does. Other modules use
// deviceForRead, visibleDeviceKeys and usersWhoSeeDevice (index.ts).
import { PERMISSIONS } from '@iot/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './product/schema.ts';
import { devices } from './schema.ts';
import { ApiError, businessError } from '../../lib/errors.ts';
import { creatorScope, inScope, type DataScope } from '../../access/data-scope.ts';
import { can, type Principal } from '../../access/principal.ts';
import { loadPrincipal } from '../auth/index.ts';
import { enabledUserIds } from '../user/index.ts';
import { productScopeFilter, productScopeOf } from './product/service.ts';

export type DeviceRecord = typeof devices.$inferSelect;
export type ProductRecord = typeof products.$inferSelect;

/** The caller's scope over devices (the device list page's scope rows) and its condition. */
export const { of: deviceScopeOf, filter: deviceScopeFilter } = creatorScope(PERMISSIONS.device, devices);

/** A device in the scope with its product, or "设备不存在". */
export async function deviceInScope(
  db: Db,
  scope: DataScope,
  where: SQL,
): Promise<{ device: DeviceRecord; product: ProductRecord }> {
  const [row] = await db
    .select({ device: devices, product: products })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(and(where, deviceScopeFilter(scope)));
  if (!row) throw businessError('deviceNotFound');
  return row;
}

export const deviceByKey = (db: Db, scope: DataScope, key: string) => deviceInScope(db, scope, eq(devices.key, key));

/** Every one of these keys in the scope, or "设备不存在" (nothing is changed then). */
export async function devicesByKeys(db: Db, scope: DataScope, keys: string[]) {
  const wanted = [...new Set(keys)];
  const rows = await db
    .select({ device: devices, product: products })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(and(inArray(devices.key, wanted), deviceScopeFilter(scope)));
  if (rows.length !== wanted.length) throw businessError('deviceNotFound');
  return rows;
}

/** A product the caller may see (for adding or importing devices), or "产品不存在". */
export async function productInScope(db: Db, principal: Principal, key: string): Promise<ProductRecord> {
  const scope = await productScopeOf(db, principal);
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.key, key), productScopeFilter(scope)));
  if (!row) throw businessError('deviceProductMissing');
  return row;
}

/** For other modules: the device and its product when the caller may see it, else "设备不存在". */
export async function deviceForRead(
  db: Db,
  principal: Principal,
  deviceKey: string,
): Promise<{ device: DeviceRecord; product: ProductRecord }> {
  return deviceByKey(db, await deviceScopeOf(db, principal), deviceKey);
}

/** Which of these keys the caller may see (none when the caller's scope cannot be worked out). */
export async function visibleDeviceKeys(db: Db, principal: Principal, keys: string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return new Set();
  let scope: DataScope;
  try {
    scope = await deviceScopeOf(db, principal);
  } catch (err) {
    // A user without a department and without scope rows sees no device at all.
    if (err instanceof ApiError) return new Set();
    throw err;
  }
  const rows = await db
    .select({ key: devices.key })
    .from(devices)
    .where(and(inArray(devices.key, wanted), deviceScopeFilter(scope)));
  return new Set(rows.map((r) => r.key));
}

/**
 * Ids of the enabled users who may see this device: those allowed the device list whose data scope
 * covers it (super admins and holders of the `all` rule always). One principal and scope per user:
 * meant for alarms, not for every message.
 */
export async function usersWhoSeeDevice(db: Db, deviceKey: string): Promise<number[]> {
  const [device] = await db.select().from(devices).where(eq(devices.key, deviceKey));
  if (!device) return [];
  const seeing: number[] = [];
  for (const id of await enabledUserIds(db)) {
    const principal = await loadPrincipal(db, id);
    if (!principal || principal.userStatus === 0) continue;
    if (!principal.isSuperAdmin && !can(principal, PERMISSIONS.device.list)) continue;
    try {
      const scope = await deviceScopeOf(db, principal);
      if (inScope(scope, device.deptId, device.createdBy === id)) seeing.push(id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
  }
  return seeing;
}
