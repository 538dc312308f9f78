// The operation log, gfast-v3.3-api.md §3.10: the calls and one queryOptions factory per query.
import type { OperLog, OperLogListData, OperLogListQuery } from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** operLog/list: module exact, method exact, operator LIKE, status, a time range, and the page. */
export type OperLogListParams = Partial<OperLogListQuery> & Pick<OperLogListQuery, 'pageNum' | 'pageSize'>;

const base = '/api/v1/system/operLog';

export const operLogApi = {
  list: (params: OperLogListParams) => http.get<OperLogListData>(`${base}/list`, params),
  /** The entry itself (not wrapped), with its result and error. */
  get: (operId: number) => http.get<OperLog>(`${base}/get`, { operId }),
  delete: (operIds: number[]) => http.del<null>(`${base}/delete`, { operIds }),
  clear: () => http.del<null>(`${base}/clear`),
};

const OPER_LOG_KEY = ['operLog'] as const;

export const operLogPageQuery = (params: OperLogListParams) =>
  queryOptions({ queryKey: [...OPER_LOG_KEY, 'list', params] as const, queryFn: () => operLogApi.list(params) });

export const operLogQuery = (operId: number) =>
  queryOptions({ queryKey: [...OPER_LOG_KEY, 'get', operId] as const, queryFn: () => operLogApi.get(operId) });

export const invalidateOperLogs = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: OPER_LOG_KEY });
