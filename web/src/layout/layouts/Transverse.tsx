import { useRoutesStore } from '@/routing/routes';
import { AsideMenu } from '../aside/Aside';
import { useTopBarColors } from '../shell/colors';
import { Content } from '../shell/Content';
import { Header } from '../shell/Header';
import { Logo } from '../shell/Logo';
import { useChrome } from '../shell/useChrome';

/** transverse: the whole menu horizontally in the top bar, no aside. */
export function TransverseLayout() {
  const routes = useRoutesStore((s) => s.routes);
  const { background: topBar, color: topBarColor } = useTopBarColors();
  const { bar } = useChrome();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Header style={bar} showBreadcrumb={false}>
        <Logo color={topBarColor} />
        <AsideMenu mode="horizontal" routes={routes} background={topBar} color={topBarColor} />
      </Header>
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}>
        <Content />
      </div>
    </div>
  );
}
