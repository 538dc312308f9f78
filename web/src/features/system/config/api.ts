// System parameters, gfast-v3.3-api.md §3.8: the calls and one queryOptions factory per query.
import type { ConfigAddBody, ConfigEditBody, ConfigListData, ConfigListQuery } from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** config/list: name and key LIKE, built-in exact, a creation date range, and the page. */
export type ConfigListParams = Partial<ConfigListQuery> & Pick<ConfigListQuery, 'pageNum' | 'pageSize'>;

const base = '/api/v1/system/config';

export const configApi = {
  list: (params: ConfigListParams) => http.get<ConfigListData>(`${base}/list`, params),
  add: (body: ConfigAddBody) => http.post<null>(`${base}/add`, body),
  edit: (body: ConfigEditBody) => http.put<null>(`${base}/edit`, body),
  /** Refused, deleting nothing, when a built-in parameter is among them. */
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
};

const CONFIG_KEY = ['config'] as const;

export const configPageQuery = (params: ConfigListParams) =>
  queryOptions({ queryKey: [...CONFIG_KEY, 'list', params] as const, queryFn: () => configApi.list(params) });

export const invalidateConfigs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: CONFIG_KEY });
