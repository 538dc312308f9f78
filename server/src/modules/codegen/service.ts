// The code generator's reads: tables of the database not yet imported, the stored settings, the
// relation dialog's tables.
import type {
  CodegenColumnListData,
  CodegenDataListData,
  CodegenDataListQuery,
  CodegenRelationTable,
  CodegenTableListData,
  CodegenTableListQuery,
} from '@iot/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessError } from '../../lib/errors.ts';
import { readTablePage } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { createdWithin } from '../../lib/time.ts';
import { catalogTables } from './catalog.ts';
import { toGenColumn, toGenTable } from './convert.ts';
import { genColumns, genFiles, genTables, type GenColumnRow, type GenTableRow } from './schema.ts';

const has = (text: string, part: string | undefined) => !part || text.toLowerCase().includes(part.toLowerCase());

/** Tables of `public` not yet imported, filtered by name and comment (case-insensitive). */
export async function listDbTables(db: Db, q: CodegenDataListQuery): Promise<CodegenDataListData> {
  const imported = new Set((await db.select({ n: genTables.tableName }).from(genTables)).map((r) => r.n));
  const all = (await catalogTables(db)).filter(
    (t) => !imported.has(t.tableName) && has(t.tableName, q.tableName) && has(t.tableComment, q.tableComment),
  );
  const start = (q.pageNum - 1) * q.pageSize;
  return {
    list: all.slice(start, start + q.pageSize).map((t) => ({ ...t, createTime: null, updateTime: null })),
    total: all.length,
    currentPage: q.pageNum,
  };
}

export async function listGenTables(db: Db, q: CodegenTableListQuery): Promise<CodegenTableListData> {
  const where = and(
    q.tableName ? contains(genTables.tableName, q.tableName) : undefined,
    q.tableComment ? contains(genTables.tableComment, q.tableComment) : undefined,
    createdWithin(genTables.createdAt, q.dateRange),
  );
  const { rows, total } = await readTablePage(db, genTables, where, [desc(genTables.tableId)], q);
  return { list: rows.map(toGenTable), total, currentPage: q.pageNum };
}

export async function genTableRow(db: Db, tableId: number): Promise<GenTableRow> {
  const [row] = await db.select().from(genTables).where(eq(genTables.tableId, tableId));
  if (!row) throw businessError('codegenNotFound');
  return row;
}

export async function genColumnRows(db: Db, tableId: number): Promise<GenColumnRow[]> {
  return db
    .select()
    .from(genColumns)
    .where(eq(genColumns.tableId, tableId))
    .orderBy(asc(genColumns.sort), asc(genColumns.columnId));
}

export async function columnList(db: Db, tableId: number): Promise<CodegenColumnListData> {
  const info = await genTableRow(db, tableId);
  return { info: toGenTable(info), list: (await genColumnRows(db, tableId)).map(toGenColumn) };
}

/** Every imported table with its columns (the relation dialog). */
export async function relationTables(db: Db): Promise<CodegenRelationTable[]> {
  const tables = await db.select().from(genTables).orderBy(asc(genTables.tableName));
  const columns = tables.length
    ? await db
        .select()
        .from(genColumns)
        .where(
          inArray(
            genColumns.tableId,
            tables.map((t) => t.tableId),
          ),
        )
        .orderBy(asc(genColumns.sort), asc(genColumns.columnId))
    : [];
  return tables.map((t) => ({
    tableId: t.tableId,
    tableName: t.tableName,
    tableComment: t.tableComment,
    className: t.className,
    businessName: t.businessName,
    packageName: t.packageName,
    columns: columns
      .filter((c) => c.tableId === t.tableId)
      .map((c) => ({ columnName: c.columnName, columnComment: c.columnComment, tsField: c.tsField, isPk: c.isPk })),
  }));
}

/** The files this table's generation last wrote, with their hashes. */
export async function writtenFiles(db: Db, tableId: number): Promise<Map<string, string>> {
  const rows = await db.select().from(genFiles).where(eq(genFiles.tableId, tableId));
  return new Map(rows.map((r) => [r.path, r.hash]));
}
