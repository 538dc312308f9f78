// Gateways and their sub-devices (sagoo-iot-api.md §6.3): binding, the bound list, the candidates
// of the "批量绑定" dialog, and deleting a sub-device. A sub-device has at most one gateway.
import type { DeviceSubListQuery } from '@iot/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceGateways, devices } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import type { PageQuery } from '../../db/paging.ts';
import type { DataScope } from '../../access/data-scope.ts';
import { GATEWAY, removeDevices, SUB_DEVICE } from './mutations.ts';
import { deviceByKey, deviceInScope, devicesByKeys, deviceScopeFilter } from './scope.ts';
import { devicePage, keyOrName, ofProduct } from './service.ts';

/** The gateway in the scope, refused when its product is not a gateway. */
async function gatewayOf(db: Db, scope: DataScope, key: string, refusal: 'deviceNotGateway') {
  const row = await deviceByKey(db, scope, key);
  if (row.product.deviceType !== GATEWAY) throw businessError(refusal);
  return row.device;
}

export async function bindSubs(db: Db, scope: DataScope, gatewayKey: string, subKeys: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const gateway = await gatewayOf(tx, scope, gatewayKey, 'deviceNotGateway');
    if (!subKeys.length) return;
    const subs = await devicesByKeys(tx, scope, subKeys);
    const bound = await tx
      .select()
      .from(deviceGateways)
      .where(
        inArray(
          deviceGateways.subId,
          subs.map((s) => s.device.id),
        ),
      );
    const gatewayOfSub = new Map(bound.map((b) => [b.subId, b.gatewayId]));
    const fresh: number[] = [];
    // In the order sent, stopping at the first refusal (nothing is bound then).
    for (const key of subKeys) {
      const { device, product } = subs.find((s) => s.device.key === key)!;
      if (product.deviceType !== SUB_DEVICE) throw businessError('deviceNotSub');
      const current = gatewayOfSub.get(device.id);
      // Binding again to the same gateway changes nothing.
      if (current !== undefined && current !== gateway.id) throw businessError('deviceSubBound', { name: device.name });
      if (current === undefined && !fresh.includes(device.id)) fresh.push(device.id);
    }
    if (fresh.length) await tx.insert(deviceGateways).values(fresh.map((subId) => ({ gatewayId: gateway.id, subId })));
  });
}

export async function unbindSubs(db: Db, scope: DataScope, gatewayKey: string, subKeys: string[]): Promise<void> {
  const gateway = await gatewayOf(db, scope, gatewayKey, 'deviceNotGateway');
  if (!subKeys.length) return;
  const subIds = db.select({ id: devices.id }).from(devices).where(inArray(devices.key, subKeys));
  await db
    .delete(deviceGateways)
    .where(and(eq(deviceGateways.gatewayId, gateway.id), inArray(deviceGateways.subId, subIds)));
}

/** The sub-devices bound to a gateway (in the scope), newest first: `{list, currentPage, Total}`. */
export async function bindList(db: Db, scope: DataScope, gatewayKey: string, q: PageQuery) {
  const { device: gateway } = await deviceByKey(db, scope, gatewayKey);
  const subIds = db
    .select({ id: deviceGateways.subId })
    .from(deviceGateways)
    .where(eq(deviceGateways.gatewayId, gateway.id));
  const { rows, total } = await devicePage(db, and(inArray(devices.id, subIds), deviceScopeFilter(scope)), q);
  return { list: rows, currentPage: q.pageNum, Total: total };
}

/**
 * Candidates for binding: sub-devices of `productKey`; with `gatewayKey`, those already bound to a
 * gateway are left out (SagooIoT leaves out only the gateway's own, and the others then fail to bind).
 */
export async function subList(db: Db, scope: DataScope, q: DeviceSubListQuery) {
  const bound = db.select({ id: deviceGateways.subId }).from(deviceGateways);
  const where = and(
    ofProduct(q.productKey),
    q.gatewayKey ? notInArray(devices.id, bound) : undefined,
    q.keyWord ? keyOrName(q.keyWord) : undefined,
    deviceScopeFilter(scope),
  );
  const { rows, total } = await devicePage(db, where, q);
  return { device: rows, currentPage: q.pageNum, Total: total };
}

/** Deletes a disabled sub-device (by key or by id) with its binding. */
export async function deleteSub(db: Db, scope: DataScope, keyOrId: string | number): Promise<string> {
  return db.transaction(async (tx) => {
    const where = typeof keyOrId === 'number' ? eq(devices.id, keyOrId) : eq(devices.key, keyOrId);
    const { device, product } = await deviceInScope(tx, scope, where);
    if (product.deviceType !== SUB_DEVICE) throw businessError('deviceNotSubType');
    if (device.status > 0) throw businessError('deviceSubEnabled');
    await removeDevices(tx, [device.id]);
    return device.key;
  });
}
