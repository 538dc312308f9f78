// Device credential guessing, throttled as logins are: the same lock per (device key, address)
// that the console's login uses (modules/auth/throttle.ts: `sys.login.maxFailures` failures within
// 15 minutes lock the pair for `sys.login.lockMinutes`, shared by every server process through the
// database), and a ceiling per address across keys (ADDRESS_MAX_FAILURES failures within a minute),
// held in memory, which also spares the database a flood of guesses. Refused attempts do not count,
// so a locked client cannot extend its own lock; a right device from another address never waits
// for someone else's guesses.
import type { Db } from '../../db/client.ts';
import { lockRemainingMs, recordFailure } from '../auth/index.ts';
import { checkConnect, type ConnectVerdict } from './auth.ts';
import type { DeviceCache } from './devices.ts';
import type { ConnectAttempt, Uplinks } from './uplinks.ts';

/** Failed device logins one address may make within ADDRESS_WINDOW_MS; more are refused until it passes. */
export const ADDRESS_MAX_FAILURES = 30;
export const ADDRESS_WINDOW_MS = 60_000;
/** Addresses remembered at most (the oldest are forgotten first). */
const MAX_ADDRESSES = 10_000;
/** Device keys share the login lock's table with user names: they are kept apart by this prefix. */
const LOCK_PREFIX = 'mqtt:';
/** A refusal is logged once a minute per address and key, not at every attempt of a flood. */
const LOG_EVERY_MS = 60_000;

export type ThrottledVerdict =
  | ConnectVerdict
  | { throttled: { ms: number; scope: 'address' | 'key'; key: string; address: string; log: boolean } };

export class DeviceThrottle {
  /** Recent failure times per address, oldest first, at most ADDRESS_MAX_FAILURES each. */
  private failures = new Map<string, number[]>();
  private logged = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly cache: DeviceCache,
  ) {}

  /**
   * Decides a CONNECT (or an external broker's question) from `address`: refused without looking
   * at the credentials while the address or this device key from it is locked, else checked, a
   * failure counted.
   */
  async check(clientId: string, username: string, password: string, address: string): Promise<ThrottledVerdict> {
    const now = Date.now();
    const waitAddress = this.addressWait(address, now);
    if (waitAddress > 0) return this.refusal(waitAddress, 'address', '', address, now);
    const key = await this.claimedKey(clientId, username);
    if (key) {
      const waitKey = await lockRemainingMs(this.db, LOCK_PREFIX + key, address, now);
      if (waitKey > 0) return this.refusal(waitKey, 'key', key, address, now);
    }
    const verdict = await checkConnect(this.cache, clientId, username, password);
    if ('refused' in verdict && verdict.guess) await this.failed(key, address, now);
    return verdict;
  }

  /**
   * The device key a CONNECT claims to be: the user name for AccessToken, the client id for Basic
   * (auth.ts), else whichever it names.
   */
  private async claimedKey(clientId: string, username: string): Promise<string> {
    if (username && (await this.cache.get(username))?.credentials.authType === 2) return username;
    if (clientId && (await this.cache.get(clientId))?.credentials.authType === 1) return clientId;
    return (username || clientId).slice(0, 256);
  }

  private async failed(key: string, address: string, now: number) {
    const times = (this.failures.get(address) ?? []).filter((t) => now - t < ADDRESS_WINDOW_MS);
    times.push(now);
    if (times.length > ADDRESS_MAX_FAILURES) times.splice(0, times.length - ADDRESS_MAX_FAILURES);
    this.failures.delete(address);
    this.failures.set(address, times);
    if (this.failures.size > MAX_ADDRESSES) this.failures.delete(this.failures.keys().next().value!);
    if (key) await recordFailure(this.db, LOCK_PREFIX + key, address);
  }

  /** Milliseconds until the address has fewer than ADDRESS_MAX_FAILURES failures in the window. */
  private addressWait(address: string, now: number): number {
    const times = this.failures.get(address);
    if (!times || times.length < ADDRESS_MAX_FAILURES) return 0;
    const wait = times[times.length - ADDRESS_MAX_FAILURES] + ADDRESS_WINDOW_MS - now;
    if (wait <= 0 && now - times[times.length - 1] >= ADDRESS_WINDOW_MS) this.failures.delete(address);
    return Math.max(0, wait);
  }

  private refusal(ms: number, scope: 'address' | 'key', key: string, address: string, now: number): ThrottledVerdict {
    const id = `${scope}\n${address}\n${scope === 'key' ? key : ''}`;
    const last = this.logged.get(id);
    const log = last === undefined || now - last >= LOG_EVERY_MS;
    if (log) {
      this.logged.delete(id);
      this.logged.set(id, now);
      if (this.logged.size > MAX_ADDRESSES) this.logged.delete(this.logged.keys().next().value!);
    }
    return { throttled: { ms, scope, key, address, log } };
  }
}

/** The log line of a throttled attempt. */
export function throttledLine(t: { ms: number; scope: 'address' | 'key'; key: string; address: string }) {
  const why =
    t.scope === 'key'
      ? `too many failed logins of device "${t.key}" from ${t.address}`
      : `too many failed device logins from ${t.address}`;
  return `device login refused: ${why}; refused for ${Math.ceil(t.ms / 1000)} s more`;
}

/**
 * Writes a refused CONNECT (or an external broker's refused question) to the log of the device it
 * named, with the reason; a throttled attempt only when the server log says so too (once a minute).
 * Unknown devices have no log: the server log is theirs.
 */
export async function logRefusal(
  cache: DeviceCache,
  uplinks: Pick<Uplinks, 'refusedConnect'>,
  verdict: ThrottledVerdict,
  attempt: ConnectAttempt,
): Promise<void> {
  if ('device' in verdict) return;
  if ('refused' in verdict) {
    if (verdict.known) await uplinks.refusedConnect(verdict.known.device, verdict.known.reason, attempt);
    return;
  }
  const { key, log } = verdict.throttled;
  const device = log && key ? await cache.get(key) : null;
  if (device) await uplinks.refusedConnect(device, 'throttled', attempt);
}
