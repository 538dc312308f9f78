import type { LoginUser, UserMenu } from '@iot/contract';
import { ALL_PERMISSIONS } from '@iot/contract/envelope';
import { create } from 'zustand';
import { clearSession, Session, TokenCookie } from '@/lib/storage';

/** Spec §3 user info as the console keeps it (sessionStorage `userInfo`). */
export interface UserInfo extends LoginUser {
  /** Button permissions (same list as `permissions`, kept for the spec's field). */
  authBtnList: string[];
  /** When the info was stored (ms). */
  time: number;
}

interface UserStore {
  userInfo: UserInfo | null;
  permissions: string[];
  menuList: UserMenu[] | null;
  /** Stores what login, getUserMenus or refreshToken returned, in the store and in sessionStorage. */
  setSession(data: { token?: string; userInfo?: LoginUser; permissions?: string[]; menuList?: UserMenu[] }): void;
  /** Forgets the user: token cookie, sessionStorage and the store. */
  clear(): void;
}

const toUserInfo = (u: LoginUser, permissions: string[]): UserInfo => ({
  ...u,
  roles: u.roles ?? [],
  authBtnList: permissions,
  time: Date.now(),
});

export const useUserStore = create<UserStore>((set, get) => ({
  userInfo: Session.get<UserInfo>('userInfo'),
  permissions: Session.get<string[]>('permissions') ?? [],
  menuList: Session.get<UserMenu[]>('userMenu'),
  setSession({ token, userInfo, permissions, menuList }) {
    if (token) TokenCookie.set(token);
    const perms = permissions ?? get().permissions;
    const next: Partial<UserStore> = {};
    if (permissions) {
      Session.set('permissions', permissions);
      next.permissions = permissions;
    }
    if (userInfo) {
      const info = toUserInfo(userInfo, perms);
      Session.set('userInfo', info);
      next.userInfo = info;
    } else if (permissions && get().userInfo) {
      next.userInfo = { ...get().userInfo!, authBtnList: perms };
      Session.set('userInfo', next.userInfo);
    }
    if (menuList) {
      Session.set('userMenu', menuList);
      next.menuList = menuList;
    }
    set(next);
  },
  clear() {
    clearSession();
    set({ userInfo: null, permissions: [], menuList: null });
  },
}));

export const hasToken = () => Boolean(TokenCookie.get());

/** Whether a permission list grants `value`: the all-permissions entry grants everything. */
export function grants(permissions: string[], value: string): boolean {
  return permissions.includes(ALL_PERMISSIONS) || permissions.includes(value);
}

/** The avatar to show: the user's own, or the favicon when empty. */
export function avatarUrl(avatar: string | undefined): string {
  if (!avatar) return '/favicon.svg';
  if (/^(https?:|blob:|data:|\/)/.test(avatar)) return avatar;
  return `/${avatar}`;
}
