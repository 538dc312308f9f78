// The code generator (GFast's tools/gen, §2.17): a table of the connected database, its stored
// configuration (per table and per column, GFast's camelCase fields with TS types instead of Go
// types) and the generated files of this project's layout.
import { z } from 'zod';
import { dateRange, filterStr, intOr, optStr, paging, requiredStr, rowId, rowIds } from './fields.ts';

/** GFast's query operators of a search field. */
export const CODEGEN_QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
export type CodegenQueryType = (typeof CODEGEN_QUERY_TYPES)[number];

/** The display types of a column (the form control, and how the list shows it). */
export const CODEGEN_HTML_TYPES = [
  'input',
  'inputNumber',
  'textarea',
  'select',
  'selects',
  'radio',
  'checkbox',
  'switch',
  'date',
  'datetime',
  'richtext',
  'imagefile',
  'images',
  'file',
  'files',
  'userSelectorSingle',
  'userSelectorMultiple',
  'deptSelectorSingle',
  'deptSelectorMultiple',
  'keyValue',
  'treeSelect',
] as const;
export type CodegenHtmlType = (typeof CODEGEN_HTML_TYPES)[number];

/** The TS types a column may map to (GFast's TS type select). */
export const CODEGEN_TS_TYPES = ['string', 'number', 'boolean', 'string[]', 'number[]', 'any'] as const;
export type CodegenTsType = (typeof CODEGEN_TS_TYPES)[number];

export const CODEGEN_TEMPLATES = ['crud', 'tree'] as const;
export type CodegenTemplate = (typeof CODEGEN_TEMPLATES)[number];

/**
 * The files a generation may overwrite when they changed since the last generation (GFast's 17
 * `overwriteInfo` checkboxes, for this project's files).
 */
export const CODEGEN_OVERWRITE_KEYS = [
  'contract',
  'schema',
  'routes',
  'service',
  'messages',
  'seed',
  'module',
  'serverTest',
  'registry',
  'api',
  'page',
  'dialog',
  'texts',
  'feature',
  'webTest',
  'view',
] as const;
export type CodegenOverwriteKey = (typeof CODEGEN_OVERWRITE_KEYS)[number];

/** A flag as GFast sends it: a boolean, 0/1 or "0"/"1"; answered as a boolean. */
export const genFlag = (fallback = false) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : v === true || v === 1 || v === '1' || v === 'true'),
    z.boolean(),
  );

/** camelCase identifier: names the server module, the contract file and the console feature. */
export const BUSINESS_NAME_PATTERN = /^[a-z][a-zA-Z0-9]{1,39}$/;
/** PascalCase identifier: names the types. */
export const CLASS_NAME_PATTERN = /^[A-Z][a-zA-Z0-9]{1,39}$/;
/** `<segment>/<segment>`, lower case: the last segment is the console area and the API prefix. */
export const PACKAGE_NAME_PATTERN = /^[a-z][a-z0-9]*(\/[a-z][a-z0-9]*)*$/;

// ---- dataList / importTableSave ----

export const codegenDataListQuery = z.object({
  tableName: filterStr(),
  tableComment: filterStr(),
  ...paging,
});
export type CodegenDataListQuery = z.infer<typeof codegenDataListQuery>;

export interface CodegenDbTable {
  tableName: string;
  /** "" when the table has no comment. */
  tableComment: string;
  /** PostgreSQL keeps no creation time of a table: null. */
  createTime: string | null;
  updateTime: string | null;
}
export interface CodegenDataListData {
  list: CodegenDbTable[];
  total: number;
  currentPage: number;
}

export const codegenImportBody = z.object({
  tables: z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(requiredStr(128)).min(1).max(100)),
});
export type CodegenImportBody = z.infer<typeof codegenImportBody>;

// ---- tableList ----

export const codegenTableListQuery = z.object({
  tableName: filterStr(),
  tableComment: filterStr(),
  dateRange: dateRange(),
  ...paging,
});
export type CodegenTableListQuery = z.infer<typeof codegenTableListQuery>;

export interface CodegenTreeOptions {
  treeCode: string;
  treeParentCode: string;
  treeName: string;
}

export interface CodegenTable {
  tableId: number;
  tableName: string;
  tableComment: string;
  className: string;
  tplCategory: CodegenTemplate;
  packageName: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  functionAuthor: string;
  options: CodegenTreeOptions;
  remark: string;
  overwrite: boolean;
  overwriteInfo: Record<CodegenOverwriteKey, boolean>;
  sortColumn: string;
  sortType: 'asc' | 'desc';
  showDetail: boolean;
  excelPort: boolean;
  excelImp: boolean;
  useSnowId: boolean;
  useVirtual: boolean;
  menuPid: number;
  createTime: string | null;
  updateTime: string | null;
}

export interface CodegenTableListData {
  list: CodegenTable[];
  total: number;
  currentPage: number;
}

// ---- columnList / editSave ----

export const codegenTableIdQuery = z.object({ tableId: rowId() });
export type CodegenTableIdQuery = z.infer<typeof codegenTableIdQuery>;

export interface CodegenColumn {
  columnId: number;
  tableId: number;
  columnName: string;
  columnComment: string;
  /** The PostgreSQL type as the catalog names it (`character varying(64)`, `integer`, ...). */
  sqlType: string;
  tsType: CodegenTsType;
  /** The generated property name (a safe camelCase identifier). */
  tsField: string;
  isPk: boolean;
  isIncrement: boolean;
  /** NOT NULL without a default: the form requires it. */
  isRequired: boolean;
  isNullable: boolean;
  columnDefault: string | null;
  isEdit: boolean;
  isList: boolean;
  isDetail: boolean;
  isQuery: boolean;
  isFixed: boolean;
  isOverflowTooltip: boolean;
  queryType: CodegenQueryType;
  htmlType: CodegenHtmlType;
  dictType: string;
  linkTableName: string;
  linkTableClass: string;
  linkTablePackage: string;
  linkLabelId: string;
  linkLabelName: string;
  /** The foreign key the catalog shows, proposed as the relation: `table.column` or "". */
  foreignKey: string;
  sort: number;
  sortOrderList: number;
  sortOrderEdit: number;
  sortOrderDetail: number;
  sortOrderQuery: number;
  minWidth: number;
  colSpan: number;
}

export interface CodegenColumnListData {
  info: CodegenTable;
  list: CodegenColumn[];
}

const oneOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : v), z.enum(values));

const nameField = (max = 64) => optStr(max);

export const codegenColumnEdit = z.object({
  columnId: rowId(),
  columnComment: optStr(500),
  tsType: oneOf(CODEGEN_TS_TYPES, 'string'),
  tsField: optStr(64),
  isRequired: genFlag(),
  isEdit: genFlag(),
  isList: genFlag(),
  isDetail: genFlag(),
  isQuery: genFlag(),
  isFixed: genFlag(),
  isOverflowTooltip: genFlag(),
  queryType: oneOf(CODEGEN_QUERY_TYPES, 'EQ'),
  htmlType: oneOf(CODEGEN_HTML_TYPES, 'input'),
  dictType: nameField(100),
  linkTableName: nameField(128),
  linkTableClass: nameField(),
  linkTablePackage: nameField(128),
  linkLabelId: nameField(128),
  linkLabelName: nameField(128),
  sort: intOr(0),
  sortOrderList: intOr(0),
  sortOrderEdit: intOr(0),
  sortOrderDetail: intOr(0),
  sortOrderQuery: intOr(0),
  minWidth: intOr(150),
  colSpan: intOr(12),
});
export type CodegenColumnEdit = z.infer<typeof codegenColumnEdit>;

// GFast stores `options` as a JSON text; a text that is no JSON fails validation (51), never a 500.
const parseJson = (text: string): unknown => {
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const treeOptions = z
  .preprocess(
    (v) => (typeof v === 'string' ? parseJson(v) : (v ?? {})),
    z.object({ treeCode: optStr(128), treeParentCode: optStr(128), treeName: optStr(128) }),
  )
  .default({ treeCode: '', treeParentCode: '', treeName: '' });

const overwriteInfo = z
  .preprocess(
    (v) => (v === undefined || v === null || v === '' ? {} : v),
    z.object(
      Object.fromEntries(CODEGEN_OVERWRITE_KEYS.map((k) => [k, genFlag()])) as Record<
        CodegenOverwriteKey,
        ReturnType<typeof genFlag>
      >,
    ),
  )
  .default(Object.fromEntries(CODEGEN_OVERWRITE_KEYS.map((k) => [k, false])) as Record<CodegenOverwriteKey, boolean>);

export const codegenEditBody = z.object({
  tableId: rowId(),
  tableName: requiredStr(128),
  tableComment: requiredStr(500),
  className: requiredStr(64).pipe(z.string().regex(CLASS_NAME_PATTERN)),
  functionAuthor: requiredStr(64),
  tplCategory: oneOf(CODEGEN_TEMPLATES, 'crud'),
  packageName: requiredStr(128).pipe(z.string().regex(PACKAGE_NAME_PATTERN)),
  /** Follows packageName's last segment when absent. */
  moduleName: optStr(64),
  businessName: requiredStr(64).pipe(z.string().regex(BUSINESS_NAME_PATTERN)),
  functionName: requiredStr(64),
  options: treeOptions,
  remark: optStr(500),
  overwrite: genFlag(),
  overwriteInfo,
  sortColumn: requiredStr(128),
  sortType: oneOf(['asc', 'desc'], 'asc'),
  showDetail: genFlag(),
  excelPort: genFlag(),
  excelImp: genFlag(),
  useSnowId: genFlag(),
  useVirtual: genFlag(),
  menuPid: intOr(0).pipe(z.number().min(0)),
  columns: z.array(codegenColumnEdit).max(500).default([]),
});
export type CodegenEditBody = z.infer<typeof codegenEditBody>;

// ---- relationTable ----

export interface CodegenRelationTable {
  tableId: number;
  tableName: string;
  tableComment: string;
  className: string;
  businessName: string;
  packageName: string;
  columns: { columnName: string; columnComment: string; tsField: string; isPk: boolean }[];
}
export interface CodegenRelationData {
  data: CodegenRelationTable[];
}

// ---- syncTable / tableDelete / preview / batchGenCode ----

export const codegenSyncBody = z.object({ tableId: rowId() });
export const codegenDeleteBody = z.object({ ids: rowIds() });
export const codegenGenerateBody = z.object({ ids: rowIds().pipe(z.array(z.number()).max(20)) });
export type CodegenGenerateBody = z.infer<typeof codegenGenerateBody>;

/** `{<path relative to the repository root>: <file text>}`. */
export interface CodegenPreviewData {
  data: Record<string, string>;
}

/** What a generation with CODEGEN_WRITE=on did. */
export interface CodegenWriteResult {
  written: string[];
  skipped: { path: string; reason: string }[];
  /** The menu rules inserted (page and buttons). */
  menus: string[];
}
