// Renders a component with what pages need: the app's base and feedback host (dialogs, toasts), a fresh query client and
// a memory router, plus an <output data-testid="location"> showing where the router is.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppBase } from '@/components/app-base/AppBase';
import FeedbackHost from '@/components/app-base/FeedbackHost';
import { staticMediaList } from './media';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `ui` inside the providers; returns the query client too. */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <AppBase>
      <FeedbackHost />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <WhereAmI />
        </MemoryRouter>
      </QueryClientProvider>
    </AppBase>,
  );
  return { ...result, client };
}

/**
 * Renders `routes` under a data router (as the app does: what needs one, such as the unsaved-changes
 * guard's blocker, works), starting at `route`; returns the router to read or drive.
 */
export function renderInDataRouter(routes: RouteObject[], route: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  render(
    <AppBase>
      <FeedbackHost />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppBase>,
  );
  return router;
}

/** Makes matchMedia answer `matches` for queries containing `fragment` (false for any other); returns the undo. */
export function mockMedia(fragment: string, matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => staticMediaList(query, matches && query.includes(fragment));
  return () => {
    window.matchMedia = original;
  };
}
