import { theme } from 'antd';
import type { AppRoute } from '@/routing/types';
import { useThemeFields } from '@/stores/themeConfig';
import { AsideMenu } from '../aside/Aside';
import { useBarStyles, useMenuBarColors } from './colors';
import { Logo } from './Logo';

/** The aside: optional logo and the vertical menu, in the menu-bar colours, folding to icons. */
export function Sider({ routes, withLogo = false }: { routes: AppRoute[]; withLogo?: boolean }) {
  const { menuBar } = useBarStyles();
  const { isCollapse } = useThemeFields('isCollapse');
  const { background, color: menuBarColor } = useMenuBarColors();
  const { token } = theme.useToken();
  return (
    <aside
      data-region="aside"
      style={{
        ...menuBar,
        width: isCollapse ? 64 : 220,
        flex: 'none',
        display: 'flex',
        flexDirection: 'column',
        transition: `width ${token.motionDurationMid}`,
        overflow: 'hidden',
      }}
    >
      {withLogo && <Logo compact={isCollapse} color={menuBarColor} />}
      <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <AsideMenu routes={routes} collapsed={isCollapse} background={background} color={menuBarColor} />
      </div>
    </aside>
  );
}
