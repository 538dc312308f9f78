// Online users (GFast §3.11): the live sessions, read from the session table so every process sees
// the same list; force logout deletes sessions and tells every process through the bus.
import type { OnlineListData, OnlineListQuery, OnlineUser } from '@iot/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { endSessions, onlineSessions, sessionAmong } from '../auth/index.ts';
import { businessError } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { hashToken } from '../../access/tokens.ts';

/**
 * A session holds a socket while some process renews `live_seen_at` (every 30 s, live/verify.ts);
 * this allows for one missed round and a slow query.
 */
export const LIVE_FRESH_MS = 75_000;

export async function listOnline(db: Db, q: OnlineListQuery, callerToken: string): Promise<OnlineListData> {
  const own = hashToken(callerToken);
  const { rows, total } = await onlineSessions(db, { userName: q.userName, ip: q.ipaddr }, q);
  const now = Date.now();
  const list = rows.map((r): OnlineUser => {
    const { browser, os } = describeUserAgent(r.userAgent);
    return {
      id: r.id,
      // A name for the session that says nothing about its token (a hash of its hash).
      uuid: hashToken(r.tokenHash).slice(0, 16),
      token: '',
      createTime: formatTime(r.createdAt),
      userName: r.userName,
      ip: r.ip,
      explorer: browser,
      os,
      lastSeen: formatTime(r.lastSeenAt),
      live: !!r.liveSeenAt && now - r.liveSeenAt.getTime() < LIVE_FRESH_MS,
      current: r.tokenHash === own,
    };
  });
  return { list, total, currentPage: q.pageNum };
}

/**
 * Ends these sessions at once on every process: their principal cache entries are dropped and
 * their sockets get a `sessionEnded` frame, then close. The caller's own session is refused (the
 * console has logout for that).
 */
export async function forceLogout(ctx: Pick<AppContext, 'database' | 'rights'>, ids: number[], callerToken: string) {
  const { db } = ctx.database;
  const own = hashToken(callerToken);
  if (await sessionAmong(db, ids, own)) throw businessError('onlineOwnSession');
  const gone = await endSessions(db, ids);
  if (gone.length) await ctx.rights.publish({ type: 'sessionRevoked', tokenHashes: gone, forced: true });
}
