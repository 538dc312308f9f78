// Users, gfast-v3.3-api.md §3.1 (plus our export). The wire types are the contract's; this file adds
// the calls and one queryOptions factory per query.
import type {
  UserAddBody,
  UserByIdsData,
  UserByRoleData,
  UserEditBody,
  UserEditData,
  UserExportQuery,
  UserListData,
  UserListQuery,
  UserParamsData,
  UserSelectorData,
  UserSelectorQuery,
} from '@iot/contract';
import { keepPreviousData, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type UserListParams = Partial<UserListQuery>;
export type UserSelectorParams = Partial<UserSelectorQuery>;
export type UserExportParams = Partial<UserExportQuery>;

const base = '/api/v1/system/user';

export const userApi = {
  list: (params: UserListParams) => http.get<UserListData>(`${base}/list`, params),
  params: () => http.get<UserParamsData>(`${base}/params`),
  getEdit: (id: number) => http.get<UserEditData>(`${base}/getEdit`, { id }),
  add: (body: UserAddBody) => http.post<null>(`${base}/add`, body),
  edit: (body: UserEditBody) => http.put<null>(`${base}/edit`, body),
  resetPwd: (userId: number, password: string) => http.put<null>(`${base}/resetPwd`, { userId, password }),
  setStatus: (userId: number, status: number) => http.put<null>(`${base}/setStatus`, { userId, status }),
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
  selector: (params: UserSelectorParams) => http.get<UserSelectorData>(`${base}/selector`, params),
  byIds: (ids: number[]) => http.get<UserByIdsData>(`${base}/getUserByIds`, { ids }),
  byRole: (roleId: number) => http.get<UserByRoleData>(`${base}/getByRoleId`, { roleId }),
  /** The list's filters, every page, as a CSV or XLSX file. */
  export: (params: UserExportParams) => http.download(`${base}/export`, params),
};

/** The prefix of every user query: a write refreshes the list, the selector and the names shown. */
export const USER_KEY = ['user'] as const;

export const invalidateUsers = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: USER_KEY });

/** A page of user management. */
export const userPageQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: [...USER_KEY, 'list', params] as const,
    queryFn: () => userApi.list(params),
    placeholderData: keepPreviousData,
  });

/** The dialog's choices: roles (and which the caller may assign) and enabled posts. */
export const userParamsQuery = () =>
  queryOptions({ queryKey: [...USER_KEY, 'params'] as const, queryFn: userApi.params, staleTime: 30_000 });

/** One user with its roles and posts, for the edit dialog; nothing is fetched without an id. */
export const userEditQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...USER_KEY, 'getEdit', id] as const,
    queryFn: id === undefined ? skipToken : () => userApi.getEdit(id),
    gcTime: 0,
  });

/** A page of the user picker. */
export const userSelectorQuery = (params: UserSelectorParams) =>
  queryOptions({
    queryKey: [...USER_KEY, 'selector', params] as const,
    queryFn: () => userApi.selector(params),
    placeholderData: keepPreviousData,
  });

/** The names of chosen users (a picker's tags). */
export const usersByIdsQuery = (ids: number[]) =>
  queryOptions({
    queryKey: [...USER_KEY, 'byIds', [...ids].sort((a, b) => a - b)] as const,
    queryFn: ids.length ? () => userApi.byIds(ids) : skipToken,
    staleTime: 60_000,
  });

/** The users holding a role (the role page's "users" action). */
export const usersOfRoleQuery = (roleId: number | undefined) =>
  queryOptions({
    queryKey: [...USER_KEY, 'byRole', roleId] as const,
    queryFn: roleId === undefined ? skipToken : () => userApi.byRole(roleId),
    gcTime: 0,
  });
