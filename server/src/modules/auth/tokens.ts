// Sessions: created at login, looked up by the rights cache, replaced, revoked and purged.
import { createHmac } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../access/tokens.ts';
import type { Db } from '../../db/client.ts';
import { userRecord } from '../user/index.ts';
import { sessions } from './schema.ts';

export interface SessionOptions {
  tokenTtlS: number;
  tokenRefreshS: number;
}

export async function createSession(
  db: Db,
  userId: number,
  meta: { ip: string; userAgent: string },
  opts: SessionOptions,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 500),
    expiresAt: new Date(Date.now() + (opts.tokenTtlS + opts.tokenRefreshS) * 1000),
  });
  return token;
}

/**
 * Returns the user id behind a token, or null when it is unknown or expired. A request in the
 * last `refreshS` seconds of a token's life slides its expiry forward (GFast's maxRefresh rule),
 * so the common path is a single indexed read.
 */
export async function resolveSession(db: Db, token: string, opts: SessionOptions): Promise<number | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  const now = Date.now();
  const slide = row.expiresAt.getTime() - now < opts.tokenRefreshS * 1000;
  // Last seen is kept to the minute: at most one write a minute per session, not one per request.
  const seen = now - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS;
  if (slide || seen) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: new Date(now),
        ...(slide ? { expiresAt: new Date(now + (opts.tokenTtlS + opts.tokenRefreshS) * 1000) } : {}),
      })
      .where(eq(sessions.id, row.id));
  }
  return row.userId;
}

/** How finely a session's last-seen time is kept. */
export const LAST_SEEN_STEP_MS = 60_000;

/** Marks these sessions as holding a live socket now (the live hub, every 30 s and on connect). */
export async function markLive(db: Db, tokenHashes: string[]): Promise<void> {
  if (!tokenHashes.length) return;
  await db.update(sessions).set({ liveSeenAt: new Date() }).where(inArray(sessions.tokenHash, tokenHashes));
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * How long a replaced token still works: the console's other tabs share the token and may have
 * calls (or their own refreshToken) in flight with the old one when it is replaced.
 */
export const REPLACED_GRACE_MS = 60_000;

/**
 * Replaces the caller's session by one with a new token (refreshToken, profile edit) instead of
 * adding one. The new token is derived from the old one with a key only the server has (the
 * account's password hash), so tabs that replace the same token together all get the same new
 * session rather than one each. The old token keeps working for REPLACED_GRACE_MS, then ends.
 * Returns the new token, or null when the old session is gone.
 */
export async function replaceSession(
  db: Db,
  oldToken: string,
  meta: { ip: string; userAgent: string },
  opts: SessionOptions,
): Promise<{ token: string; from: string; to: string } | null> {
  const from = hashToken(oldToken);
  const [session] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, from), gt(sessions.expiresAt, new Date())));
  const user = session && (await userRecord(db, session.userId));
  if (!user) return null;
  const old = { userId: user.id, passwordHash: user.passwordHash };
  const token = createHmac('sha256', old.passwordHash).update(`successor\n${oldToken}`).digest('base64url');
  const to = hashToken(token);
  await db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({
        tokenHash: to,
        userId: old.userId,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 500),
        expiresAt: new Date(Date.now() + (opts.tokenTtlS + opts.tokenRefreshS) * 1000),
      })
      .onConflictDoNothing();
    await tx
      .update(sessions)
      .set({ expiresAt: sql`least(${sessions.expiresAt}, ${new Date(Date.now() + REPLACED_GRACE_MS)})` })
      .where(eq(sessions.tokenHash, from));
  });
  return { token, from, to };
}

/** Ends every session of a user but the one given (after a password change); returns their hashes. */
export async function revokeOtherSessions(db: Db, userId: number, keepToken: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))))
    .returning({ hash: sessions.tokenHash });
  return rows.map((r) => r.hash);
}

/** Deletes the expired sessions (at start, and the built-in job); answers how many. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return gone.length;
}

/** Which of these session hashes belong to unexpired sessions (the live hub's check). */
export async function unexpiredSessions(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  if (!tokenHashes.length) return new Set();
  const rows = await db
    .select({ hash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((r) => r.hash));
}

/** Ends every session of these users (password reset, account disabled or deleted); returns their hashes. */
export async function revokeAllSessions(db: Db, userIds: number[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .delete(sessions)
    .where(inArray(sessions.userId, userIds))
    .returning({ hash: sessions.tokenHash });
  return rows.map((r) => r.hash);
}
