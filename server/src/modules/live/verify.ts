import type { AppContext } from '../../context.ts';
import { markLive, unexpiredSessions } from '../auth/index.ts';
import type { Hub } from './hub.ts';

/**
 * Closes sockets whose session no longer exists (expired, revoked) or whose account is disabled or
 * deleted. The bus closes them at once; this catches what a process missed while its LISTEN
 * connection was down.
 */
export async function verifyConnections(hub: Hub, ctx: Pick<AppContext, 'database' | 'rights'>) {
  const hashes = hub.tokenHashes();
  for (let i = 0; i < hashes.length; i += 1000) {
    const chunk = hashes.slice(i, i + 1000);
    const alive = await unexpiredSessions(ctx.database.db, chunk);
    hub.closeSessions(chunk.filter((h) => !alive.has(h)));
    // Presence for online users: a session is live while some process renews this every 30 s.
    await markLive(ctx.database.db, [...alive]);
  }
  for (const id of hub.userIds()) {
    const principal = await ctx.rights.principal(id);
    if (!principal || principal.userStatus === 0) hub.closeUser(id);
  }
}
