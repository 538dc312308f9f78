import { useRoutesStore } from '@/routing/routes';
import { Content } from '../shell/Content';
import { Header } from '../shell/Header';
import { Sider } from '../shell/Sider';
import { useChrome } from '../shell/useChrome';

/** defaults: the aside menu (with logo) beside the header and the content. */
export function DefaultsLayout() {
  const routes = useRoutesStore((s) => s.routes);
  const { header, toggle } = useChrome();
  return (
    <div style={{ display: 'flex', height: '100%' }}>
      <Sider routes={routes} withLogo />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}>
        <Header collapsible onToggle={toggle} style={header} />
        <Content />
      </div>
    </div>
  );
}
