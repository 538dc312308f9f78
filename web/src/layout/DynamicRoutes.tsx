import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RouteElement } from '@/app/RouteElement';
import { NotFound } from '@/components/result/NotFound';
import { useRoutesStore } from '@/stores/routes';

/** The user's routes (flat, absolute paths), rebuilt whenever the routes store changes. */
export default function DynamicRoutes() {
  const flat = useRoutesStore((s) => s.flat);
  const objects = useMemo<RouteObject[]>(
    () => [
      ...flat.map((route) => ({ path: route.path, element: <RouteElement route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
    [flat],
  );
  return useRoutes(objects);
}
