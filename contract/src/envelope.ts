/** Every answered call carries this envelope (HTTP 200 unless a transport problem). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T;
}

/** The all-permissions entry a super-admin receives. */
export const ALL_PERMISSIONS = '*/*/*';

export interface LoginUser {
  id: number;
  userName: string;
  mobile: string;
  userNickname: string;
  userStatus: number;
  isAdmin: number;
  avatar: string;
  deptId: number;
  /** Ours: role keys (admin, common, ...) used to filter routes by meta.roles. */
  roles: string[];
}

export interface MenuMeta {
  title: string;
  icon: string;
  isLink: string;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  isIframe: boolean;
  /** Ours: the role keys granted this menu. */
  roles: string[];
}

export interface UserMenu {
  id: number;
  pid: number;
  name: string;
  path: string;
  component: string;
  redirect: string;
  meta: MenuMeta;
  children: UserMenu[];
}

export interface UserMenusData {
  menuList: UserMenu[];
  permissions: string[];
  userInfo: LoginUser;
}

/**
 * This console's query flag on getUserMenus and login: its menus keep the /home page. Without it
 * the menus take GFast's shape, without /home: GFast's console has /home as a static route of its
 * own and would list it twice (GFast's own seed has no such menu).
 */
export const WITH_HOME = 'withHome=1';

export interface LoginData extends UserMenusData {
  token: string;
}
