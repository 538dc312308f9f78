// The row counts of the large tables that lists page through unfiltered (the operation and login
// logs, the devices), kept by statement triggers (migration 0008_row_counts.sql): the total of a
// list without conditions is one row read instead of a scan of 100,000 rows. Exact and
// transactional whichever process or statement writes (inserts, deletes, TRUNCATE): every engine
// and process reads the number count(*) would give.
import { eq, getTableName, type SQL } from 'drizzle-orm';
import { bigint, pgTable, text, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export const rowCounts = pgTable('sys_row_count', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * How many rows of `table` match `where`: the kept count when there is no condition (and the
 * table is counted), else count(*).
 */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  if (!where) {
    const [kept] = await db
      .select({ n: rowCounts.n })
      .from(rowCounts)
      .where(eq(rowCounts.tableName, getTableName(table)));
    if (kept) return kept.n;
  }
  return db.$count(table, where);
}
