// What every template reads: the stored settings of one table turned into names, paths and the
// columns' roles (key, search fields, form fields, list columns, data scope, tree, relations).
import type { CodegenHtmlType, CodegenQueryType, CodegenTsType } from '@iot/contract';
import { isArrayType, mapSqlType, type SqlTypeMapping } from '../naming.ts';
import { genPaths, type GenPaths } from '../repo.ts';
import type { GenColumnRow, GenTableRow } from '../schema.ts';

export interface GenField {
  /** The database column's name, exactly. */
  column: string;
  /** The wire and TS property name (a safe identifier). */
  name: string;
  /** The column's comment, or its name: the label's English and Chinese text. */
  label: string;
  sqlType: string;
  mapping: SqlTypeMapping;
  tsType: CodegenTsType;
  isArray: boolean;
  isPk: boolean;
  isIncrement: boolean;
  nullable: boolean;
  /** The catalog's default expression, for the drizzle column. */
  defaultValue: string | null;
  required: boolean;
  edit: boolean;
  list: boolean;
  detail: boolean;
  query: boolean;
  queryType: CodegenQueryType;
  htmlType: CodegenHtmlType;
  dictType: string;
  /** The related table and its key and label columns, with their drizzle builders (from the catalog). */
  link: { table: string; key: string; label: string; keyBuilder: string; labelBuilder: string } | null;
  /** varchar(n) / char(n) length. */
  maxLength: number | null;
  minWidth: number;
  /** The columns of 24 the field takes in the edit dialog and the detail view (GFast's 详情占列). */
  colSpan: number;
  fixed: boolean;
  ellipsis: boolean;
  /** Kind of value, for parsers and controls. */
  kind: 'int' | 'float' | 'decimal' | 'text' | 'bool' | 'date' | 'datetime' | 'intArray' | 'textArray';
}

export interface GenModel {
  table: GenTableRow;
  /** The SQL table name, exactly. */
  tableName: string;
  /** camelCase: the module folder, contract file, feature folder, texts namespace. */
  name: string;
  /** PascalCase: the types. */
  Name: string;
  title: string;
  author: string;
  paths: GenPaths;
  fields: GenField[];
  pk: GenField;
  /** The fields the form edits, in their edit order. */
  editFields: GenField[];
  listFields: GenField[];
  queryFields: GenField[];
  /** The fields the detail view shows, in their detail order (empty unless the table shows details). */
  detailFields: GenField[];
  /** The user and department fields a row answers by name beside the id (listed or shown in details). */
  namedFields: GenField[];
  /** The table's generation options (GFast's step 1 and 2 checkboxes). */
  options: { detail: boolean; exportFile: boolean; importFile: boolean; snowId: boolean; virtual: boolean };
  sortField: GenField;
  sortDesc: boolean;
  /** The creator and department columns when the table has both: lists and writes follow the data scope. */
  scope: { createdBy: GenField; deptId: GenField } | null;
  /** created_by / updated_by / created_at / updated_at filled by the service. */
  auto: { createdBy?: GenField; updatedBy?: GenField; createdAt?: GenField; updatedAt?: GenField };
  tree: { code: GenField; parent: GenField; label: GenField } | null;
  /** The permission names. */
  permissions: {
    list: string;
    get: string;
    add: string;
    edit: string;
    delete: string;
    all: string;
    export: string;
    import: string;
  };
}

/** Text safe inside a comment and a JSON string on one line. */
export const oneLine = (s: string): string => s.replace(/\*\//g, '* /').replace(/\s+/g, ' ').trim();

function kindOf(mapping: SqlTypeMapping, sqlType: string): GenField['kind'] {
  if (sqlType.endsWith('[]')) return mapping.tsType === 'number[]' ? 'intArray' : 'textArray';
  if (['integer', 'smallint', 'bigint'].includes(mapping.builder)) return 'int';
  if (['real', 'doublePrecision'].includes(mapping.builder)) return 'float';
  if (mapping.builder === 'numeric') return 'decimal';
  if (mapping.builder === 'boolean') return 'bool';
  if (mapping.builder === 'date') return 'date';
  if (mapping.builder === 'timestamp') return 'datetime';
  return 'text';
}

/**
 * The model of a table's settings; `linkTypes` tells the drizzle builder of a related table's column
 * (from the catalog), so the relation's read-only view types its key and label as they are.
 */
export function buildModel(
  table: GenTableRow,
  rows: GenColumnRow[],
  linkTypes?: (table: string, column: string) => string | undefined,
): GenModel {
  const fields: GenField[] = rows.map((c) => {
    const mapping = mapSqlType(c.sqlType);
    if (!mapping) throw new Error(`no mapping for ${c.sqlType}`);
    const lower = c.columnName.toLowerCase();
    const auto = ['created_by', 'updated_by', 'created_at', 'updated_at', 'deleted_at'].includes(lower);
    return {
      column: c.columnName,
      name: c.tsField,
      label: oneLine(c.columnComment || c.columnName),
      sqlType: c.sqlType,
      mapping,
      tsType: c.tsType as CodegenTsType,
      isArray: isArrayType(c.sqlType),
      isPk: c.isPk,
      isIncrement: c.isIncrement,
      nullable: c.isNullable,
      defaultValue: c.columnDefault,
      required: c.isRequired || (!c.isNullable && c.columnDefault === null),
      edit: c.isEdit && !c.isPk && !auto,
      list: c.isList,
      detail: c.isDetail,
      query: c.isQuery && !c.isPk,
      queryType: c.queryType as CodegenQueryType,
      htmlType: c.htmlType as CodegenHtmlType,
      dictType: c.dictType,
      link: c.linkTableName
        ? {
            table: c.linkTableName,
            key: c.linkLabelId,
            label: c.linkLabelName,
            keyBuilder: linkTypes?.(c.linkTableName, c.linkLabelId) ?? 'text',
            labelBuilder: linkTypes?.(c.linkTableName, c.linkLabelName) ?? 'text',
          }
        : null,
      maxLength: Number(/\((\d+)\)$/.exec(c.sqlType)?.[1] ?? 0) || null,
      minWidth: c.minWidth,
      colSpan: Math.min(24, Math.max(1, c.colSpan || 12)),
      fixed: c.isFixed,
      ellipsis: c.isOverflowTooltip,
      kind: kindOf(mapping, c.sqlType),
    };
  });
  const byColumn = (name: string) => fields.find((f) => f.column === name);
  const pk = fields.find((f) => f.isPk)!;
  const order =
    (key: 'sortOrderEdit' | 'sortOrderList' | 'sortOrderQuery' | 'sortOrderDetail') => (a: GenField, b: GenField) =>
      rows.find((r) => r.columnName === a.column)![key] - rows.find((r) => r.columnName === b.column)![key];
  const createdBy = byColumn('created_by');
  const deptId = byColumn('dept_id');
  const intCol = (f: GenField | undefined) => (f && f.kind === 'int' && !f.isArray ? f : undefined);
  const timeCol = (f: GenField | undefined) => (f && f.kind === 'datetime' ? f : undefined);
  const { treeCode, treeParentCode, treeName } = table.options;
  const tree =
    table.tplCategory === 'tree' && byColumn(treeCode) && byColumn(treeParentCode) && byColumn(treeName)
      ? { code: byColumn(treeCode)!, parent: byColumn(treeParentCode)!, label: byColumn(treeName)! }
      : null;
  const paths = genPaths(table.packageName, table.businessName);
  const base = paths.permissionBase;
  const scope = intCol(createdBy) && intCol(deptId) ? { createdBy: createdBy!, deptId: deptId! } : null;
  const detailFields = table.showDetail ? fields.filter((f) => f.detail).sort(order('sortOrderDetail')) : [];
  const namedFields = fields.filter(
    (f) => personOf(f) && (f.list || detailFields.includes(f)) && !fields.some((o) => o.name === nameFieldOf(f)),
  );
  return {
    table,
    tableName: table.tableName,
    name: table.businessName,
    Name: table.className,
    title: oneLine(table.functionName || table.tableComment || table.tableName),
    author: oneLine(table.functionAuthor),
    paths,
    fields,
    pk,
    // The department of a scoped row is its creator's: never edited in the form.
    editFields: fields.filter((f) => f.edit && !(scope && f === scope.deptId)).sort(order('sortOrderEdit')),
    listFields: fields.filter((f) => f.list).sort(order('sortOrderList')),
    queryFields: fields.filter((f) => f.query && !(tree && f === tree.parent)).sort(order('sortOrderQuery')),
    detailFields,
    namedFields,
    options: {
      detail: table.showDetail,
      exportFile: table.excelPort,
      importFile: table.excelImp,
      // editSave checks the key (bigint without a default); a table saved before is checked again here.
      snowId: table.useSnowId && pk.mapping.builder === 'bigint' && pk.defaultValue === null && !pk.isIncrement,
      virtual: table.useVirtual,
    },
    sortField: byColumn(table.sortColumn) ?? pk,
    sortDesc: table.sortType === 'desc',
    scope,
    auto: {
      createdBy: intCol(createdBy),
      updatedBy: intCol(byColumn('updated_by')),
      createdAt: timeCol(byColumn('created_at')),
      updatedAt: timeCol(byColumn('updated_at')),
    },
    tree,
    permissions: {
      list: `${base}list`,
      get: `${base}get`,
      add: `${base}add`,
      edit: `${base}edit`,
      delete: `${base}delete`,
      all: `${base}all`,
      export: `${base}export`,
      import: `${base}import`,
    },
  };
}

/** A JS string literal of any text (names with quotes, spaces, backslashes). */
export const lit = (s: string): string => JSON.stringify(s);

/** An UPPER_SNAKE constant of a camelCase name. */
export const constName = (camel: string): string => camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The fields with a relation, a dictionary, a user or a department. */
export const linkedFields = (m: GenModel) =>
  m.fields.filter((f) => f.link && (f.edit || f.list || f.query || m.detailFields.includes(f)));

/** A user or department column (single or multiple): `user` or `dept`, else null. */
export function personOf(f: GenField): 'user' | 'dept' | null {
  if (f.link || (f.kind !== 'int' && f.kind !== 'intArray')) return null;
  if (f.htmlType === 'userSelectorSingle' || f.htmlType === 'userSelectorMultiple') return 'user';
  if (f.htmlType === 'deptSelectorSingle' || f.htmlType === 'deptSelectorMultiple') return 'dept';
  return null;
}

/** The wire property carrying a user or department field's name(s) beside its id(s). */
export const nameFieldOf = (f: GenField): string => (f.kind === 'intArray' ? `${f.name}Names` : `${f.name}Name`);
