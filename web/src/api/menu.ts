// Menu (auth rule) management, gfast-v3.3-api.md §3.5. The form's names differ from the stored ones:
// menuName -> title, menuSort -> weigh, isKeepAlive -> isCached, roles -> role grants.
import type {
  MenuGetData,
  MenuInfo,
  MenuListData,
  MenuParamsData,
  MenuTree,
  SysAuthRule,
  SysRole,
} from '@iot/contract';
import { http } from '@/lib/http';

export type { MenuGetData, MenuInfo, MenuListData, MenuParamsData, MenuTree, SysAuthRule, SysRole };

/** 0 directory, 1 menu (page), 2 button (permission). */
export type MenuType = 0 | 1 | 2;
/** A 1/0 flag as GFast stores it. */
export type Flag = 0 | 1;

/** menu/list filters: the UI sends `title` (bound to `menuName` on the server) and `component`, both LIKE. */
export interface MenuListParams {
  title?: string;
  component?: string;
}

/** GFast's MenuForm, as posted to menu/add. */
export interface MenuForm {
  menuType: MenuType;
  pid: number;
  /** The permission / rule name (unique). */
  name: string;
  /** Stored as `title`. */
  menuName: string;
  icon: string;
  /** Stored as `weigh`. */
  menuSort: number;
  condition: string;
  remark: string;
  isHide: Flag;
  path: string;
  redirect: string;
  component: string;
  isLink: Flag;
  isIframe: Flag;
  /** Stored as `isCached`. */
  isKeepAlive: Flag;
  isAffix: Flag;
  linkUrl: string;
  /** Ids of the roles granted this rule (replaces the current grants). */
  roles: number[];
}

/** menu/update: the form plus the rule's id. */
export interface MenuUpdateForm extends MenuForm {
  id: number;
}

const base = '/api/v1/system/menu';

export const menuApi = {
  list: (params: MenuListParams) => http.get<MenuListData>(`${base}/list`, params),
  getParams: () => http.get<MenuParamsData>(`${base}/getParams`),
  get: (id: number) => http.get<MenuGetData>(`${base}/get`, { id }),
  add: (body: MenuForm) => http.post<null>(`${base}/add`, body),
  update: (body: MenuUpdateForm) => http.put<null>(`${base}/update`, body),
  /** Also deletes the rules' descendants and their role grants. */
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
};
