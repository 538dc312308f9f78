// Departments, gfast-v3.3-api.md §3.3, plus the leaders' names (user/getUserByIds, §3.1). The wire
// types are the contract's; this file adds the calls and one queryOptions factory per query.
import type { DeptAddBody, DeptEditBody, DeptListData, DeptListQuery, DeptTree, UserByIdsData } from '@iot/contract';
import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** dept/list filters: `deptName` a substring, `status` exact; absent means any. */
export type DeptListParams = Partial<DeptListQuery>;

const base = '/api/v1/system/dept';

export const deptApi = {
  list: (params: DeptListParams) => http.get<DeptListData>(`${base}/list`, params),
  /** The enabled departments the caller may see, as a forest (key `deps`, GFast's spelling). */
  treeSelect: (showOwner: boolean) =>
    http.get<{ deps: DeptTree[] }>(`${base}/treeSelect`, showOwner ? { showOwner } : undefined),
  add: (body: DeptAddBody) => http.post<null>(`${base}/add`, body),
  edit: (body: DeptEditBody) => http.put<null>(`${base}/edit`, body),
  /** Also deletes every department below it; refused while users belong to any of them. */
  delete: (id: number) => http.del<null>(`${base}/delete`, { id }),
  /** Nicknames of users by id (only those in the caller's scope come back). */
  usersByIds: (ids: number[]) => http.get<UserByIdsData>('/api/v1/system/user/getUserByIds', { ids }),
};

/** The prefix of every department query. */
const DEPT_KEY = ['dept'] as const;

/** The flat department list of the management page. */
export const deptListQuery = (params: DeptListParams) =>
  queryOptions({ queryKey: [...DEPT_KEY, 'list', params] as const, queryFn: () => deptApi.list(params) });

/** The department tree the pickers show (DeptTree, DeptTreeSelect); `showOwner` as the user page sends it. */
export const deptTreeQuery = (showOwner: boolean) =>
  queryOptions({
    queryKey: [...DEPT_KEY, 'tree', showOwner] as const,
    queryFn: () => deptApi.treeSelect(showOwner),
  });

// getUserByIds takes at most 1000 ids (the contract's rowIds).
const BATCH = 1000;

/** Nicknames of the leaders shown, by user id; nothing is fetched without ids. */
export const leaderNamesQuery = (ids: number[]) =>
  queryOptions({
    queryKey: [...DEPT_KEY, 'leaders', ids] as const,
    queryFn:
      ids.length === 0
        ? skipToken
        : async () => {
            const batches = [];
            for (let i = 0; i < ids.length; i += BATCH) batches.push(deptApi.usersByIds(ids.slice(i, i + BATCH)));
            const answers = await Promise.all(batches);
            return new Map(answers.flatMap((a) => a.userList.map((u) => [u.id, u.userNickname] as const)));
          },
  });

/** After a write: the list, the pickers' tree and the leaders' names. */
export const invalidateDepts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: DEPT_KEY });
