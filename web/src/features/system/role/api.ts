// Roles, gfast-v3.3-api.md §3.2. The wire types are the contract's; this file adds the calls, one
// queryOptions factory per query and what a write refreshes. The users of a role are read through
// the user feature (usersOfRoleQuery: user/getByRoleId).
import type {
  RoleAddBody,
  RoleDataScopeBody,
  RoleDeptTreeData,
  RoleEditBody,
  RoleGetData,
  RoleListData,
  RoleMenuTreeData,
  RoleParamsData,
} from '@iot/contract';
import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** role/list filters: `roleName` LIKE, `roleStatus` exact (absent: any). The list is never paged. */
export interface RoleListParams {
  roleName?: string;
  roleStatus?: number;
}

/** role/dataScope as the console sends it: GFast's UI also names the role. */
export type RoleScopeBody = RoleDataScopeBody & { roleName: string };

const base = '/api/v1/system/role';

export const roleApi = {
  list: (params: RoleListParams) => http.get<RoleListData>(`${base}/list`, params),
  /** Every rule (flat) and the ids of those the caller holds: the only ones they may grant. */
  getParams: () => http.get<RoleParamsData>(`${base}/getParams`),
  get: (id: number) => http.get<RoleGetData>(`${base}/get`, { id }),
  add: (body: RoleAddBody) => http.post<null>(`${base}/add`, body),
  edit: (body: RoleEditBody) => http.put<null>(`${base}/edit`, body),
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
  /** The rule tree and the role's data-scope rows. */
  menuTreeSelect: (roleId: number) => http.get<RoleMenuTreeData>(`${base}/menuTreeSelect`, { roleId }),
  /** The enabled departments, under `depts` (dept/treeSelect says `deps`). */
  deptTreeSelect: () => http.get<RoleDeptTreeData>(`${base}/deptTreeSelect`),
  /** Replaces every data-scope row of the role. */
  dataScope: (body: RoleScopeBody) => http.put<null>(`${base}/dataScope`, body),
  /** Makes `userIds` the role's users (among those the caller may see). */
  setRoleUser: (roleId: number, userIds: number[]) => http.put<null>(`${base}/setRoleUser`, { roleId, userIds }),
};

/** The prefix of every role query. */
const ROLE_KEY = ['role'] as const;

/** Every role the caller manages that matches the filters, flat (the page nests them by pid). */
export const roleListQuery = (params: RoleListParams) =>
  queryOptions({ queryKey: [...ROLE_KEY, 'list', params] as const, queryFn: () => roleApi.list(params) });

/** The dialog's rules, fetched afresh each time it opens (what the caller holds may have changed). */
export const roleParamsQuery = () =>
  queryOptions({ queryKey: [...ROLE_KEY, 'params'] as const, queryFn: roleApi.getParams, staleTime: 0 });

/** One role to edit, loaded afresh each time; nothing is fetched without an id. */
export const roleQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...ROLE_KEY, 'get', id] as const,
    queryFn: id === undefined ? skipToken : () => roleApi.get(id),
    staleTime: 0,
    gcTime: 0,
  });

/** The rules and the role's scope rows for the data-scope dialog, afresh each time. */
export const roleScopeQuery = (roleId: number) =>
  queryOptions({
    queryKey: [...ROLE_KEY, 'scope', roleId] as const,
    queryFn: () => roleApi.menuTreeSelect(roleId),
    staleTime: 0,
    gcTime: 0,
  });

/** The departments a custom scope may name. */
export const roleDeptTreeQuery = () =>
  queryOptions({ queryKey: [...ROLE_KEY, 'depts'] as const, queryFn: roleApi.deptTreeSelect });

/** After a write: every role query. */
export const invalidateRoles = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ROLE_KEY });
