// Menus and routes for tests: every flag off and no roles, so a test spells out only what it is about.
import type { AppRoute, RouteMeta, UserMenu } from '@/routing/types';

/** A menu's meta as the server sends it, titled `title`, with every flag off; `extra` turns some on. */
export const testMeta = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  icon: '',
  isLink: '',
  isHide: false,
  isKeepAlive: false,
  isAffix: false,
  isIframe: false,
  roles: [],
  ...extra,
});

/** A server menu row at `path` (titled with its path, no component) with `extra` fields and `meta` flags. */
export const testMenu = (path: string, extra: Partial<UserMenu> = {}, meta: Partial<RouteMeta> = {}): UserMenu => ({
  id: 1,
  pid: 0,
  name: path.replace(/\W/g, ''),
  path,
  component: '',
  redirect: '',
  meta: testMeta(path, meta),
  children: [],
  ...extra,
});

/** A console route at `path` (titled with its path, its component missing) with `extra` fields and `meta` flags. */
export const testRoute = (path: string, extra: Partial<AppRoute> = {}, meta: Partial<RouteMeta> = {}): AppRoute => ({
  path,
  name: path.replace(/\W/g, ''),
  component: '',
  redirect: '',
  meta: testMeta(path, meta),
  resolved: { kind: 'missing' },
  children: [],
  ...extra,
});
