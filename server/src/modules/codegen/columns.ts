// A stored column's settings from the catalog: GFast's defaults for a new column, and what a sync
// keeps of an existing one.
import { validationError } from '../../lib/errors.ts';
import type { CatalogColumn } from './catalog.ts';
import { columnDefaults, mapSqlType, safeIdentifier, type SqlTypeMapping } from './naming.ts';
import type { GenColumnRow } from './schema.ts';

export type NewColumn = Omit<GenColumnRow, 'columnId' | 'tableId'>;

/** The type mapping of a column, or a 51 naming the table, column and type (README: no silent fallback). */
export function mappingOf(table: string, c: CatalogColumn): SqlTypeMapping {
  const mapping = mapSqlType(c.sqlType);
  if (!mapping) throw validationError('codegenUnmappedType', { name: table, column: c.name, type: c.sqlType });
  return mapping;
}

/** A label column of a related table: its name or title, else the key itself. */
export function labelColumnOf(columns: string[], key: string): string {
  return columns.find((n) => /^(name|title|label)$/i.test(n)) ?? columns.find((n) => /_(name|title)$/i.test(n)) ?? key;
}

/** The facts the catalog dictates (a sync refreshes them). */
function facts(c: CatalogColumn) {
  return {
    columnName: c.name,
    sqlType: c.sqlType,
    isPk: c.isPk,
    isNullable: c.nullable,
    columnDefault: c.defaultValue,
    foreignKey: c.references ? `${c.references.table}.${c.references.column}` : '',
  };
}

/** A new column with GFast's defaults; `refColumns` gives the columns of a referenced table. */
export function newColumn(
  table: string,
  c: CatalogColumn,
  index: number,
  taken: Set<string>,
  refColumns: (table: string) => string[],
): NewColumn {
  const mapping = mappingOf(table, c);
  const d = columnDefaults(
    {
      name: c.name,
      sqlType: c.sqlType,
      nullable: c.nullable,
      defaultValue: c.defaultValue,
      isPk: c.isPk,
      isIdentity: c.isIdentity,
    },
    mapping,
  );
  let { htmlType } = d;
  let dictType = '';
  // A status column reads GFast's normal/disabled dictionary; another choice column without a
  // dictionary would be a select with nothing to choose: a plain input until one is chosen.
  if (htmlType === 'radio') {
    if (/status$/i.test(c.name) && mapping.tsType === 'number') dictType = 'sys_normal_disable';
    else htmlType = mapping.htmlType;
  }
  const link = { linkTableName: '', linkTableClass: '', linkTablePackage: '', linkLabelId: '', linkLabelName: '' };
  if (c.references && !c.isPk) {
    const cols = refColumns(c.references.table);
    link.linkTableName = c.references.table;
    link.linkLabelId = c.references.column;
    link.linkLabelName = labelColumnOf(cols, c.references.column);
    htmlType = 'select';
  }
  const sort = index + 1;
  return {
    ...facts(c),
    columnComment: c.comment,
    tsType: mapping.tsType,
    tsField: safeIdentifier(c.name, taken, sort),
    isIncrement: d.isIncrement,
    isRequired: d.isRequired,
    isEdit: d.isEdit,
    isList: d.isList,
    isDetail: d.isDetail,
    isQuery: d.isQuery && !(htmlType === 'select' && !link.linkTableName),
    isFixed: false,
    isOverflowTooltip: false,
    queryType: d.queryType,
    htmlType,
    dictType,
    ...link,
    sort,
    sortOrderList: sort,
    sortOrderEdit: sort,
    sortOrderDetail: sort,
    sortOrderQuery: sort,
    minWidth: 150,
    colSpan: 12,
  };
}

/**
 * A column after a sync: the catalog's facts (type, nullability, default, keys, position) over the
 * stored choices; the TS type follows a changed SQL type.
 */
export function syncedColumn(table: string, c: CatalogColumn, index: number, old: GenColumnRow): NewColumn {
  const mapping = mappingOf(table, c);
  const { columnId: _id, tableId: _table, ...kept } = old;
  return {
    ...kept,
    ...facts(c),
    columnComment: old.columnComment || c.comment,
    tsType: old.sqlType === c.sqlType ? old.tsType : mapping.tsType,
    sort: index + 1,
  };
}
