import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from './schema.ts';
import { LOGIN_LOCK_DEFAULTS, paramInt, PARAM_KEYS } from '../config/index.ts';

/** The defaults; the system parameters sys.login.maxFailures and sys.login.lockMinutes rule. */
export const MAX_FAILURES = LOGIN_LOCK_DEFAULTS.maxFailures;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = LOGIN_LOCK_DEFAULTS.lockMinutes * 60 * 1000;

/** The lock's limits as the parameters set them now (cached; dropped when a parameter is written). */
export async function lockLimits(db: Db): Promise<{ maxFailures: number; lockMs: number }> {
  const [maxFailures, lockMinutes] = await Promise.all([
    paramInt(db, PARAM_KEYS.loginMaxFailures, MAX_FAILURES),
    paramInt(db, PARAM_KEYS.loginLockMinutes, LOGIN_LOCK_DEFAULTS.lockMinutes),
  ]);
  return { maxFailures, lockMs: lockMinutes * 60_000 };
}

/**
 * After maxFailures failures for one (user name, IP) within WINDOW_MS, that pair is refused until
 * lockMs (both from lockLimits) after the failure that reached the limit. Refused attempts are not recorded as failures,
 * so a locked-out client cannot extend its own lock; successful logins never count.
 * Returns the milliseconds left on the lock, or 0.
 */
export async function lockRemainingMs(db: Db, userName: string, ip: string, now = Date.now()): Promise<number> {
  const { maxFailures, lockMs } = await lockLimits(db);
  const recent = await db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.userName, userName),
        eq(loginFailures.ip, ip),
        gt(loginFailures.createdAt, new Date(now - WINDOW_MS - lockMs)),
      ),
    )
    .orderBy(desc(loginFailures.createdAt))
    .limit(50);
  const times = recent.map((r) => r.at.getTime()).reverse();
  // Walk forward: find the failure that makes maxFailures within a window; it starts a lock.
  let lockedUntil = 0;
  for (let i = maxFailures - 1; i < times.length; i++) {
    if (times[i] < lockedUntil) continue;
    if (times[i] - times[i - maxFailures + 1] <= WINDOW_MS) lockedUntil = times[i] + lockMs;
  }
  return Math.max(0, lockedUntil - now);
}

export async function recordFailure(db: Db, userName: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ userName, ip });
  // Old rows are useless to the throttle; trim them as we go.
  const { lockMs } = await lockLimits(db);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 2 * (WINDOW_MS + lockMs))));
}
