import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

/**
 * After MAX_FAILURES failures for one (user name, IP) within WINDOW_MS, that pair is refused until
 * LOCK_MS after the failure that reached the limit. Refused attempts are not recorded as failures,
 * so a locked-out client cannot extend its own lock; successful logins never count.
 * Returns the milliseconds left on the lock, or 0.
 */
export async function lockRemainingMs(db: Db, userName: string, ip: string, now = Date.now()): Promise<number> {
  const recent = await db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.userName, userName),
        eq(loginFailures.ip, ip),
        gt(loginFailures.createdAt, new Date(now - WINDOW_MS - LOCK_MS)),
      ),
    )
    .orderBy(desc(loginFailures.createdAt))
    .limit(50);
  const times = recent.map((r) => r.at.getTime()).reverse();
  // Walk forward: find the failure that makes MAX_FAILURES within a window; it starts a lock.
  let lockedUntil = 0;
  for (let i = MAX_FAILURES - 1; i < times.length; i++) {
    if (times[i] < lockedUntil) continue;
    if (times[i] - times[i - MAX_FAILURES + 1] <= WINDOW_MS) lockedUntil = times[i] + LOCK_MS;
  }
  return Math.max(0, lockedUntil - now);
}

export async function recordFailure(db: Db, userName: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ userName, ip });
  // Old rows are useless to the throttle; trim them as we go.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 2 * (WINDOW_MS + LOCK_MS))));
}
