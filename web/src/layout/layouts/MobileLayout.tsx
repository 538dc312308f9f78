import { Drawer } from 'antd';
import { useState } from 'react';
import { useRoutesStore } from '@/routing/routes';
import { AsideMenu } from '../aside/Aside';
import { useBarStyles, useMenuBarColors } from '../shell/colors';
import { Content } from '../shell/Content';
import { Header } from '../shell/Header';
import { Logo } from '../shell/Logo';
import { useChrome } from '../shell/useChrome';

/** Below 1000 px: the defaults layout with the aside as a drawer opened by the fold button. */
export function MobileLayout() {
  const routes = useRoutesStore((s) => s.routes);
  const [open, setOpen] = useState(false);
  const { background, color: menuBarColor } = useMenuBarColors();
  const { menuBar } = useBarStyles();
  const { header } = useChrome();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'auto' }}>
      <Header collapsible onToggle={() => setOpen(true)} style={header} />
      <Content />
      <Drawer
        open={open}
        placement="left"
        width={240}
        closable={false}
        onClose={() => setOpen(false)}
        styles={{ body: { padding: 0, ...menuBar } }}
      >
        <div data-region="aside" style={{ minHeight: '100%' }}>
          <Logo color={menuBarColor} />
          <AsideMenu routes={routes} background={background} color={menuBarColor} onNavigate={() => setOpen(false)} />
        </div>
      </Drawer>
    </div>
  );
}
