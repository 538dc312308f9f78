import type { QueryClient } from '@tanstack/react-query';
import { Session } from '@/lib/storage';

/**
 * Forgets the console's caches but not the login: the token cookie and userInfo stay, the cached
 * menus, permissions and tabs go (the next load fetches the menus again), and so do the query caches.
 * The theme settings in localStorage are the user's choices, not a cache, and stay too.
 */
export function clearCaches(queryClient?: QueryClient) {
  for (const key of ['userMenu', 'permissions', 'tagsViewList', 'isTagsViewCurrenFull'] as const) Session.remove(key);
  queryClient?.clear();
}

/** Clears the caches, then reloads the current page so everything is rebuilt from the server. */
export function clearCacheAndReload(queryClient?: QueryClient) {
  clearCaches(queryClient);
  window.location.reload();
}
