import type { MenuProps } from 'antd';
import { visibleMenus } from '@/routing/build';
import type { AppRoute } from '@/routing/types';
import { MenuIcon } from '@/components/icon/MenuIcon';

type Item = Required<MenuProps>['items'][number];

/** antd menu items from the route tree; keys are route paths, hidden routes left out. */
export function menuItems(routes: AppRoute[], title: (r: AppRoute) => string): Item[] {
  return visibleMenus(routes).map((r) =>
    r.children.length > 0
      ? { key: r.path, icon: <MenuIcon name={r.meta.icon} />, label: title(r), children: menuItems(r.children, title) }
      : { key: r.path, icon: <MenuIcon name={r.meta.icon} />, label: title(r) },
  );
}

/** A link menu (not iframe) opens its address in a new tab instead of navigating. */
export function externalLink(route: AppRoute | undefined): string | null {
  if (!route || !route.meta.isLink || route.meta.isIframe) return null;
  return route.meta.isLink;
}
