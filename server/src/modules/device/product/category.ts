// Product categories (sagoo-iot-api.md §3): a tree by parentId, shared by every department. Beyond
// SagooIoT, a category never moves under one of its own sub-categories, and one still used by
// products is not deleted.
import type {
  CategoryAddBody,
  CategoryEditBody,
  CategoryListQuery,
  CategoryNode,
  CategoryPageQuery,
  ProductCategory,
} from '@iot/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productCategories, products } from './schema.ts';
import { businessError } from '../../../lib/errors.ts';
import { contains } from '../../../lib/sql.ts';
import { formatTime } from '../../../lib/time.ts';
import { buildTree, descendantsOf } from '../../../lib/tree.ts';

type CategoryRow = typeof productCategories.$inferSelect;

/** Who writes: the row keeps their id and (on add) department. */
export interface Actor {
  userId: number;
  deptId: number;
}

export function toCategory(r: CategoryRow): ProductCategory {
  return {
    id: r.id,
    deptId: r.deptId,
    parentId: r.parentId,
    key: r.key,
    name: r.name,
    sort: r.sort,
    desc: r.desc,
    createdBy: r.createdBy,
    updatedBy: r.updatedBy,
    deletedBy: 0,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
    deletedAt: null,
  };
}

const readCategories = (db: Db, name?: string) =>
  db
    .select()
    .from(productCategories)
    .where(name ? contains(productCategories.name, name) : undefined)
    .orderBy(asc(productCategories.sort), desc(productCategories.id));

/** The forest of categories; leaves carry `children: null`. */
function toForest(rows: CategoryRow[]): CategoryNode[] {
  return buildTree(
    rows.map((r) => ({ ...r, pid: r.parentId })),
    (r, children: CategoryNode[]) => ({ ...toCategory(r), children: children.length ? children : null }),
  );
}

const flat = (rows: CategoryRow[]): CategoryNode[] => rows.map((r) => ({ ...toCategory(r), children: null }));

/** The whole tree; with `name` the matching categories as a flat list (SagooIoT §3). */
export async function listCategories(db: Db, q: CategoryListQuery): Promise<{ category: CategoryNode[] | null }> {
  const rows = await readCategories(db, q.name);
  const list = q.name ? flat(rows) : toForest(rows);
  return { category: list.length ? list : null };
}

/** Pages over the roots (each with its subtree); `Total` counts roots. A page past the end is empty. */
export async function pageCategories(db: Db, q: CategoryPageQuery) {
  const rows = await readCategories(db, q.name);
  const all = q.name ? flat(rows) : toForest(rows);
  const start = (q.pageNum - 1) * q.pageSize;
  return { category: all.slice(start, start + q.pageSize), currentPage: q.pageNum, Total: all.length };
}

async function categoryById(db: Db, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  if (!row) throw businessError('categoryNotFound');
  return row;
}

/** A category id a product or category may point at (0 = none, allowed for a parent only). */
export async function assertCategory(db: Db, id: number): Promise<void> {
  await categoryById(db, id);
}

const columnsOf = (f: CategoryAddBody) => ({
  parentId: f.parentId,
  key: f.key,
  name: f.name,
  desc: f.desc,
  sort: f.sort,
});

export async function addCategory(db: Db, by: Actor, form: CategoryAddBody): Promise<void> {
  if (form.parentId) await categoryById(db, form.parentId);
  await db
    .insert(productCategories)
    .values({ ...columnsOf(form), deptId: by.deptId, createdBy: by.userId, updatedBy: by.userId });
}

export async function editCategory(db: Db, by: Actor, form: CategoryEditBody): Promise<void> {
  await db.transaction(async (tx) => {
    await categoryById(tx, form.id);
    if (form.parentId) {
      await categoryById(tx, form.parentId);
      const nodes = await tx
        .select({ id: productCategories.id, pid: productCategories.parentId })
        .from(productCategories);
      // Its own parent, or under one of its own descendants: the tree would lose a branch.
      if (descendantsOf(nodes, [form.id]).has(form.parentId)) throw businessError('categoryParentInvalid');
    }
    await tx
      .update(productCategories)
      .set({ ...columnsOf(form), updatedBy: by.userId, updatedAt: new Date() })
      .where(eq(productCategories.id, form.id));
  });
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await categoryById(tx, id);
    const [child] = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.parentId, id))
      .limit(1);
    if (child) throw businessError('categoryHasChildren');
    // Every product counts, not only the caller's: a product must not point at a missing category.
    const [used] = await tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1);
    if (used) throw businessError('categoryHasProducts');
    await tx.delete(productCategories).where(eq(productCategories.id, id));
  });
}
