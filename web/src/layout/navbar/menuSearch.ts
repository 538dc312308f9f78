import { flattenRoutes, visibleMenus } from '@/routing/build';
import type { AppRoute } from '@/routing/types';

/** The pages a user can search for: visible menu routes that are pages (not directories, not parametrised). */
export function searchableRoutes(routes: AppRoute[]): AppRoute[] {
  return flattenRoutes(visibleMenus(routes)).filter((r) => r.children.length === 0 && !r.path.includes(':'));
}

/**
 * Routes whose title in the current language, server title (Chinese for the seeded menus) or path
 * contains the query, ignoring case and surrounding blanks. An empty query finds nothing.
 */
export function searchRoutes(routes: AppRoute[], query: string, title: (r: AppRoute) => string): AppRoute[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return routes.filter((r) => [title(r), r.meta.title, r.path].some((text) => text?.toLowerCase().includes(q)));
}
