// The login log, gfast-v3.3-api.md §3.9: list with filters, delete, clear.
import type { LoginLogListData, LoginLogListQuery } from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type LoginLogParams = Partial<LoginLogListQuery> & Pick<LoginLogListQuery, 'pageNum' | 'pageSize'>;

const base = '/api/v1/system/loginLog';

export const loginLogApi = {
  list: (params: LoginLogParams) => http.get<LoginLogListData>(`${base}/list`, params),
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
  clear: () => http.del<null>(`${base}/clear`),
};

const KEY = ['loginLog'] as const;

export const loginLogPageQuery = (params: LoginLogParams) =>
  queryOptions({ queryKey: [...KEY, 'list', params] as const, queryFn: () => loginLogApi.list(params) });

export const invalidateLoginLogs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: KEY });
