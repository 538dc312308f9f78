// Reading products (sagoo-iot-api.md §4) within the caller's data scope: rows of departments the
// scope covers (without scope rows: the caller's department and those below it), never others,
// also by key. Credentials are shown only to those who may edit products.
import {
  PERMISSIONS,
  type DeviceType,
  type Product,
  type ProductDetail,
  type ProductPageQuery,
  type ProductRow,
  type Tsl,
  type AuthType,
} from '@iot/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { devices } from '../schema.ts';
import { productCategories, products } from './schema.ts';
import { businessError } from '../../../lib/errors.ts';
import { readPage } from '../../../db/paging.ts';
import { contains } from '../../../lib/sql.ts';
import { createdWithin, formatTime } from '../../../lib/time.ts';
import { descendantsOf } from '../../../lib/tree.ts';
import { creatorScope, inScope, type DataScope } from '../../../access/data-scope.ts';
import { can, type Principal } from '../../../access/principal.ts';

export type ProductEntity = typeof products.$inferSelect;

/** The caller's scope over products (the product list page's scope rows) and its condition. */
export const { of: productScopeOf, filter: productScopeFilter } = creatorScope(PERMISSIONS.product, products);

export const productInScope = (scope: DataScope, row: Pick<ProductEntity, 'deptId' | 'createdBy'>): boolean =>
  inScope(scope, row.deptId, row.createdBy === scope.userId);

/** Whether the caller sees products' credentials (passwords and tokens): only product editors do. */
export const seesSecrets = (principal: Principal): boolean => can(principal, PERMISSIONS.product.edit);

// jsonb keeps object keys in its own order (by length): put them back in the order people read.
const KEY_ORDER = ['key', 'name', 'type', 'accessMode', 'level', 'valueType', 'inputs', 'outputs', 'desc'];
const rank = (k: string) => (KEY_ORDER.includes(k) ? KEY_ORDER.indexOf(k) : KEY_ORDER.length);
function readable<T>(value: T): T {
  if (Array.isArray(value)) return value.map(readable) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => rank(a) - rank(b));
  return Object.fromEntries(entries.map(([k, v]) => [k, readable(v)])) as T;
}

/** The object model of a product, its key and name following the product's. */
export function tslOf(row: ProductEntity): Tsl {
  const m = row.metadata ?? ({} as Partial<Tsl>);
  const list = <T>(v: T[] | null | undefined) => (Array.isArray(v) && v.length ? readable(v) : null);
  return {
    key: row.key,
    name: row.name,
    properties: list(m.properties),
    functions: list(m.functions),
    events: list(m.events),
    tags: list(m.tags),
  };
}

/** The Product wire shape; `secrets: false` blanks the credentials. */
export function toProduct(row: ProductEntity, secrets = true): Product {
  return {
    id: row.id,
    deptId: row.deptId,
    key: row.key,
    name: row.name,
    categoryId: row.categoryId,
    messageProtocol: row.messageProtocol,
    transportProtocol: row.transportProtocol,
    protocolId: 0,
    deviceType: row.deviceType as DeviceType,
    desc: row.desc,
    icon: row.icon,
    metadata: JSON.stringify(tslOf(row)),
    // SagooIoT's "time-series table made" flag: ours exists from the start; it follows publishing.
    metadataTable: row.status === 1 ? 1 : 0,
    policy: '',
    status: row.status === 1 ? 1 : 0,
    authType: row.authType as AuthType,
    authUser: secrets ? row.authUser : '',
    authPasswd: secrets ? row.authPasswd : '',
    accessToken: secrets ? row.accessToken : '',
    certificateId: row.certificateId,
    scriptInfo: row.scriptInfo,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    deletedBy: 0,
    createdAt: formatTime(row.createdAt),
    updatedAt: formatTime(row.updatedAt),
    deletedAt: null,
  };
}

export interface RowExtras {
  deviceTotal?: number;
  category?: { id: number; name: string } | null;
  secrets?: boolean;
}

/** A list row: the product without its object model (`metadata` ""), its category and device count. */
export function toProductRow(row: ProductEntity, extras: RowExtras = {}): ProductRow {
  const category = extras.category ?? null;
  return {
    ...toProduct(row, extras.secrets ?? true),
    metadata: '',
    deviceTotal: extras.deviceTotal ?? 0,
    categoryName: category?.name ?? '',
    category,
  };
}

/** The product with this key, whatever the scope (the device and MQTT helpers scope devices). */
export async function loadProductByKey(db: Db, key: string): Promise<ProductEntity | null> {
  const [row] = await db.select().from(products).where(eq(products.key, key));
  return row ?? null;
}

/** A product the caller may see, or "产品不存在"; `lock` takes a row lock (read-modify-write). */
export async function productInView(db: Db, scope: DataScope, key: string, lock = false): Promise<ProductEntity> {
  const query = db.select().from(products).where(eq(products.key, key));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !productInScope(scope, row)) throw businessError('productNotFound');
  return row;
}

/**
 * Products with their category, in SagooIoT's order (newest first), and with `withTotals` their
 * device counts: one grouped count for the rows read, not a count per row.
 */
async function readRows(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }, withTotals = true) {
  const query = db
    .select({ product: products, categoryName: productCategories.name })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(where)
    .orderBy(desc(products.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  const ids = rows.map((r) => r.product.id);
  const totals =
    withTotals && ids.length
      ? await db
          .select({ id: devices.productId, n: count() })
          .from(devices)
          .where(inArray(devices.productId, ids))
          .groupBy(devices.productId)
      : [];
  const totalOf = new Map(totals.map((t) => [t.id, t.n]));
  return rows.map((r) => ({ ...r, deviceTotal: totalOf.get(r.product.id) ?? 0 }));
}

type ReadRow = Awaited<ReturnType<typeof readRows>>[number];
const rowOf = (r: ReadRow, secrets: boolean) =>
  toProductRow(r.product, {
    secrets,
    deviceTotal: r.deviceTotal,
    category: r.categoryName === null ? null : { id: r.product.categoryId, name: r.categoryName },
  });

/** A category and every one below it. */
async function categoryAndBelow(db: Db, id: number): Promise<number[]> {
  const nodes = await db.select({ id: productCategories.id, pid: productCategories.parentId }).from(productCategories);
  return [...descendantsOf(nodes, [id])];
}

export async function pageProducts(db: Db, principal: Principal, q: ProductPageQuery) {
  const scope = await productScopeOf(db, principal);
  const where = and(
    q.name ? contains(products.name, q.name) : undefined,
    q.categoryId ? inArray(products.categoryId, await categoryAndBelow(db, q.categoryId)) : undefined,
    q.messageProtocol ? inArray(products.messageProtocol, q.messageProtocol) : undefined,
    q.deviceType ? inArray(products.deviceType, q.deviceType) : undefined,
    q.status === undefined ? undefined : eq(products.status, q.status),
    createdWithin(products.createdAt, q.dateRange),
    productScopeFilter(scope),
  );
  const secrets = seesSecrets(principal);
  const { rows, total } = await readPage(q, (page) => readRows(db, where, page), db.$count(products, where));
  return { product: rows.map((r) => rowOf(r, secrets)), currentPage: q.pageNum, Total: total };
}

/** `list` (published products) and `sub_list` (sub-device products): no device counts, as SagooIoT. */
export async function listProducts(db: Db, principal: Principal, which: 'published' | 'subDevice') {
  const scope = await productScopeOf(db, principal);
  const filter = which === 'published' ? eq(products.status, 1) : eq(products.deviceType, '子设备');
  const rows = await readRows(db, and(filter, productScopeFilter(scope)), undefined, false);
  const secrets = seesSecrets(principal);
  return { product: rows.map((r) => rowOf(r, secrets)) };
}

export async function productDetail(db: Db, principal: Principal, key: string): Promise<{ data: ProductDetail }> {
  const scope = await productScopeOf(db, principal);
  const [r] = await readRows(db, and(eq(products.key, key), productScopeFilter(scope)));
  if (!r) throw businessError('productNotFound');
  return {
    data: { ...rowOf(r, seesSecrets(principal)), metadata: JSON.stringify(tslOf(r.product)), tsl: tslOf(r.product) },
  };
}
