// Dictionary types and items, gfast-v3.3-api.md §3.6 and §3.7. The wire types are the contract's;
// this file adds the calls, one queryOptions factory per list and what a write refreshes.
import type {
  DictDataAddBody,
  DictDataEditBody,
  DictDataListData,
  DictDataListQuery,
  DictTypeAddBody,
  DictTypeEditBody,
  DictTypeListData,
  DictTypeListQuery,
  SysDictData,
  SysDictType,
} from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dictOptionsKey } from '@/lib/dict';
import { http } from '@/lib/http';

/** A status filter as the list pages send it: "" for none (GFast's UI does the same). */
type StatusFilter = { status: number | '' };

/** dict/type/list: `dictName` and `dictType` LIKE, `status` exact. */
export type DictTypeListParams = Omit<DictTypeListQuery, 'status'> & StatusFilter;
/** dict/data/list: `dictType` exact, `dictLabel` LIKE, `status` exact. */
export type DictDataListParams = Omit<DictDataListQuery, 'status'> & StatusFilter;

const base = '/api/v1/system/dict';

export const dictTypeApi = {
  list: (params: DictTypeListParams) => http.get<DictTypeListData>(`${base}/type/list`, params),
  /** Every enabled type, unpaged: the choices of a dictionary select on other screens. */
  options: () => http.get<{ dictType: SysDictType[] }>(`${base}/type/optionSelect`),
  get: (dictId: number) => http.get<{ dictType: SysDictType }>(`${base}/type/get`, { dictId }),
  add: (body: DictTypeAddBody) => http.post<null>(`${base}/type/add`, body),
  edit: (body: DictTypeEditBody) => http.put<null>(`${base}/type/edit`, body),
  /** Also deletes the types' items. */
  delete: (dictIds: number[]) => http.del<null>(`${base}/type/delete`, { dictIds }),
};

export const dictDataApi = {
  list: (params: DictDataListParams) => http.get<DictDataListData>(`${base}/data/list`, params),
  get: (dictCode: number) => http.get<{ dict: SysDictData }>(`${base}/data/get`, { dictCode }),
  add: (body: DictDataAddBody) => http.post<null>(`${base}/data/add`, body),
  edit: (body: DictDataEditBody) => http.put<null>(`${base}/data/edit`, body),
  delete: (ids: number[]) => http.del<null>(`${base}/data/delete`, { ids }),
};

// Not under ['dict', ...]: that prefix is useDict's, one key per dictionary type.
const TYPES_KEY = ['dictTypes'] as const;
const DATA_KEY = ['dictData'] as const;

/** A page of dictionary types. */
export const dictTypeListQuery = (params: DictTypeListParams) =>
  queryOptions({ queryKey: [...TYPES_KEY, params] as const, queryFn: () => dictTypeApi.list(params) });

/** Every enabled type (dict/type/optionSelect), for the selects of other screens. */
export const dictTypeOptionsQuery = () =>
  queryOptions({ queryKey: [...TYPES_KEY, 'options'] as const, queryFn: dictTypeApi.options });

/** A page of one type's items. */
export const dictDataListQuery = (params: DictDataListParams) =>
  queryOptions({ queryKey: [...DATA_KEY, params] as const, queryFn: () => dictDataApi.list(params) });

/** Every screen's cached options of these types (useDict) are fetched again. */
const refreshOptions = (queryClient: QueryClient, types: string[]) => {
  for (const type of new Set(types)) void queryClient.invalidateQueries({ queryKey: dictOptionsKey(type) });
};

/** After a write to types: the type list, and the options of the types it touched (old and new names). */
export function invalidateDictTypes(queryClient: QueryClient, types: string[]) {
  void queryClient.invalidateQueries({ queryKey: TYPES_KEY });
  refreshOptions(queryClient, types);
}

/** After a write to a type's items: the item lists, and that type's options. */
export function invalidateDictData(queryClient: QueryClient, dictType: string) {
  void queryClient.invalidateQueries({ queryKey: DATA_KEY });
  refreshOptions(queryClient, [dictType]);
}
