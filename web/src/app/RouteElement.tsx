import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate } from 'react-router';
import { PageUnavailable } from '@/components/result/PageUnavailable';
import { CurrentRouteContext } from './CurrentRoute';
import { PageLoading } from './PageLoading';
import type { AppRoute } from './routes/types';

// One lazy component per view file, shared by every route that uses it, so React keeps its identity.
const lazyViews = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyView(key: string, load: () => Promise<{ default: ComponentType }>) {
  let view = lazyViews.get(key);
  if (!view) {
    view = lazy(load);
    lazyViews.set(key, view);
  }
  return view;
}

/** Renders a console route: its page, a redirect for a directory, or a clear "page not available". */
export function RouteElement({ route }: { route: AppRoute }) {
  const { resolved } = route;
  if (resolved.kind === 'parent') {
    if (route.redirect && route.redirect !== route.path) return <Navigate to={route.redirect} replace />;
    return <PageUnavailable route={route} />;
  }
  if (resolved.kind !== 'view') return <PageUnavailable route={route} />;
  const View = lazyView(resolved.key, resolved.load);
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}
