import { useRoutesStore } from '@/routing/routes';
import { useThemeFields } from '@/stores/themeConfig';
import { useTopBarColors } from '../shell/colors';
import { Content } from '../shell/Content';
import { GolinkBreadcrumb } from '../shell/GolinkBreadcrumb';
import { Header } from '../shell/Header';
import { Logo } from '../shell/Logo';
import { Sider } from '../shell/Sider';
import { useChrome } from '../shell/useChrome';

/**
 * golink (enterprise): a full-width top bar with logo, title and toolbar; below it the aside lists
 * the sections with their pages (spec §1: the sections are on the left), and the breadcrumb and
 * tabs sit above the content. The classic split menu does not apply here.
 */
export function GolinkLayout() {
  const routes = useRoutesStore((s) => s.routes);
  const { color: topBarColor } = useTopBarColors();
  const { isBreadcrumb } = useThemeFields('isBreadcrumb');
  const { bar, toggle } = useChrome();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Header collapsible onToggle={toggle} style={bar} showBreadcrumb={false}>
        <Logo color={topBarColor} />
        <div style={{ flex: 1 }} />
      </Header>
      <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Sider routes={routes} />
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}>
          <Content before={isBreadcrumb ? <GolinkBreadcrumb /> : undefined} />
        </div>
      </div>
    </div>
  );
}
