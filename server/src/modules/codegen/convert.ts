// Stored rows to the wire's CodegenTable and CodegenColumn.
import {
  CODEGEN_OVERWRITE_KEYS,
  type CodegenColumn,
  type CodegenHtmlType,
  type CodegenOverwriteKey,
  type CodegenQueryType,
  type CodegenTable,
  type CodegenTsType,
} from '@iot/contract';
import { formatTime } from '../../lib/time.ts';
import type { GenColumnRow, GenTableRow } from './schema.ts';

export function toGenTable(r: GenTableRow): CodegenTable {
  const overwriteInfo = Object.fromEntries(
    CODEGEN_OVERWRITE_KEYS.map((k) => [k, r.overwriteInfo[k] === true]),
  ) as Record<CodegenOverwriteKey, boolean>;
  return {
    tableId: r.tableId,
    tableName: r.tableName,
    tableComment: r.tableComment,
    className: r.className,
    tplCategory: r.tplCategory === 'tree' ? 'tree' : 'crud',
    packageName: r.packageName,
    moduleName: r.moduleName,
    businessName: r.businessName,
    functionName: r.functionName,
    functionAuthor: r.functionAuthor,
    options: {
      treeCode: r.options.treeCode ?? '',
      treeParentCode: r.options.treeParentCode ?? '',
      treeName: r.options.treeName ?? '',
    },
    remark: r.remark,
    overwrite: r.overwrite,
    overwriteInfo,
    sortColumn: r.sortColumn,
    sortType: r.sortType === 'desc' ? 'desc' : 'asc',
    showDetail: r.showDetail,
    excelPort: r.excelPort,
    excelImp: r.excelImp,
    useSnowId: r.useSnowId,
    useVirtual: r.useVirtual,
    menuPid: r.menuPid,
    createTime: formatTime(r.createdAt),
    updateTime: formatTime(r.updatedAt),
  };
}

export function toGenColumn(r: GenColumnRow): CodegenColumn {
  return {
    columnId: r.columnId,
    tableId: r.tableId,
    columnName: r.columnName,
    columnComment: r.columnComment,
    sqlType: r.sqlType,
    tsType: r.tsType as CodegenTsType,
    tsField: r.tsField,
    isPk: r.isPk,
    isIncrement: r.isIncrement,
    isRequired: r.isRequired,
    isNullable: r.isNullable,
    columnDefault: r.columnDefault,
    isEdit: r.isEdit,
    isList: r.isList,
    isDetail: r.isDetail,
    isQuery: r.isQuery,
    isFixed: r.isFixed,
    isOverflowTooltip: r.isOverflowTooltip,
    queryType: r.queryType as CodegenQueryType,
    htmlType: r.htmlType as CodegenHtmlType,
    dictType: r.dictType,
    linkTableName: r.linkTableName,
    linkTableClass: r.linkTableClass,
    linkTablePackage: r.linkTablePackage,
    linkLabelId: r.linkLabelId,
    linkLabelName: r.linkLabelName,
    foreignKey: r.foreignKey,
    sort: r.sort,
    sortOrderList: r.sortOrderList,
    sortOrderEdit: r.sortOrderEdit,
    sortOrderDetail: r.sortOrderDetail,
    sortOrderQuery: r.sortOrderQuery,
    minWidth: r.minWidth,
    colSpan: r.colSpan,
  };
}
