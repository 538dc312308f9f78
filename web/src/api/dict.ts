// Dictionary types and items, gfast-v3.3-api.md §3.6 and §3.7.
import type { DictDataListData, DictTypeListData, DictTypeListItem, SysDictData, SysDictType } from '@iot/contract';
import { http } from '@/lib/http';

export type { DictDataListData, DictTypeListData, DictTypeListItem, SysDictData, SysDictType };

/** Common paging fields (§1.5). */
export interface PageParams {
  pageNum: number;
  pageSize: number;
}

/** dict/type/list: `dictName` and `dictType` LIKE, `status` exact ("" or absent = no filter). */
export interface DictTypeListParams extends PageParams {
  dictName?: string;
  dictType?: string;
  status?: number | '';
}

/** dict/type/add; edit adds `dictId`. */
export interface DictTypeForm {
  dictName: string;
  /** Letters, digits and underscores; unique. */
  dictType: string;
  /** 1 normal, 0 disabled. */
  status: number;
  remark: string;
}
export interface DictTypeEditForm extends DictTypeForm {
  dictId: number;
}

/** dict/data/list: `dictType` exact, `dictLabel` LIKE, `status` exact. */
export interface DictDataListParams extends PageParams {
  dictType: string;
  dictLabel?: string;
  status?: number | '';
}

/** GFast's DictDataForm; edit adds `dictCode`. */
export interface DictDataForm {
  dictLabel: string;
  dictValue: string;
  dictType: string;
  dictSort: number;
  cssClass: string;
  listClass: string;
  /** 1 yes, 0 no. */
  isDefault: number;
  status: number;
  remark: string;
}
export interface DictDataEditForm extends DictDataForm {
  dictCode: number;
}

const base = '/api/v1/system/dict';

export const dictTypeApi = {
  list: (params: DictTypeListParams) => http.get<DictTypeListData>(`${base}/type/list`, params),
  get: (dictId: number) => http.get<{ dictType: SysDictType }>(`${base}/type/get`, { dictId }),
  add: (body: DictTypeForm) => http.post<null>(`${base}/type/add`, body),
  edit: (body: DictTypeEditForm) => http.put<null>(`${base}/type/edit`, body),
  /** Also deletes the types' items. */
  delete: (dictIds: number[]) => http.del<null>(`${base}/type/delete`, { dictIds }),
};

export const dictDataApi = {
  list: (params: DictDataListParams) => http.get<DictDataListData>(`${base}/data/list`, params),
  get: (dictCode: number) => http.get<{ dict: SysDictData }>(`${base}/data/get`, { dictCode }),
  add: (body: DictDataForm) => http.post<null>(`${base}/data/add`, body),
  edit: (body: DictDataEditForm) => http.put<null>(`${base}/data/edit`, body),
  delete: (ids: number[]) => http.del<null>(`${base}/data/delete`, { ids }),
};
