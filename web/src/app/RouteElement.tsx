import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageUnavailable } from '@/components/result/PageUnavailable';
import { CurrentRouteContext } from '@/routing/CurrentRoute';
import { PageLoading } from './PageLoading';
import type { AppRoute } from '@/routing/types';

/** Renders a console route: its page, a redirect for a directory, or a clear "page not available". */
export function RouteElement({ route }: { route: AppRoute }) {
  const { resolved } = route;
  if (resolved.kind === 'parent') {
    if (route.redirect && route.redirect !== route.path) return <Navigate to={route.redirect} replace />;
    return <PageUnavailable route={route} />;
  }
  if (resolved.kind !== 'view') return <PageUnavailable route={route} />;
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<PageLoading />}>
        <resolved.View />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}
