import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './queryClient';

/**
 * Gives the signed-in screens their query cache. A route of its own (loaded with them) rather than
 * a wrapper around the whole app, so the login page does not load TanStack Query.
 */
export default function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
