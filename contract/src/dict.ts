// Dictionary types and items, GFast §3.6 and §3.7.
import { z } from 'zod';
import { filterInt, filterStr, idList, int, intOr, optStr, paging, requiredStr } from './fields.ts';

const id = () => int().pipe(z.number().min(1));
/** GFast's `required|in:0,1`. */
const requiredFlag = () => int().pipe(z.literal([0, 1]));
const ids = () => idList().pipe(z.array(z.number()).min(1).max(1000));

export const dictTypeListQuery = z.object({
  dictName: filterStr(),
  dictType: filterStr(),
  status: filterInt(),
  ...paging,
});
export type DictTypeListQuery = z.infer<typeof dictTypeListQuery>;

export const dictTypeIdQuery = z.object({ dictId: id() });

const dictTypeFields = {
  dictName: requiredStr(100),
  dictType: requiredStr(100),
  status: requiredFlag(),
  remark: optStr(500),
};
export const dictTypeAddBody = z.object(dictTypeFields);
export type DictTypeAddBody = z.infer<typeof dictTypeAddBody>;
export const dictTypeEditBody = z.object({ ...dictTypeFields, dictId: id() });
export type DictTypeEditBody = z.infer<typeof dictTypeEditBody>;
export const dictTypeDeleteBody = z.object({ dictIds: ids() });

/** `dictType` is required; `defaultValue` (UI always sends it, usually "") overrides the items' isDefault. */
export const getDictDataQuery = z.object({
  dictType: requiredStr(100),
  defaultValue: optStr(100),
});

export const dictDataListQuery = z.object({
  dictType: filterStr(),
  dictLabel: filterStr(),
  status: filterInt(),
  ...paging,
});
export type DictDataListQuery = z.infer<typeof dictDataListQuery>;

export const dictDataCodeQuery = z.object({ dictCode: id() });

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
export const dictDataEditBody = z.object({ ...dictDataFields, dictCode: id() });
export type DictDataEditBody = z.infer<typeof dictDataEditBody>;
export const dictDataDeleteBody = z.object({ ids: ids() });

export interface SysDictType {
  dictId: number;
  dictName: string;
  dictType: string;
  status: number;
  createBy: number;
  updateBy: number;
  remark: string;
  createdAt: string | null;
  updatedAt: string | null;
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

export interface SysDictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string;
  listClass: string;
  isDefault: number;
  status: number;
  createBy: number;
  updateBy: number;
  remark: string;
  createdAt: string | null;
  updatedAt: string | null;
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
