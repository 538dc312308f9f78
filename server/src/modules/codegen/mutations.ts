// The code generator's writes: import tables from the catalog, edit their settings, re-sync, delete.
import type { CodegenEditBody } from '@iot/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessError, validationError } from '../../lib/errors.ts';
import { ruleIdNamed } from '../menu/index.ts';
import { catalogColumns, catalogTable, type CatalogColumn } from './catalog.ts';
import { mappingOf, newColumn, syncedColumn } from './columns.ts';
import { camelCase, pascalCase, safeIdentifier } from './naming.ts';
import { findCollision } from './repo.ts';
import { withSampleSettings } from './samples.ts';
import { genColumns, genTables } from './schema.ts';
import { genColumnRows, genTableRow, writtenFiles } from './service.ts';

/** The directory generated menus go under unless a table names another (seed.ts). */
export const GENERATED_MENU = 'api/v1/system/tools/generated';
export const DEFAULT_PACKAGE = 'app/gen';

export type RouteExists = (url: string) => boolean;

async function generatedMenuId(db: Db): Promise<number> {
  const rows = (await db.execute(sql`select ${ruleIdNamed(GENERATED_MENU)} as id`)) as unknown as {
    rows: { id: number | null }[];
  };
  return Number(rows.rows[0]?.id ?? 0);
}

/** The catalog's columns of a table that exists and has one primary key, or a 51 that says why not. */
async function checkedColumns(db: Db, name: string): Promise<CatalogColumn[]> {
  if (!(await catalogTable(db, name))) throw validationError('codegenTableUnknown', { name });
  const columns = await catalogColumns(db, name);
  const keys = columns.filter((c) => c.isPk);
  if (!keys.length) throw validationError('codegenNoPrimaryKey', { name });
  if (keys.length > 1) throw validationError('codegenCompositeKey', { name });
  for (const c of columns) mappingOf(name, c);
  return columns;
}

/** A business name no module, contract, feature, route or other table uses yet. */
async function freeBusinessName(db: Db, tableName: string, routeExists: RouteExists): Promise<string> {
  const base = safeIdentifier(camelCase(tableName) || 'table', new Set(), 0);
  const start = /^[a-z]/.test(base) ? base : `gen${pascalCase(base)}`;
  const used = new Set((await db.select({ n: genTables.businessName }).from(genTables)).map((r) => r.n.toLowerCase()));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? start : `${start}${n}`;
    if (!used.has(candidate.toLowerCase()) && !findCollision(DEFAULT_PACKAGE, candidate, new Set(), routeExists))
      return candidate;
  }
}

/** The column names of every table the columns reference (a foreign key's display field is one of them). */
async function referencedColumns(db: Db, columns: { references?: { table: string } | null }[]) {
  const refs = new Map<string, string[]>();
  for (const c of columns)
    if (c.references && !refs.has(c.references.table))
      refs.set(
        c.references.table,
        (await catalogColumns(db, c.references.table)).map((r) => r.name),
      );
  return refs;
}

export async function importTables(db: Db, names: string[], author: string, routeExists: RouteExists): Promise<void> {
  const menuPid = await generatedMenuId(db);
  for (const name of [...new Set(names)]) {
    const [existing] = await db.select({ id: genTables.tableId }).from(genTables).where(eq(genTables.tableName, name));
    if (existing) throw validationError('codegenAlreadyImported', { name });
    const columns = await checkedColumns(db, name);
    const comment = (await catalogTable(db, name))?.tableComment ?? '';
    const refs = await referencedColumns(db, columns);
    const businessName = await freeBusinessName(db, name, routeExists);
    const pk = columns.find((c) => c.isPk)!;
    const parent = columns.find((c) => /^(parent_id|pid)$/i.test(c.name));
    const label = columns.find((c) => /^(name|title|label)$/i.test(c.name));
    const taken = new Set<string>();
    const defaults = columns.map((c, i) => newColumn(name, c, i, taken, (t) => refs.get(t) ?? []));
    await db.transaction(async (tx) => {
      const { table: values, columns: rows } = withSampleSettings(
        name,
        {
          tableName: name,
          tableComment: comment,
          className: pascalCase(businessName),
          tplCategory: parent && label ? 'tree' : 'crud',
          packageName: DEFAULT_PACKAGE,
          moduleName: DEFAULT_PACKAGE.split('/').pop()!,
          businessName,
          functionName: comment || name,
          functionAuthor: author,
          options:
            parent && label
              ? { treeCode: pk.name, treeParentCode: parent.name, treeName: label.name }
              : { treeCode: '', treeParentCode: '', treeName: '' },
          sortColumn: pk.name,
          sortType: 'asc',
          menuPid,
        },
        defaults,
      );
      const [table] = await tx.insert(genTables).values(values).returning({ tableId: genTables.tableId });
      await tx.insert(genColumns).values(rows.map((r) => ({ ...r, tableId: table.tableId })));
    });
  }
}

const DICT_TYPES = new Set(['select', 'selects', 'radio', 'checkbox']);

export async function editGenTable(db: Db, form: CodegenEditBody, routeExists: RouteExists): Promise<void> {
  await genTableRow(db, form.tableId);
  const columns = await genColumnRows(db, form.tableId);
  const byId = new Map(columns.map((c) => [c.columnId, c]));
  const names = new Set(columns.map((c) => c.columnName));
  const [other] = await db
    .select({ tableName: genTables.tableName })
    .from(genTables)
    .where(
      and(
        sql`lower(${genTables.businessName}) = ${form.businessName.toLowerCase()}`,
        sql`${genTables.tableId} <> ${form.tableId}`,
      ),
    );
  if (other) throw validationError('codegenTakenTable', { name: form.businessName, table: other.tableName });
  const collision = findCollision(
    form.packageName,
    form.businessName,
    new Set((await writtenFiles(db, form.tableId)).keys()),
    routeExists,
  );
  if (collision) throw validationError(collision.key, { name: collision.name });
  if (!names.has(form.sortColumn)) throw validationError('codegenBadSortColumn', { column: form.sortColumn });
  // The server assigns a snowflake key: the column must hold 53 bits and leave the key to it.
  const pk = columns.find((c) => c.isPk);
  if (form.useSnowId && pk && !(pk.sqlType === 'bigint' && pk.columnDefault === null && !pk.isIncrement))
    throw validationError('codegenSnowIdKey', { column: pk.columnName });
  const { treeCode, treeParentCode, treeName } = form.options;
  if (form.tplCategory === 'tree' && ![treeCode, treeParentCode, treeName].every((n) => names.has(n)))
    throw validationError('codegenBadTree');
  const tsFields = new Set<string>();
  for (const edit of form.columns) {
    const col = byId.get(edit.columnId);
    if (!col) throw validationError('codegenBadColumn', { column: String(edit.columnId) });
    // A field name the editor typed must stay a safe, unique identifier.
    const wanted = edit.tsField || col.tsField;
    edit.tsField = safeIdentifier(wanted, tsFields, col.sort);
    if (edit.linkTableName) {
      const linked = await catalogColumns(db, edit.linkTableName);
      const has = (n: string) => linked.some((c) => c.name === n);
      if (!linked.length || !has(edit.linkLabelId) || !has(edit.linkLabelName))
        throw validationError('codegenBadLink', { column: col.columnName });
    } else if (DICT_TYPES.has(edit.htmlType) && !edit.dictType)
      throw validationError('codegenBadDict', { column: col.columnName });
  }
  await db.transaction(async (tx) => {
    const { tableId, columns: edits, moduleName, ...fields } = form;
    await tx
      .update(genTables)
      .set({ ...fields, moduleName: moduleName || form.packageName.split('/').pop()!, updatedAt: new Date() })
      .where(eq(genTables.tableId, tableId));
    for (const { columnId, ...edit } of edits)
      await tx
        .update(genColumns)
        .set({
          ...edit,
          // The primary key is never edited in the form; the catalog decides what is required.
          isEdit: edit.isEdit && !byId.get(columnId)!.isPk,
        })
        .where(and(eq(genColumns.columnId, columnId), eq(genColumns.tableId, tableId)));
  });
}

/** Re-reads the table's columns: new ones get defaults, gone ones go, the others keep their settings. */
export async function syncGenTable(db: Db, tableId: number): Promise<void> {
  const table = await genTableRow(db, tableId);
  if (!(await catalogTable(db, table.tableName))) throw businessError('codegenTableChanged', { name: table.tableName });
  const columns = await checkedColumns(db, table.tableName);
  const old = new Map((await genColumnRows(db, tableId)).map((c) => [c.columnName, c]));
  const taken = new Set(
    [...old.values()].filter((c) => columns.some((n) => n.name === c.columnName)).map((c) => c.tsField),
  );
  const refs = await referencedColumns(db, columns);
  await db.transaction(async (tx) => {
    const gone = [...old.values()].filter((c) => !columns.some((n) => n.name === c.columnName)).map((c) => c.columnId);
    if (gone.length) await tx.delete(genColumns).where(inArray(genColumns.columnId, gone));
    for (const [i, c] of columns.entries()) {
      const was = old.get(c.name);
      if (was)
        await tx
          .update(genColumns)
          .set(syncedColumn(table.tableName, c, i, was))
          .where(eq(genColumns.columnId, was.columnId));
      else
        await tx
          .insert(genColumns)
          .values({ ...newColumn(table.tableName, c, i, taken, (t) => refs.get(t) ?? []), tableId });
    }
    const comment = (await catalogTable(tx, table.tableName))?.tableComment;
    await tx
      .update(genTables)
      .set({ tableComment: table.tableComment || comment || '', updatedAt: new Date() })
      .where(eq(genTables.tableId, tableId));
  });
}

/** Settings, columns and written-file hashes go (foreign key cascade). */
export async function deleteGenTables(db: Db, ids: number[]): Promise<void> {
  await db.delete(genTables).where(inArray(genTables.tableId, ids));
}
