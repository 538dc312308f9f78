// GFast's paged lists: `pageNum` (from 1) and `pageSize` in, one page of rows and the total out.
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** LIMIT/OFFSET for GFast's pageNum (from 1) and pageSize. */
export const pageOf = (q: PageQuery) => ({
  limit: q.pageSize,
  offset: (q.pageNum - 1) * q.pageSize,
});

/** Reads one page of rows and the count of every matching row together (two queries in flight at once). */
export async function readPage<R>(
  q: PageQuery,
  rows: (page: { limit: number; offset: number }) => PromiseLike<R[]>,
  count: PromiseLike<number>,
): Promise<{ rows: R[]; total: number }> {
  const [page, total] = await Promise.all([rows(pageOf(q)), count]);
  return { rows: page, total };
}

/** One page of a table's rows matching `where`, in `order`, and how many rows match in all. */
export function readTablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  q: PageQuery,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  return readPage(
    q,
    ({ limit, offset }) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as PromiseLike<T['$inferSelect'][]>,
    db.$count(table, where),
  );
}
