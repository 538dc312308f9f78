// Menu (auth rule) management, gfast-v3.3-api.md §3.5. The wire types are the contract's; this file
// adds the calls and one queryOptions factory per query. The form's names differ from the stored
// ones: menuName -> title, menuSort -> weigh, isKeepAlive -> isCached, roles -> role grants.
import type {
  MenuAddBody,
  MenuGetData,
  MenuListData,
  MenuListQuery,
  MenuParamsData,
  MenuUpdateBody,
} from '@iot/contract';
import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { WITH_HOME } from '@iot/contract/envelope';
import { http } from '@/lib/http';

/** menu/list filters: the UI sends `title` (bound to `menuName` on the server) and `component`, both LIKE. */
export type MenuListParams = Pick<MenuListQuery, 'title' | 'component'>;
/** The add/edit form as the console sends it: always with the granted roles. */
export type MenuForm = Required<MenuAddBody>;

const base = '/api/v1/system/menu';

export const menuApi = {
  // The flag of this console: its antd icon names (GFast's console gets Element Plus names).
  list: (params: MenuListParams) => http.get<MenuListData>(`${base}/list?${WITH_HOME}`, params),
  getParams: () => http.get<MenuParamsData>(`${base}/getParams`),
  get: (id: number) => http.get<MenuGetData>(`${base}/get`, { id }),
  add: (body: MenuAddBody) => http.post<null>(`${base}/add`, body),
  update: (body: MenuUpdateBody) => http.put<null>(`${base}/update`, body),
  /** Also deletes the rules' descendants and their role grants. */
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
};

/** The prefix of every menu query. */
const MENU_KEY = ['menu'] as const;

/** The rule tree, or the flat list a search answers. */
export const menuListQuery = (params: MenuListParams) =>
  queryOptions({ queryKey: [...MENU_KEY, 'list', params] as const, queryFn: () => menuApi.list(params) });

/** The dialog's choices: the roles and the possible parents, fetched afresh each time it opens. */
export const menuParamsQuery = () =>
  queryOptions({ queryKey: [...MENU_KEY, 'params'] as const, queryFn: menuApi.getParams, staleTime: 0 });

/** One rule to edit, loaded afresh each time; nothing is fetched without an id. */
export const menuRuleQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...MENU_KEY, 'get', id] as const,
    queryFn: id === undefined ? skipToken : () => menuApi.get(id),
    staleTime: 0,
    gcTime: 0,
  });

/** After a write: every menu query. */
export const invalidateMenus = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: MENU_KEY });
