// Writing products (sagoo-iot-api.md §4), inside the caller's data scope. Beyond SagooIoT: the
// "has devices" and "has enabled devices" guards work, keys are checked, edit keeps the script
// when none is sent. The routes tell the brokers (bus `devicesChanged`) after each write.
import type { ProductAddBody, ProductExtendBody, ProductEditBody, Tsl } from '@iot/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { devices } from '../schema.ts';
import { products } from './schema.ts';
import { businessError } from '../../../lib/errors.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../../lib/sql.ts';
import type { DataScope } from '../../../access/data-scope.ts';
import { checkScript } from '../../script/index.ts';
import { assertCategory } from './category.ts';
import { productInScope, productInView, tslOf } from './service.ts';

const emptyTsl = (key: string, name: string): Tsl => ({
  key,
  name,
  properties: null,
  functions: null,
  events: null,
  tags: null,
});

const authColumns = (f: ProductExtendBody | ProductAddBody) => ({
  authType: f.authType,
  authUser: f.authUser,
  authPasswd: f.authPasswd,
  accessToken: f.accessToken,
  certificateId: f.certificateId,
});

const formColumns = (f: ProductAddBody) => ({
  name: f.name,
  categoryId: f.categoryId,
  messageProtocol: f.messageProtocol,
  transportProtocol: f.transportProtocol,
  deviceType: f.deviceType,
  desc: f.desc,
  icon: f.icon,
  ...(f.scriptInfo === undefined ? {} : { scriptInfo: f.scriptInfo }),
  ...authColumns(f),
});

/** A new product, unpublished, in the caller's department, with an empty object model. */
export async function addProduct(db: Db, scope: DataScope, form: ProductAddBody): Promise<void> {
  await db.transaction(async (tx) => {
    await assertCategory(tx, form.categoryId);
    const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.key, form.key));
    if (taken) throw businessError('productKeyExists');
    // Devices and products share the topic space (/sys/<productKey>/<deviceKey>): keep keys apart.
    const [device] = await tx.select({ key: devices.key }).from(devices).where(eq(devices.key, form.key));
    if (device) throw businessError('productKeyIsDevice', { key: device.key });
    try {
      await tx.insert(products).values({
        ...formColumns(form),
        key: form.key,
        metadata: emptyTsl(form.key, form.name),
        deptId: scope.deptId,
        createdBy: scope.userId,
        updatedBy: scope.userId,
      });
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw businessError('productKeyExists');
      throw err;
    }
  });
}

/** Every editable field; the key, status and object model stay (its name follows the product's). */
export async function editProduct(db: Db, scope: DataScope, form: ProductEditBody): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await productInView(tx, scope, form.key, true);
    await assertCategory(tx, form.categoryId);
    await tx
      .update(products)
      .set({
        ...formColumns(form),
        metadata: { ...tslOf(row), name: form.name },
        updatedBy: scope.userId,
        updatedAt: new Date(),
      })
      .where(eq(products.id, row.id));
  });
}

/** The connection credentials only (`extend/update`). */
export async function extendProduct(db: Db, scope: DataScope, form: ProductExtendBody): Promise<void> {
  const row = await productInView(db, scope, form.key);
  await db
    .update(products)
    .set({ ...authColumns(form), updatedBy: scope.userId, updatedAt: new Date() })
    .where(eq(products.id, row.id));
}

export async function updateScript(db: Db, scope: DataScope, key: string, scriptInfo: string): Promise<void> {
  const row = await productInView(db, scope, key);
  // After the scope check: a product outside it is "not found" whatever the script.
  await checkScript(scriptInfo);
  await db
    .update(products)
    .set({ scriptInfo, updatedBy: scope.userId, updatedAt: new Date() })
    .where(eq(products.id, row.id));
}

/**
 * Deletes all of them or none: each must exist in the scope, be unpublished and have no devices.
 * Returns the keys deleted.
 */
export async function deleteProducts(db: Db, scope: DataScope, keys: string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const wanted = [...new Set(keys)];
    const rows = await tx.select().from(products).where(inArray(products.key, wanted)).for('update');
    if (rows.length !== wanted.length || rows.some((r) => !productInScope(scope, r)))
      throw businessError('productNotFound');
    const published = rows.find((r) => r.status === 1);
    if (published) throw businessError('productPublishedNoDelete', { key: published.key });
    const ids = rows.map((r) => r.id);
    const [used] = await tx
      .select({ productId: devices.productId })
      .from(devices)
      .where(inArray(devices.productId, ids))
      .limit(1);
    if (used) throw businessError('productHasDevices', { name: rows.find((r) => r.id === used.productId)!.name });
    await tx.delete(products).where(inArray(products.id, ids));
    return rows.map((r) => r.key);
  });
}

/** Publishes: needs at least one property; publishing a published product changes nothing. */
export async function deployProduct(db: Db, scope: DataScope, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await productInView(tx, scope, key, true);
    if (row.status === 1) return;
    if (!tslOf(row).properties) throw businessError('productNoProperties');
    await tx
      .update(products)
      .set({ status: 1, updatedBy: scope.userId, updatedAt: new Date() })
      .where(eq(products.id, row.id));
  });
}

/** Unpublishes, unless a device of the product is enabled (status offline or online). */
export async function undeployProduct(db: Db, scope: DataScope, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await productInView(tx, scope, key, true);
    if (row.status !== 1) return;
    const [enabled] = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.productId, row.id), ne(devices.status, 0)))
      .limit(1);
    if (enabled) throw businessError('productHasEnabledDevices');
    await tx
      .update(products)
      .set({ status: 0, updatedBy: scope.userId, updatedAt: new Date() })
      .where(eq(products.id, row.id));
  });
}
