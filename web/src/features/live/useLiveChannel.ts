// The live channel while the console is shown (spec §4): one socket while logged in; features
// subscribe to its frames with useLiveFrame (the notice feature: the bell and the pop-up), and
// tokenUpdated refreshes the token, the user info, the permissions and the menus in place.
import { useEffect } from 'react';
import { refreshToken } from '@/features/auth';
import { live, type LiveClient } from '@/lib/live';
import { refreshRoutes } from '@/routing/routes';
import { useSessionExpired } from '@/stores/sessionExpired';
import { useUserStore } from '@/stores/user';
import { useLiveFrame } from './useLiveFrame';

/** tokenUpdated: a fresh token and user info, then the permissions and menus, without a reload. */
export async function refreshSession(): Promise<void> {
  const { token, userInfo } = await refreshToken();
  useUserStore.getState().setSession({ token, userInfo });
  await refreshRoutes();
}

/** Runs the live channel while mounted and logged in; `client` is for tests. */
export function useLiveChannel(client: LiveClient = live) {
  const loggedIn = useUserStore((s) => s.userInfo !== null);
  useLiveFrame('tokenUpdated', () => void refreshSession().catch(() => undefined), client);
  // Forced out: the same dialog as a 401 (its OK goes to the login page), without waiting for a call.
  useLiveFrame('sessionEnded', () => useSessionExpired.setState({ expired: true }), client);
  useEffect(() => {
    if (!loggedIn) return;
    client.start();
    // A page being left closes its socket itself, first: the browser would otherwise fail a socket
    // still connecting under the next page's load (issue 20). A page back from the back-forward
    // cache connects again.
    const leave = () => client.stop();
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) client.start();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      client.stop();
    };
  }, [client, loggedIn]);
}
