import type { UserMenu } from '@iot/contract';
import { safeLink, sitePath, siteRedirect } from './links';
import type { AppRoute, Resolved } from './types';
import { resolveComponent } from './views';

type Modules = Parameters<typeof resolveComponent>[1];

/** Pages that exist without the server: the home page (pinned) and the hidden personal centre (admin). */
export const staticMenus: UserMenu[] = [
  {
    id: -1,
    pid: 0,
    name: 'home',
    path: '/home',
    component: 'home/index',
    redirect: '',
    meta: {
      title: '首页',
      icon: 'HomeOutlined',
      isLink: '',
      isHide: false,
      isKeepAlive: false,
      isAffix: true,
      isIframe: false,
      roles: ['admin', 'common'],
    },
    children: [],
  },
  {
    id: -2,
    pid: 0,
    name: 'personal',
    path: '/personal',
    component: 'personal/index',
    redirect: '',
    meta: {
      title: '个人中心',
      icon: 'UserOutlined',
      isLink: '',
      isHide: true,
      isKeepAlive: false,
      isAffix: false,
      isIframe: false,
      roles: ['admin'],
    },
    children: [],
  },
];

/** A route is visible when it names no roles or shares one with the user. */
export function allowedFor(roles: string[] | undefined, userRoles: string[]): boolean {
  return !roles || roles.length === 0 || roles.some((r) => userRoles.includes(r));
}

function toRoute(menu: UserMenu, userRoles: string[], modules: Modules): AppRoute | null {
  if (!allowedFor(menu.meta?.roles, userRoles)) return null;
  const children = (menu.children ?? [])
    .map((c) => toRoute(c, userRoles, modules))
    .filter((c): c is AppRoute => c !== null);
  const resolved: Resolved =
    children.length > 0 && !menu.component ? { kind: 'parent' } : resolveComponent(menu.component ?? '', modules);
  // A directory goes to its first non-hidden child unless the menu names a redirect (on this site) itself.
  const firstVisible = children.find((c) => !c.meta.isHide);
  const redirect = siteRedirect(menu.redirect) || (children.length > 0 ? (firstVisible?.path ?? '') : '');
  return {
    path: sitePath(menu.path),
    name: menu.name,
    component: menu.component,
    redirect,
    // A stored link that is not http(s) or a site path (javascript:...) is never opened.
    meta: { ...menu.meta, isLink: safeLink(menu.meta?.isLink), roles: menu.meta?.roles ?? [] },
    resolved,
    children,
  };
}

/**
 * Spec §2's "a menu redirects to its first non-hidden child", applied until a page is reached: a
 * redirect that lands on a directory goes on to where that directory redirects, so the browser makes
 * one hop, not one per level.
 */
function redirectToPages(routes: AppRoute[]) {
  const flat = flattenRoutes(routes);
  const byPath = new Map(flat.map((r) => [r.path, r]));
  for (const route of flat) {
    const seen = new Set([route.path]);
    let target = byPath.get(route.redirect);
    while (target && target.resolved.kind === 'parent' && target.redirect && !seen.has(target.redirect)) {
      seen.add(target.path);
      route.redirect = target.redirect;
      target = byPath.get(target.redirect);
    }
  }
}

/**
 * Turns the server's menu list into the console's routes: static pages first (a server menu with the
 * same path only adds its meta to the menu tree), then the server menus filtered by role.
 */
export function buildRoutes(menuList: UserMenu[], userRoles: string[], modules: Modules): AppRoute[] {
  const fromServer = menuList.map((m) => toRoute(m, userRoles, modules)).filter((r): r is AppRoute => r !== null);
  const serverPaths = new Set(flattenRoutes(fromServer).map((r) => r.path));
  const statics = staticMenus
    .filter((m) => !serverPaths.has(m.path))
    .map((m) => toRoute(m, userRoles, modules))
    .filter((r): r is AppRoute => r !== null);
  const routes = [...fromServer, ...statics];
  redirectToPages(routes);
  return routes;
}

/** Every route of the tree, parents before children. */
export function flattenRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [r, ...flattenRoutes(r.children)]);
}

/** The menu tree to show: hidden routes stay routable but are left out. */
export function visibleMenus(routes: AppRoute[]): AppRoute[] {
  return routes.filter((r) => !r.meta.isHide).map((r) => ({ ...r, children: visibleMenus(r.children) }));
}
