import { ConfigProvider, Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppRoute } from '@/routing/types';
import { useRouteTitle } from '@/routing/useRouteTitle';
import { useRoutesStore } from '@/routing/routes';
import { useThemeConfig } from '@/stores/themeConfig';
import { findRoute, routeChain } from '../main/findRoute';
import { externalLink, menuItems } from './menuItems';

interface Props {
  /** The routes to show (all of them, or one section's children). */
  routes: AppRoute[];
  mode?: 'inline' | 'horizontal';
  collapsed?: boolean;
  /** Background and text colour of the bar the menu sits on. */
  background: string;
  color: string;
  onNavigate?: () => void;
  /** Overrides which item shows as selected (a section menu selects the current page's section). */
  selectedKey?: string;
}

/** A menu of routes (vertical in the aside, horizontal in a top bar) in the bar's colours. */
export function AsideMenu({
  routes,
  mode = 'inline',
  collapsed = false,
  background,
  color,
  onNavigate,
  selectedKey,
}: Props) {
  const tree = useRoutesStore((s) => s.routes);
  const flat = useRoutesStore((s) => s.flat);
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const uniqueOpened = useThemeConfig((s) => s.themeConfig.isUniqueOpened);
  const items = useMemo(() => menuItems(routes, title), [routes, title]);

  // The selected item is the route on screen (or, for a hidden page, its nearest visible ancestor).
  const current = findRoute(flat, pathname)?.route;
  // The directories above it in the menu tree: a page's path need not start with its directory's
  // (the overview holds /home and /system/sysNotice/show). Without a route, by the path's prefix.
  const ancestors = current
    ? routeChain(tree, current)
        .slice(0, -1)
        .map((r) => r.path)
    : flat.filter((r) => r.children.length > 0 && pathname.startsWith(`${r.path}/`)).map((r) => r.path);
  const selected = selectedKey ?? (current && !current.meta.isHide ? current.path : ancestors.at(-1));
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) return setOpenKeys(keys);
    // Unique-opened: only the newly opened branch (and its ancestors) stays open.
    const opened = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(opened ? keys.filter((k) => opened === k || opened.startsWith(`${k}/`)) : keys);
  };

  return (
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            itemBg: 'transparent',
            subMenuItemBg: 'transparent',
            horizontalItemSelectedColor: color,
            itemColor: color,
            itemHoverColor: color,
            popupBg: background,
            darkItemBg: 'transparent',
            darkSubMenuItemBg: 'rgba(0, 0, 0, 0.15)',
            darkPopupBg: background,
            darkItemColor: color,
          },
        },
      }}
    >
      <Menu
        mode={mode}
        theme={isDark(background) ? 'dark' : 'light'}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        items={items}
        selectedKeys={selected ? [selected] : []}
        {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
        style={{
          background: 'transparent',
          borderInlineEnd: 0,
          borderBottom: 0,
          flex: mode === 'horizontal' ? 1 : undefined,
          minWidth: 0,
        }}
        onClick={({ key }) => {
          const link = externalLink(flat.find((r) => r.path === key));
          if (link) window.open(link, '_blank', 'noopener');
          else navigate(key);
          onNavigate?.();
        }}
      />
    </ConfigProvider>
  );
}

/** Whether a bar colour is dark enough for light text (relative luminance under 0.5). */
export function isDark(color: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return false;
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 < 0.5;
}
