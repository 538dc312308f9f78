import { memo } from 'react';
import { useRoutes, type Location } from 'react-router';
import { RouteElement } from '@/app/RouteElement';
import type { AppRoute } from '@/routing/types';

/**
 * One page rendered at its own location: a kept-alive page that is hidden keeps the location it was
 * shown at (its params and query), not the one of the page now on screen.
 */
export const PageAt = memo(function PageAt({ route, location }: { route: AppRoute; location: Location }) {
  return useRoutes([{ path: route.path, element: <RouteElement route={route} /> }], location);
});
