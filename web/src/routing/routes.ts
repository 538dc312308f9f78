import type { UserMenusData } from '@iot/contract';
import { WITH_HOME } from '@iot/contract/envelope';
import { create } from 'zustand';
import { buildRoutes, flattenRoutes } from './build';
import type { AppRoute } from './types';
import { viewModules } from './viewModules';
import { http } from '@/lib/http';
import { Session } from '@/lib/storage';
import { useUserStore } from '@/stores/user';

interface RoutesStore {
  /** The route tree for this user; empty until loaded. */
  routes: AppRoute[];
  /** Every route, flat (parents before children). */
  flat: AppRoute[];
  loaded: boolean;
  /** Builds the routes from what the user store holds. */
  build(): void;
  reset(): void;
}

export const useRoutesStore = create<RoutesStore>((set) => ({
  routes: [],
  flat: [],
  loaded: false,
  build() {
    const { menuList, userInfo } = useUserStore.getState();
    const routes = buildRoutes(menuList ?? [], userInfo?.roles ?? [], viewModules);
    set({ routes, flat: flattenRoutes(routes), loaded: true });
  },
  reset() {
    set({ routes: [], flat: [], loaded: false });
  },
}));

/** The caller's menus (in this console's shape, with /home), permissions and account: what the routes are built from. */
const fetchUserMenus = () => http.get<UserMenusData>(`/api/v1/system/user/getUserMenus?${WITH_HOME}`);

/**
 * First entry after login (spec §4): fetch menus, permissions and user info unless sessionStorage
 * already has all three, then register the routes.
 */
export async function loadRoutes(): Promise<void> {
  const haveAll = Session.get('userMenu') && Session.get('permissions') && Session.get('userInfo');
  if (!haveAll) {
    const data = await fetchUserMenus();
    useUserStore
      .getState()
      .setSession({ menuList: data.menuList, permissions: data.permissions, userInfo: data.userInfo });
  }
  useRoutesStore.getState().build();
}

/** Re-reads menus and permissions from the server (after a menu change or a tokenUpdated event). */
export async function refreshRoutes(): Promise<void> {
  const data = await fetchUserMenus();
  useUserStore
    .getState()
    .setSession({ menuList: data.menuList, permissions: data.permissions, userInfo: data.userInfo });
  useRoutesStore.getState().build();
}
