import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useThemeConfig } from '@/stores/themeConfig';
import { Aside } from './aside/Aside';
import { UserMenu } from './navbar/UserMenu';

/** The console shell: logo and menu beside a header and the routed page. */
export default function ConsoleLayout() {
  // Narrow screens start with the menu folded away entirely; the button brings it back.
  const narrow = !Grid.useBreakpoint().md;
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < 768);
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { menuBar, globalTitle } = useThemeConfig((s) => s.themeConfig);
  const title = globalTitle === 'IoT platform' ? t('globalTitle') : globalTitle;

  return (
    <Layout style={{ minHeight: '100%' }} data-layout="defaults">
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        collapsedWidth={narrow ? 0 : 80}
        trigger={null}
        width={220}
        style={{ background: menuBar }}
        data-region="aside"
      >
        <div
          data-region="logo"
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '0 20px',
            color: '#fff',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          <img src="/favicon.svg" alt="" width={26} height={26} />
          {!collapsed && <span>{title}</span>}
        </div>
        <div style={{ background: menuBar }}>
          <Aside collapsed={collapsed} />
        </div>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          data-region="header"
          style={{
            background: token.colorBgContainer,
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            height: 56,
          }}
        >
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
            aria-label={t('layout.toggleMenu')}
          />
          <UserMenu />
        </Layout.Header>
        <Layout.Content data-region="main" style={{ padding: narrow ? 8 : 16, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
