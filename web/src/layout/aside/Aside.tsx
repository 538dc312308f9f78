import { ConfigProvider, Menu } from 'antd';
import { useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useRouteTitle } from '@/app/routes/useRouteTitle';
import { useRoutesStore } from '@/stores/routes';
import { useThemeConfig } from '@/stores/themeConfig';
import { externalLink, menuItems } from './menuItems';

/** The vertical menu of the user's routes. */
export function Aside({ collapsed }: { collapsed: boolean }) {
  const routes = useRoutesStore((s) => s.routes);
  const flat = useRoutesStore((s) => s.flat);
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => menuItems(routes, title), [routes, title]);
  const { menuBar, menuBarColor } = useThemeConfig((s) => s.themeConfig);

  // The selected item is the route matching the URL; its ancestors start open.
  const current = flat.find((r) => matchPath(r.path, pathname));
  const openKeys = flat.filter((r) => r.children.length > 0 && pathname.startsWith(`${r.path}/`)).map((r) => r.path);

  return (
    // The menu takes the configured menu-bar colours instead of antd's dark navy.
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            darkItemBg: menuBar,
            darkSubMenuItemBg: 'rgba(0, 0, 0, 0.18)',
            darkItemColor: menuBarColor,
            darkPopupBg: menuBar,
          },
        },
      }}
    >
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
    </ConfigProvider>
  );
}
