// Writing devices (sagoo-iot-api.md §6.2): add, edit, extend/update, delete, enable and disable,
// tags. Every write goes through the caller's data scope; the routes tell the broker (bus
// `devicesChanged`) about the keys a write returns.
import type {
  DeviceAddBody,
  DeviceEditBody,
  DeviceExtendBody,
  DeviceTagAddBody,
  DeviceTagEditBody,
  DeviceTagInput,
} from '@iot/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './product/schema.ts';
import { deviceGateways, devices, deviceTags } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/sql.ts';
import type { DataScope } from '../../access/data-scope.ts';
import { services } from '../../context.ts';
import type { Principal } from '../../access/principal.ts';
import {
  deviceByKey,
  deviceInScope,
  devicesByKeys,
  productInScope,
  type DeviceRecord,
  type ProductRecord,
} from './scope.ts';

export const GATEWAY = '网关';
export const SUB_DEVICE = '子设备';

/** The key must be free among devices and may not name a product. */
export async function assertKeyFree(db: Db, key: string): Promise<void> {
  const [taken] = await db.select({ id: devices.id }).from(devices).where(eq(devices.key, key));
  if (taken) throw businessError('deviceKeyExists');
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.key, key));
  if (product) throw businessError('deviceKeyIsProductKey');
}

/** The unique index settles two writers of the same key. */
async function uniqueKey<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw businessError('deviceKeyExists');
    throw err;
  }
}

/** The fields a form sent (absent ones are left out, so an edit keeps them). */
const sentFields = (f: Partial<DeviceEditBody>) => {
  const fields = {
    name: f.name,
    desc: f.desc,
    version: f.version,
    lng: f.lng,
    lat: f.lat,
    address: f.address,
    extensionInfo: f.extensionInfo,
    onlineTimeout: f.onlineTimeout,
    authType: f.authType,
    authUser: f.authUser,
    authPasswd: f.authPasswd,
    accessToken: f.accessToken,
    certificateId: f.certificateId,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<DeviceRecord>;
};
const AUTH_FIELDS = ['authType', 'authUser', 'authPasswd', 'accessToken', 'certificateId'] as const;
/** Whether a write changes how the device logs in (its broker session must end then). */
const credentialsChanged = (device: DeviceRecord, fields: Partial<DeviceRecord>) =>
  AUTH_FIELDS.some((f) => fields[f] !== undefined && fields[f] !== device[f]);

/** Replaces the device's tags by this set. */
async function replaceTags(tx: Db, deviceId: number, tags: DeviceTagInput[]) {
  const seen = new Set<string>();
  for (const t of tags) {
    if (seen.has(t.key)) throw businessError('deviceTagKeyExists');
    seen.add(t.key);
  }
  await tx.delete(deviceTags).where(eq(deviceTags.deviceId, deviceId));
  if (tags.length) await tx.insert(deviceTags).values(tags.map((t) => ({ ...t, deviceId })));
}

/** Adds a device: disabled, or enabled when the form says `status: 1` (its product must be published). */
export async function addDevice(db: Db, principal: Principal, form: DeviceAddBody): Promise<void> {
  const product = await productInScope(db, principal, form.productKey);
  const enabled = form.status === 1;
  if (enabled && product.status !== 1) throw businessError('deviceProductUnpublished');
  await uniqueKey(
    db.transaction(async (tx) => {
      await assertKeyFree(tx, form.key);
      const [row] = await tx
        .insert(devices)
        .values({
          ...sentFields(form),
          key: form.key,
          name: form.name,
          productId: product.id,
          deptId: principal.deptId,
          status: enabled ? 1 : 0,
          createdBy: principal.id,
          updatedBy: principal.id,
        })
        .returning({ id: devices.id });
      if (form.tags) await replaceTags(tx, row.id, form.tags);
    }),
  );
}

/** Saves the form; returns the key when its credentials changed (the broker must drop the session). */
export async function editDevice(db: Db, scope: DataScope, form: DeviceEditBody, userId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { device } = await deviceByKey(tx, scope, form.key);
    const fields = sentFields(form);
    await tx
      .update(devices)
      .set({ ...fields, updatedBy: userId, updatedAt: new Date() })
      .where(eq(devices.id, device.id));
    if (form.tags) await replaceTags(tx, device.id, form.tags);
    return credentialsChanged(device, fields) ? [device.key] : [];
  });
}

/** extend/update: only the fields sent change (SagooIoT wipes the others); returns the key as edit does. */
export async function extendDevice(
  db: Db,
  scope: DataScope,
  form: DeviceExtendBody,
  userId: number,
): Promise<string[]> {
  const { device } = await deviceByKey(db, scope, form.key);
  const fields = sentFields(form);
  await db
    .update(devices)
    .set({ ...fields, updatedBy: userId, updatedAt: new Date() })
    .where(eq(devices.id, device.id));
  return credentialsChanged(device, fields) ? [device.key] : [];
}

/**
 * Removes devices with their history (and its roll-up), latest values and log (the telemetry
 * module's, through its `deviceData` service), tags and gateway bindings.
 */
export async function removeDevices(tx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await services().deviceData.removeOf(tx, ids);
  await tx.delete(devices).where(inArray(devices.id, ids));
}

/** Deletes disabled devices (all of them in the scope, or nothing). */
export async function deleteDevices(db: Db, scope: DataScope, keys: string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await devicesByKeys(tx, scope, keys);
    const enabled = rows.find((r) => r.device.status > 0);
    if (enabled) throw businessError('deviceEnabledNoDelete', { key: enabled.device.key });
    await removeDevices(
      tx,
      rows.map((r) => r.device.id),
    );
    return rows.map((r) => r.device.key);
  });
}

/** The sub-devices bound to a gateway, with their products. */
export async function boundSubs(db: Db, gatewayId: number) {
  return db
    .select({ device: devices, product: products })
    .from(deviceGateways)
    .innerJoin(devices, eq(devices.id, deviceGateways.subId))
    .innerJoin(products, eq(products.id, devices.productId))
    .where(eq(deviceGateways.gatewayId, gatewayId));
}

/**
 * Enables (status 1: offline until it connects) or disables (status 0) a device; a gateway takes
 * its bound sub-devices along (those of unpublished products stay disabled). Returns the keys whose
 * status changed.
 */
async function setEnabledOne(
  tx: Db,
  row: { device: DeviceRecord; product: ProductRecord },
  enable: boolean,
): Promise<string[]> {
  if (enable && row.product.status !== 1) throw businessError('deviceProductUnpublished');
  const targets = row.product.deviceType === GATEWAY ? [row, ...(await boundSubs(tx, row.device.id))] : [row];
  const changing = targets.filter((t) =>
    enable ? t.device.status === 0 && t.product.status === 1 : t.device.status > 0,
  );
  if (!changing.length) return [];
  await tx
    .update(devices)
    .set({ status: enable ? 1 : 0, updatedAt: new Date() })
    .where(
      inArray(
        devices.id,
        changing.map((t) => t.device.id),
      ),
    );
  return changing.map((t) => t.device.key);
}

/**
 * deploy/undeploy/setDeviceStatus, key by key, stopping at the first refusal (SagooIoT's rule);
 * the keys that changed before it are in `changed` either way.
 */
export async function setDevicesEnabled(
  db: Db,
  scope: DataScope,
  keys: string[],
  enable: boolean,
  changed: string[],
): Promise<void> {
  for (const key of keys) {
    changed.push(...(await db.transaction(async (tx) => setEnabledOne(tx, await deviceByKey(tx, scope, key), enable))));
  }
}

/** A tag of a device in the scope, or "标签不存在". */
async function tagInScope(db: Db, scope: DataScope, id: number) {
  const [tag] = await db.select().from(deviceTags).where(eq(deviceTags.id, id));
  if (!tag) throw businessError('deviceTagNotFound');
  try {
    await deviceInScope(db, scope, eq(devices.id, tag.deviceId));
  } catch {
    throw businessError('deviceTagNotFound');
  }
  return tag;
}

export async function addTag(db: Db, scope: DataScope, form: DeviceTagAddBody): Promise<void> {
  const where = form.deviceKey ? eq(devices.key, form.deviceKey) : form.deviceId ? eq(devices.id, form.deviceId) : null;
  if (!where) throw businessError('deviceNotFound');
  const { device } = await deviceInScope(db, scope, where);
  const [clash] = await db
    .select({ id: deviceTags.id })
    .from(deviceTags)
    .where(and(eq(deviceTags.deviceId, device.id), eq(deviceTags.key, form.key)));
  if (clash) throw businessError('deviceTagKeyExists');
  await db.insert(deviceTags).values({ deviceId: device.id, key: form.key, name: form.name, value: form.value });
}

export async function editTag(db: Db, scope: DataScope, form: DeviceTagEditBody): Promise<void> {
  const tag = await tagInScope(db, scope, form.id);
  await db.update(deviceTags).set({ name: form.name, value: form.value }).where(eq(deviceTags.id, tag.id));
}

export async function deleteTag(db: Db, scope: DataScope, id: number): Promise<void> {
  const tag = await tagInScope(db, scope, id);
  await db.delete(deviceTags).where(eq(deviceTags.id, tag.id));
}
