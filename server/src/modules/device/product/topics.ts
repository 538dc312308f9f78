// A product's custom topics (ours, contract/src/product-topic.ts): list, add, edit, delete within
// the caller's product scope. The routes tell the brokers (bus `devicesChanged` with the product
// key) after each write, so their cached view of the product's devices (topics included) is renewed.
import {
  TOPICS_PER_PRODUCT,
  type ProductTopic,
  type ProductTopicAddBody,
  type ProductTopicEditBody,
  type TopicAccess,
} from '@iot/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { DataScope } from '../../../access/data-scope.ts';
import { businessError } from '../../../lib/errors.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../../lib/sql.ts';
import { formatTime } from '../../../lib/time.ts';
import { productTopics } from './schema.ts';
import { productInView } from './service.ts';

type TopicRow = typeof productTopics.$inferSelect;

const toTopic = (productKey: string, r: TopicRow): ProductTopic => ({
  id: r.id,
  productKey,
  name: r.name,
  topic: r.topic,
  access: r.access,
  remark: r.remark,
  createdAt: formatTime(r.createdAt),
  updatedAt: formatTime(r.updatedAt),
});

/** The product's custom topics, in the order they were added. */
export async function listTopics(db: Db, scope: DataScope, productKey: string): Promise<{ list: ProductTopic[] }> {
  const product = await productInView(db, scope, productKey);
  const rows = await db
    .select()
    .from(productTopics)
    .where(eq(productTopics.productId, product.id))
    .orderBy(asc(productTopics.id));
  return { list: rows.map((r) => toTopic(productKey, r)) };
}

/** What the broker needs of the custom topics of these products (by product id). */
export async function topicsOfProducts(
  db: Db,
  productIds: number[],
): Promise<Map<number, { topic: string; access: TopicAccess }[]>> {
  const found = new Map<number, { topic: string; access: TopicAccess }[]>();
  if (!productIds.length) return found;
  const rows = await db
    .select({ productId: productTopics.productId, topic: productTopics.topic, access: productTopics.access })
    .from(productTopics)
    .where(inArray(productTopics.productId, productIds))
    .orderBy(asc(productTopics.id));
  for (const r of rows) {
    const list = found.get(r.productId) ?? [];
    list.push({ topic: r.topic, access: r.access });
    found.set(r.productId, list);
  }
  return found;
}

const columns = (form: ProductTopicAddBody) => ({
  name: form.name,
  topic: form.topic,
  access: form.access,
  remark: form.remark,
});

/** Runs a write; the same topic twice in a product is refused by its unique index. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw businessError('productTopicExists');
    throw err;
  }
}

export async function addTopic(db: Db, scope: DataScope, form: ProductTopicAddBody): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: two adds at once cannot both pass the count.
    const product = await productInView(tx, scope, form.productKey, true);
    const [{ n }] = await tx.select({ n: count() }).from(productTopics).where(eq(productTopics.productId, product.id));
    if (n >= TOPICS_PER_PRODUCT) throw businessError('productTopicTooMany', { max: TOPICS_PER_PRODUCT });
    await unique(() =>
      tx
        .insert(productTopics)
        .values({ ...columns(form), productId: product.id, createdBy: scope.userId, updatedBy: scope.userId }),
    );
  });
}

export async function editTopic(db: Db, scope: DataScope, form: ProductTopicEditBody): Promise<void> {
  const product = await productInView(db, scope, form.productKey);
  const updated = await unique(() =>
    db
      .update(productTopics)
      .set({ ...columns(form), updatedBy: scope.userId, updatedAt: new Date() })
      .where(and(eq(productTopics.id, form.id), eq(productTopics.productId, product.id)))
      .returning({ id: productTopics.id }),
  );
  if (!updated.length) throw businessError('productTopicNotFound');
}

export async function deleteTopic(db: Db, scope: DataScope, productKey: string, id: number): Promise<void> {
  const product = await productInView(db, scope, productKey);
  const deleted = await db
    .delete(productTopics)
    .where(and(eq(productTopics.id, id), eq(productTopics.productId, product.id)))
    .returning({ id: productTopics.id });
  if (!deleted.length) throw businessError('productTopicNotFound');
}
