// Posts (GFast §3.4): a small paged list, written by anyone holding the post page's buttons.
import type { PostAddBody, PostEditBody, PostListData, PostListQuery, SysPost } from '@iot/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { readTablePage } from '../../db/paging.ts';
import { queryFilters } from '../../lib/sql.ts';
import { authorship } from '../../lib/authorship.ts';

type PostRow = typeof posts.$inferSelect;

export const postOrder = [asc(posts.postSort), asc(posts.postId)];

export function toSysPost(r: PostRow): SysPost {
  return {
    postId: r.postId,
    postCode: r.postCode,
    postName: r.postName,
    postSort: r.postSort,
    status: r.status,
    remark: r.remark,
    ...authorship(r),
  };
}

export async function listPosts(db: Db, q: PostListQuery): Promise<PostListData> {
  const where = queryFilters(posts, q, { postCode: 'contains', postName: 'contains', status: 'equals' });
  const { rows, total } = await readTablePage(db, posts, where, postOrder, q);
  return { postList: rows.map(toSysPost), total, currentPage: q.pageNum };
}

/** Enabled posts, for the user dialog. */
export async function enabledPosts(db: Db): Promise<SysPost[]> {
  const rows = await db
    .select()
    .from(posts)
    .where(eq(posts.status, 1))
    .orderBy(...postOrder);
  return rows.map(toSysPost);
}

export async function addPost(db: Db, form: PostAddBody, userId: number): Promise<void> {
  await db.insert(posts).values({ ...form, createdBy: userId, updatedBy: userId });
}

export async function editPost(db: Db, form: PostEditBody, userId: number): Promise<void> {
  const { postId, ...fields } = form;
  const done = await db
    .update(posts)
    .set({ ...fields, updatedBy: userId, updatedAt: new Date() })
    .where(eq(posts.postId, postId))
    .returning({ postId: posts.postId });
  if (!done.length) throw businessError('postNotFound');
}

/** The users' links to these posts go with them (foreign key cascade). */
export async function deletePosts(db: Db, ids: number[]): Promise<void> {
  await db.delete(posts).where(inArray(posts.postId, ids));
}

/** Which of these posts exist (the user dialog leaves unknown ones out). */
export async function existingPostIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: posts.postId }).from(posts).where(inArray(posts.postId, ids));
  return rows.map((r) => r.id);
}

/** The id of the post with this code (the account seed places users by code). */
export async function postIdCoded(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: posts.postId }).from(posts).where(eq(posts.postCode, code));
  return row?.id;
}
