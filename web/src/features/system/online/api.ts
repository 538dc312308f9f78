// Online users, gfast-v3.3-api.md §3.11: the live sessions and force logout.
import type { OnlineListData, OnlineListQuery } from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type OnlineParams = Partial<OnlineListQuery> & Pick<OnlineListQuery, 'pageNum' | 'pageSize'>;

const base = '/api/v1/system/online';

export const onlineApi = {
  list: (params: OnlineParams) => http.get<OnlineListData>(`${base}/list`, params),
  forceLogout: (ids: number[]) => http.del<null>(`${base}/forceLogout`, { ids }),
};

const KEY = ['online'] as const;

/** Refetched every 30 s while shown: sessions come and go without anyone here writing. */
export const onlinePageQuery = (params: OnlineParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params] as const,
    queryFn: () => onlineApi.list(params),
    refetchInterval: 30_000,
  });

export const invalidateOnline = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: KEY });
