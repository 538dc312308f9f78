import { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '@/stores/user';

/** The screens' server-data cache (TanStack Query). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Cached answers belong to one user: forget them when someone logs in (before their screens
// mount). Not at logout: the screens still mounted then would ask again without a token.
useUserStore.subscribe((state, previous) => {
  if (state.userInfo && state.userInfo.id !== previous.userInfo?.id) queryClient.clear();
});
