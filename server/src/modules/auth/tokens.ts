import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/** 32 random bytes, base64url: opaque to clients; only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() - now < opts.tokenRefreshS * 1000) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now + (opts.tokenTtlS + opts.tokenRefreshS) * 1000) })
      .where(eq(sessions.id, row.id));
  }
  return row.userId;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
