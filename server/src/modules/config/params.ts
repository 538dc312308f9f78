// The server's tunables read from the system parameters: one cached map of key → value per
// database, dropped on every write (and, through the bus, on every process); a TTL bounds what a
// write from outside the console could leave stale.
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../lib/bus.ts';
import { sysConfigs } from './schema.ts';

const TTL_MS = 60_000;

/** Keys the server itself reads, with the bounds a value must keep (an integer within them). */
export const PARAM_KEYS = {
  telemetryRetentionDays: 'iot.telemetry.retentionDays',
  loginMaxFailures: 'sys.login.maxFailures',
  loginLockMinutes: 'sys.login.lockMinutes',
} as const;

/** What the login lock uses when its parameters are missing or invalid (and what the seed writes). */
export const LOGIN_LOCK_DEFAULTS = { maxFailures: 5, lockMinutes: 15 } as const;

export const INTEGER_PARAMS: Record<string, [min: number, max: number]> = {
  [PARAM_KEYS.telemetryRetentionDays]: [1, 36_500],
  [PARAM_KEYS.loginMaxFailures]: [1, 100],
  [PARAM_KEYS.loginLockMinutes]: [1, 10_080],
};

interface Cached {
  at: number;
  values: Promise<Map<string, string>>;
}

const caches = new WeakMap<Db, Cached>();

/** Forgets this database's cached values (after a write here or, through the bus, elsewhere). */
export function dropParams(db: Db): void {
  caches.delete(db);
}

/** Every process drops its values when any of them writes a parameter. */
export function followParamChanges(db: Db, bus: Bus): void {
  bus.on('message', (m) => {
    if (m.type === 'paramsChanged') dropParams(db);
  });
  bus.on('reset', () => dropParams(db));
}

/** After a write: here at once, elsewhere through the bus (which also delivers it here). */
export async function paramsWritten(db: Db, bus: Bus): Promise<void> {
  dropParams(db);
  await bus.publish({ type: 'paramsChanged' }).catch(() => undefined);
}

function load(db: Db): Promise<Map<string, string>> {
  const hit = caches.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.values;
  const values = db
    .select({ key: sysConfigs.configKey, value: sysConfigs.configValue })
    .from(sysConfigs)
    .then((rows) => new Map(rows.map((r) => [r.key, r.value])));
  const entry = { at: Date.now(), values };
  caches.set(db, entry);
  // A failed read is not kept: the next call tries again.
  values.catch(() => caches.get(db) === entry && caches.delete(db));
  return values;
}

/** A parameter's value, or undefined when there is no such key. */
export async function paramValue(db: Db, key: string): Promise<string | undefined> {
  return (await load(db)).get(key);
}

/** An integer parameter within its bounds; `fallback` (the env setting or the default) otherwise. */
export async function paramInt(db: Db, key: string, fallback: number): Promise<number> {
  const raw = await paramValue(db, key).catch(() => undefined);
  const n = raw === undefined ? NaN : Number(raw.trim());
  const [min, max] = INTEGER_PARAMS[key] ?? [-Infinity, Infinity];
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}
