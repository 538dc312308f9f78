import { Menu } from 'antd';
import { useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useRouteTitle } from '@/app/routes/useRouteTitle';
import { useRoutesStore } from '@/stores/routes';
import { externalLink, menuItems } from './menuItems';

/** The vertical menu of the user's routes. */
export function Aside({ collapsed }: { collapsed: boolean }) {
  const routes = useRoutesStore((s) => s.routes);
  const flat = useRoutesStore((s) => s.flat);
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => menuItems(routes, title), [routes, title]);

  // The selected item is the route matching the URL; its ancestors start open.
  const current = flat.find((r) => matchPath(r.path, pathname));
  const openKeys = flat.filter((r) => r.children.length > 0 && pathname.startsWith(`${r.path}/`)).map((r) => r.path);

  return (
    <Menu
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={current ? [current.path] : []}
      defaultOpenKeys={collapsed ? [] : openKeys}
      onClick={({ key }) => {
        const link = externalLink(flat.find((r) => r.path === key));
        if (link) window.open(link, '_blank', 'noopener');
        else navigate(key);
      }}
    />
  );
}
