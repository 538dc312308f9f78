import type { QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
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

/**
 * GFast's header button: the server's caches first (`DELETE cache/remove`, when `server`: the user
 * holds that rule), then the browser's, then a reload so everything is rebuilt from the server. A
 * refusal (the call has told the user why) rejects and leaves the page as it is.
 */
export async function clearCacheAndReload(queryClient: QueryClient | undefined, { server }: { server: boolean }) {
  if (server) await http.del<null>('/api/v1/system/cache/remove');
  clearCaches(queryClient);
  window.location.reload();
}
