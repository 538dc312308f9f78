// The editor's model: the stored settings as form values, the values back as editSave's body, and
// the checks GFast makes (plus ours) that need more than one field.
import type {
  CodegenColumn,
  CodegenColumnEdit,
  CodegenEditBody,
  CodegenHtmlType,
  CodegenOverwriteKey,
  CodegenTable,
  CodegenTemplate,
} from '@iot/contract';
import { CODEGEN_OVERWRITE_KEYS } from '@iot/contract/codegen';

/** Steps 1 and 2 of the editor (one form, so both are checked on save). */
export interface InfoValues {
  tableName: string;
  tableComment: string;
  className: string;
  functionAuthor: string;
  sortColumn: string;
  sortType: 'asc' | 'desc';
  remark: string;
  overwrite: boolean;
  /** The ticked keys of `overwriteInfo`. */
  overwriteKeys: CodegenOverwriteKey[];
  showDetail: boolean;
  excelPort: boolean;
  excelImp: boolean;
  useSnowId: boolean;
  useVirtual: boolean;
  tplCategory: CodegenTemplate;
  packageName: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  menuPid: number;
  treeCode: string;
  treeParentCode: string;
  treeName: string;
}

/** Columns the framework keeps (GFast hides them from step 3); they are saved unchanged. */
export const HIDDEN_COLUMNS = ['updated_at', 'deleted_at'];

/** The flags step 3 edits per column, each with a header checkbox for all of them. */
export const COLUMN_FLAGS = [
  'isEdit',
  'isList',
  'isFixed',
  'isOverflowTooltip',
  'isQuery',
  'isDetail',
  'isRequired',
] as const;
export type ColumnFlag = (typeof COLUMN_FLAGS)[number];

/** Controls whose choices come from a dictionary or a related table. */
const CHOICE_TYPES: CodegenHtmlType[] = ['select', 'selects', 'radio', 'checkbox'];

export function infoToValues(info: CodegenTable): InfoValues {
  return {
    tableName: info.tableName,
    tableComment: info.tableComment,
    className: info.className,
    functionAuthor: info.functionAuthor,
    sortColumn: info.sortColumn,
    sortType: info.sortType === 'desc' ? 'desc' : 'asc',
    remark: info.remark,
    overwrite: info.overwrite,
    overwriteKeys: CODEGEN_OVERWRITE_KEYS.filter((k) => info.overwriteInfo?.[k]),
    showDetail: info.showDetail,
    excelPort: info.excelPort,
    excelImp: info.excelImp,
    useSnowId: info.useSnowId,
    useVirtual: info.useVirtual,
    tplCategory: info.tplCategory === 'tree' ? 'tree' : 'crud',
    packageName: info.packageName,
    moduleName: info.moduleName,
    businessName: info.businessName,
    functionName: info.functionName,
    menuPid: info.menuPid,
    treeCode: info.options?.treeCode ?? '',
    treeParentCode: info.options?.treeParentCode ?? '',
    treeName: info.options?.treeName ?? '',
  };
}

/** The last segment of a package: the console area and the API prefix. */
export const moduleOf = (packageName: string) => packageName.split('/').filter(Boolean).at(-1) ?? '';

const columnEdit = (c: CodegenColumn): CodegenColumnEdit => ({
  columnId: c.columnId,
  columnComment: c.columnComment,
  tsType: c.tsType,
  tsField: c.tsField,
  isRequired: c.isRequired,
  isEdit: c.isEdit,
  isList: c.isList,
  isDetail: c.isDetail,
  isQuery: c.isQuery,
  isFixed: c.isFixed,
  isOverflowTooltip: c.isOverflowTooltip,
  queryType: c.queryType,
  htmlType: c.htmlType,
  dictType: c.dictType,
  linkTableName: c.linkTableName,
  linkTableClass: c.linkTableClass,
  linkTablePackage: c.linkTablePackage,
  linkLabelId: c.linkLabelId,
  linkLabelName: c.linkLabelName,
  sort: c.sort,
  sortOrderList: c.sortOrderList,
  sortOrderEdit: c.sortOrderEdit,
  sortOrderDetail: c.sortOrderDetail,
  sortOrderQuery: c.sortOrderQuery,
  minWidth: c.minWidth,
  colSpan: c.colSpan,
});

/** editSave's body: the whole configuration, text trimmed, the tree columns only for a tree. */
export function toBody(tableId: number, v: InfoValues, columns: CodegenColumn[]): CodegenEditBody {
  const tree = v.tplCategory === 'tree';
  return {
    tableId,
    tableName: v.tableName.trim(),
    tableComment: v.tableComment.trim(),
    className: v.className.trim(),
    functionAuthor: v.functionAuthor.trim(),
    tplCategory: v.tplCategory,
    packageName: v.packageName.trim(),
    moduleName: moduleOf(v.packageName.trim()),
    businessName: v.businessName.trim(),
    functionName: v.functionName.trim(),
    options: {
      treeCode: tree ? v.treeCode : '',
      treeParentCode: tree ? v.treeParentCode : '',
      treeName: tree ? v.treeName : '',
    },
    remark: (v.remark ?? '').trim(),
    overwrite: v.overwrite,
    overwriteInfo: Object.fromEntries(
      CODEGEN_OVERWRITE_KEYS.map((k) => [k, v.overwrite && v.overwriteKeys.includes(k)]),
    ) as Record<CodegenOverwriteKey, boolean>,
    sortColumn: v.sortColumn,
    sortType: v.sortType,
    showDetail: v.showDetail,
    excelPort: v.excelPort,
    excelImp: v.excelImp,
    useSnowId: v.useSnowId,
    useVirtual: tree && v.useVirtual,
    menuPid: v.menuPid ?? 0,
    columns: columns.map(columnEdit),
  };
}

/** A check that failed: the text's key in the feature's namespace, its values, and the step to show. */
export interface Problem {
  key: string;
  values?: Record<string, string>;
  step: number;
  /** The form field to mark, if one. */
  field?: keyof InfoValues;
}

/** GFast's tree check (its three columns) and ours: two different columns for code and parent. */
export function treeProblems(v: InfoValues): Problem[] {
  if (v.tplCategory !== 'tree') return [];
  const missing = (['treeCode', 'treeParentCode', 'treeName'] as const).find((f) => !v[f]);
  if (missing) return [{ key: 'edit.treeColumns', step: 1, field: missing }];
  if (v.treeCode === v.treeParentCode) return [{ key: 'edit.treeDistinct', step: 1, field: 'treeParentCode' }];
  return [];
}

/** Ours: a relation needs its key and label columns; a choice control needs a dictionary or a relation. */
export function columnProblems(columns: CodegenColumn[]): Problem[] {
  return columns.flatMap((c): Problem[] => {
    const values = { column: c.columnName };
    if (c.linkTableName && (!c.linkLabelId || !c.linkLabelName))
      return [{ key: 'edit.relationIncomplete', values, step: 2 }];
    // As the server: a choice control without choices cannot be generated, shown or not.
    if (CHOICE_TYPES.includes(c.htmlType) && !c.dictType && !c.linkTableName)
      return [{ key: 'edit.dictNeeded', values, step: 2 }];
    return [];
  });
}

/** The columns with `flag` set on all of them (`on`), or on none. */
export const setFlag = (
  columns: CodegenColumn[],
  flag: ColumnFlag,
  on: boolean,
  locked: (c: CodegenColumn) => boolean,
) => columns.map((c) => (locked(c) ? c : { ...c, [flag]: on }));

/**
 * Columns whose edit flag GFast locks: the key and the columns the server fills in itself. Also
 * locks "required" on them (the form does not show them).
 */
export const editLocked = (c: CodegenColumn) =>
  c.isPk || ['created_at', 'created_by', 'updated_by', 'dept_id'].includes(c.columnName);
