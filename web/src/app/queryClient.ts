import { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '@/stores/user';

/** The screens' server-data cache (TanStack Query). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Cached answers belong to one user: forget them when the user logs out or another one logs in.
useUserStore.subscribe((state, previous) => {
  if (state.userInfo?.id !== previous.userInfo?.id) queryClient.clear();
});
