import { endSession } from '@/stores/session';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { RequestError } from '@/lib/http';
import { loadRoutes, useRoutesStore } from '@/routing/routes';
import { hasToken } from '@/stores/user';
import { decide } from '@/routing/guard';

/** Runs before every navigation (the root route always revalidates) and applies the guard. */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const input = () => ({
    pathname: url.pathname,
    search: url.search,
    hasToken: hasToken(),
    routesLoaded: useRoutesStore.getState().loaded,
  });
  let decision = decide(input());
  if (decision.type === 'loadRoutes') {
    try {
      await loadRoutes();
    } catch (error) {
      // A dead session already opened the 401 dialog; anything else is shown by the error boundary.
      if (error instanceof RequestError && error.code === 401) return null;
      throw error;
    }
    decision = decide(input());
  }
  if (decision.type === 'redirect') {
    if (decision.clearStorage) {
      endSession();
    }
    throw redirect(decision.to);
  }
  return null;
}
