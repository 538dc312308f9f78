// What the IoT budgets read besides the load itself (ingest-rounds.ts): a process's memory, and a
// week of history read through the API as a console asks for it.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/src/db/client.ts';
import { devices } from '../../../server/src/composition/schema.ts';
import { historyStatements } from '../../../server/src/modules/telemetry/history.ts';
// The module's message keys (declaration merging), which history.ts names in its errors.
import type {} from '../../../server/src/modules/telemetry/messages.ts';
import { insertSyntheticHistory } from '../../../server/src/modules/telemetry/synthetic.ts';
import { percentile } from './live-probe.ts';

export const DAY = 86_400_000;

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/**
 * A downsampled history query, sequentially, as one console asks it: 200 reads, so that the p99 is
 * not simply the slowest (with 60 it was); the first read, cold, is given apart. With `during` (a
 * load), as many as start before it settles instead: a fixed 200 outlasted a load that slowed each
 * read, and the quick reads after it made the median and the p99 of "under load" partly a quiet
 * machine's. Times in ms; `times` in the order read.
 */
export async function measureHistory(
  baseUrl: string,
  token: string,
  deviceKey: string,
  from: number,
  to: number,
  during?: Promise<unknown>,
) {
  const url = new URL('/api/v1/product/device/property/history', baseUrl);
  url.search = new URLSearchParams({
    deviceKey,
    propertyKey: 'temperature',
    start: String(from),
    end: String(to),
    points: '1000',
  }).toString();
  const times: number[] = [];
  let points = 0;
  let loaded = Boolean(during);
  // then(…, …) rather than finally: a load that fails is reported by its own caller, not here as an unhandled rejection.
  const unload = () => (loaded = false);
  during?.then(unload, unload);
  for (let i = 0; during ? loaded || i === 0 : i < 200; i++) {
    const t0 = performance.now();
    const body = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      code: number;
      message: string;
      data: { points: unknown[] };
    };
    times.push(performance.now() - t0);
    if (body.code !== 0) throw new Error(`history: ${body.message}`);
    points = body.data.points.length;
  }
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    first: times[0],
    reads: times.length,
    points,
    times,
  };
}

/** A device's id, read from the database the bench opens beside its server. */
async function deviceIdOf(database: Awaited<ReturnType<typeof openDatabase>>, deviceKey: string): Promise<number> {
  const [row] = await database.db.select({ id: devices.id }).from(devices).where(eq(devices.key, deviceKey));
  return row.id;
}

/** Seven days at 1 Hz for one device, written straight into the database (PGlite's while its server is stopped). */
export async function seedWeek(
  where: { dataDir: string } | { url: string },
  deviceKey: string,
  to: number,
): Promise<void> {
  const database = await openDatabase(where);
  try {
    await insertSyntheticHistory(
      database.db,
      await deviceIdOf(database, deviceKey),
      'temperature',
      to - 7 * DAY,
      to,
      1000,
    );
  } finally {
    await database.close();
  }
}

/**
 * The statement of a week's history read (buckets of `measureHistory`'s query), run straight on the
 * database from this process every 100 ms until `until` settles: what the database takes for it,
 * apart from the server. Times in ms.
 */
export async function timeHistoryStatement(
  url: string,
  deviceKey: string,
  from: number,
  to: number,
  until: Promise<unknown>,
) {
  const database = await openDatabase({ url });
  try {
    const { buckets } = historyStatements(await deviceIdOf(database, deviceKey), 'temperature', from, to, 1000, true);
    let done = false;
    const finish = () => (done = true);
    until.then(finish, finish);
    const times: number[] = [];
    while (!done) {
      const t0 = performance.now();
      await database.db.execute(buckets);
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { p50: percentile(times, 50), p99: percentile(times, 99), reads: times.length };
  } finally {
    await database.close();
  }
}
