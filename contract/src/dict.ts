// Dictionary types and items, GFast §3.6 and §3.7.
import { z } from 'zod';
import { filterStr, idList, intOr, optStr, requiredFlag, requiredStr, rowId, statusListQuery } from './fields.ts';

const ids = () => idList().pipe(z.array(z.number()).min(1).max(1000));

export const dictTypeListQuery = statusListQuery({ dictName: filterStr(), dictType: filterStr() });
export type DictTypeListQuery = z.infer<typeof dictTypeListQuery>;

export const dictTypeIdQuery = z.object({ dictId: rowId() });

const dictTypeFields = {
  dictName: requiredStr(100),
  dictType: requiredStr(100),
  status: requiredFlag(),
  remark: optStr(500),
};
export const dictTypeAddBody = z.object(dictTypeFields);
export type DictTypeAddBody = z.infer<typeof dictTypeAddBody>;
export const dictTypeEditBody = z.object({ ...dictTypeFields, dictId: rowId() });
export type DictTypeEditBody = z.infer<typeof dictTypeEditBody>;
export const dictTypeDeleteBody = z.object({ dictIds: ids() });

/** `dictType` is required; `defaultValue` (UI always sends it, usually "") overrides the items' isDefault. */
export const getDictDataQuery = z.object({
  dictType: requiredStr(100),
  defaultValue: optStr(100),
});

export const dictDataListQuery = statusListQuery({ dictType: filterStr(), dictLabel: filterStr() });
export type DictDataListQuery = z.infer<typeof dictDataListQuery>;

/**
 * SagooIoT's `GET /common/dict/data/list`, which its console's `useDict` calls for every page's
 * dictionaries (`{dictType, status: 1, pageNum: 1, pageSize: 50, defaultValue: ''}`): one type's
 * items; `defaultValue`, when given, decides `isDefault`.
 */
export const sagooDictDataQuery = statusListQuery({
  dictType: requiredStr(100),
  dictLabel: filterStr(),
  defaultValue: optStr(100),
});
export type SagooDictDataQuery = z.infer<typeof sagooDictDataQuery>;

export const dictDataCodeQuery = z.object({ dictCode: rowId() });

const dictDataFields = {
  dictLabel: requiredStr(100),
  dictValue: requiredStr(100),
  dictType: requiredStr(100),
  dictSort: intOr(0),
  cssClass: optStr(100),
  listClass: optStr(100),
  isDefault: requiredFlag(),
  status: requiredFlag(),
  remark: optStr(500),
};
export const dictDataAddBody = z.object(dictDataFields);
export type DictDataAddBody = z.infer<typeof dictDataAddBody>;
export const dictDataEditBody = z.object({ ...dictDataFields, dictCode: rowId() });
export type DictDataEditBody = z.infer<typeof dictDataEditBody>;
export const dictDataDeleteBody = z.object({ ids: ids() });

/** Who wrote and changed a type or an item, its note and its times (GFast's `createBy`, sic). */
interface DictAuthorship {
  createBy: number;
  updateBy: number;
  remark: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface SysDictType extends DictAuthorship {
  dictId: number;
  dictName: string;
  dictType: string;
  status: number;
}

export type DictTypeListItem = Pick<
  SysDictType,
  'dictId' | 'dictName' | 'dictType' | 'status' | 'remark' | 'createdAt'
>;

export interface DictTypeListData {
  dictTypeList: DictTypeListItem[];
  total: number;
  currentPage: number;
}

export interface SysDictData extends DictAuthorship {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string;
  listClass: string;
  isDefault: number;
  status: number;
}

/** SagooIoT's item: its authorship names (`createdBy`, `updatedBy`). */
export interface SagooDictData extends Omit<SysDictData, 'createBy' | 'updateBy'> {
  createdBy: number;
  updatedBy: number;
}

/** SagooIoT's page: `list`, `Total` (capital T), `currentPage`. */
export interface SagooDictDataList {
  list: SagooDictData[];
  Total: number;
  currentPage: number;
}

export interface DictDataListData {
  list: SysDictData[];
  total: number;
  currentPage: number;
}

/** getDictData's item: `key` is the stored value and `value` the label (GFast's naming, kept). */
export interface DictOption {
  key: string;
  value: string;
  isDefault: number;
  remark: string;
}

export interface DictValuesData {
  info: { name: string; remark: string } | null;
  values: DictOption[] | null;
}
