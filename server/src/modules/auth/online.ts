// The sessions as the online users page reads and ends them (the monitor module): unexpired ones
// with their account's name, and an end to some of them.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readPage, type PageQuery } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { userView } from '../user/index.ts';
import { sessions } from './schema.ts';

/** One page of unexpired sessions, newest first, whose user name and address contain the filters' text. */
export async function onlineSessions(db: Db, filter: { userName?: string; ip?: string }, q: PageQuery) {
  const where = and(
    gt(sessions.expiresAt, new Date()),
    filter.userName ? contains(userView.userName, filter.userName) : undefined,
    filter.ip ? contains(sessions.ip, filter.ip) : undefined,
  );
  return readPage(
    q,
    ({ limit, offset }) =>
      db
        .select({
          id: sessions.id,
          tokenHash: sessions.tokenHash,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          liveSeenAt: sessions.liveSeenAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          userName: userView.userName,
        })
        .from(sessions)
        .innerJoin(userView, eq(userView.id, sessions.userId))
        .where(where)
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(userView, eq(userView.id, sessions.userId))
      .where(where)
      .then((r) => r.length),
  );
}

/** Whether the session with this token hash is one of these. */
export async function sessionAmong(db: Db, ids: number[], tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), eq(sessions.tokenHash, tokenHash)));
  return !!row;
}

/** Ends these sessions; answers their token hashes (for `sessionRevoked`). */
export async function endSessions(db: Db, ids: number[]): Promise<string[]> {
  const gone = await db.delete(sessions).where(inArray(sessions.id, ids)).returning({ hash: sessions.tokenHash });
  return gone.map((g) => g.hash);
}
