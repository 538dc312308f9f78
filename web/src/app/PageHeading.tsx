import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitle } from '@/routing/useRouteTitle';
import { findRoute } from '@/layout/main/findRoute';
import { useRoutesStore } from '@/routing/routes';

/**
 * The page's one h1: the current menu's title (or the not-found message). Visually hidden, as the tabs and the breadcrumb
 * already show it, but it names the page for screen readers and heading navigation.
 */
export function PageHeading() {
  const { pathname } = useLocation();
  const flat = useRoutesStore((s) => s.flat);
  const title = useRouteTitle();
  const { t } = useTranslation();
  const route = findRoute(flat, pathname)?.route;
  return (
    <h1 className="visually-hidden" data-testid="page-heading">
      {/* An unknown address shows the not-found page: its message is the title. */}
      {route ? title(route) : t('error.notFound')}
    </h1>
  );
}
