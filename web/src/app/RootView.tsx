import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation, useNavigation } from 'react-router';
import { useRoutesStore } from '@/routing/routes';
import { useThemeConfig } from '@/stores/themeConfig';
import { progress } from './progress';
import { useRouteTitle } from '@/routing/useRouteTitle';

const staticTitles: Record<string, string> = {
  '/login': 'login:title',
  '/401': 'user.noAuthPage',
  '/visualizingDemo1': 'home:visualizing1',
  '/visualizingDemo2': 'home:visualizing2',
};

/** The top of the tree: progress bar during navigation and the page title. */
export function RootView() {
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation();
  const flat = useRoutesStore((s) => s.flat);
  const loaded = useRoutesStore((s) => s.loaded);
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  const routeTitle = useRouteTitle();

  useEffect(() => {
    if (navigation.state === 'idle') progress.done();
    else progress.start();
  }, [navigation.state]);

  const route = flat.find((r) => matchPath(r.path, location.pathname));
  const staticKey = staticTitles[location.pathname];
  // Once the user's routes are known, a path that is none of them shows the not-found page.
  const notFound = loaded && location.pathname !== '/' ? t('user.notFoundPage') : '';
  const title = route ? routeTitle(route) : staticKey ? t(staticKey) : notFound;
  const appTitle = globalTitle === 'IoT platform' ? t('globalTitle') : globalTitle;
  useEffect(() => {
    document.title = title ? `${title} - ${appTitle}` : appTitle;
  }, [title, appTitle]);

  return <Outlet />;
}
