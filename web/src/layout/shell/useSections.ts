import { useLocation } from 'react-router';
import { visibleMenus } from '@/routing/build';
import type { AppRoute } from '@/routing/types';
import { useRoutesStore } from '@/routing/routes';

/** The visible first-level menus, and the one the current page belongs to. */
export function useSections(): { sections: AppRoute[]; active: AppRoute | undefined } {
  const routes = useRoutesStore((s) => s.routes);
  const { pathname } = useLocation();
  const sections = visibleMenus(routes);
  const contains = (r: AppRoute): boolean =>
    r.path === pathname || pathname.startsWith(`${r.path}/`) || r.children.some(contains);
  return { sections, active: sections.find(contains) };
}
