import { useRoutesStore } from '@/routing/routes';
import { useThemeFields } from '@/stores/themeConfig';
import { AsideMenu } from '../aside/Aside';
import { useTopBarColors } from '../shell/colors';
import { Content } from '../shell/Content';
import { Header } from '../shell/Header';
import { Logo } from '../shell/Logo';
import { Sider } from '../shell/Sider';
import { useChrome } from '../shell/useChrome';
import { useSections } from '../shell/useSections';

/**
 * classic: a full-width top bar above the aside. With the split menu on, the first level sits in
 * the top bar and the aside shows the chosen section's children.
 */
export function ClassicLayout() {
  const routes = useRoutesStore((s) => s.routes);
  const { sections, active } = useSections();
  const { background: topBar, color: topBarColor } = useTopBarColors();
  const { isClassicSplitMenu } = useThemeFields('isClassicSplitMenu');
  const { bar, toggle } = useChrome();
  const asideRoutes = isClassicSplitMenu ? (active?.children ?? []) : routes;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Header collapsible onToggle={toggle} style={bar} showBreadcrumb={false}>
        <Logo color={topBarColor} />
        {isClassicSplitMenu ? (
          <AsideMenu
            mode="horizontal"
            routes={sections.map((s) => ({ ...s, children: [] }))}
            selectedKey={active?.path}
            background={topBar}
            color={topBarColor}
          />
        ) : (
          <div style={{ flex: 1 }} />
        )}
      </Header>
      <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {asideRoutes.length > 0 && <Sider routes={asideRoutes} />}
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}>
          <Content />
        </div>
      </div>
    </div>
  );
}
