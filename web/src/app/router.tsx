import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { loadScreenTexts } from '@/i18n';
import { guardLoader } from './guardLoader';
import { PlainLoading } from '@/components/plain-loading/PlainLoading';
import { RootView } from './RootView';
import { RouteError } from './RouteError';

/** A route module, once the signed-in screens' texts and dates speak the language (fetched side by side). */
const withScreenTexts = <T,>(module: Promise<T>) =>
  Promise.all([module, loadScreenTexts(), import('@/i18n/dayjs').then((m) => m.dayjsReady)]).then(([m]) => m);

/**
 * Static routes; the user's server-driven routes render inside the layout's catch-all, from the
 * routes store, so a new user's routes replace the old ones without a reload. The build renders
 * /login from these same routes (see prerender.tsx), so the page it paints is the one React hydrates.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: guardLoader,
    // The guard runs on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    Component: RootView,
    ErrorBoundary: RouteError,
    HydrateFallback: PlainLoading,
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('@/views/login')).default }) },
      {
        path: '/401',
        lazy: async () => ({ Component: (await withScreenTexts(import('@/views/error/401'))).default }),
      },
      {
        // The signed-in screens share one query cache (see QueryRoot).
        id: 'query',
        lazy: async () => ({ Component: (await withScreenTexts(import('./QueryRoot'))).default }),
        children: [
          {
            path: '/visualizingDemo1',
            lazy: async () => ({ Component: (await import('@/views/visualizing/demo1')).default }),
          },
          {
            path: '/visualizingDemo2',
            lazy: async () => ({ Component: (await import('@/views/visualizing/demo2')).default }),
          },
          {
            path: '/',
            lazy: async () => ({ Component: (await import('@/layout')).default }),
            children: [
              { index: true, loader: () => redirect('/home') },
              { path: '*', lazy: async () => ({ Component: (await import('@/layout/DynamicRoutes')).default }) },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
