// What the IoT budgets read besides the load itself (ingest-rounds.ts): a process's memory, and a
// week of history read through the API as a console asks for it.
import { readFileSync } from 'node:fs';
import { percentile } from './live-probe.ts';

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/**
 * A downsampled history query, sequentially, as one console asks it: 200 reads, so that the p99 is
 * not simply the slowest (with 60 it was); the first read, cold, is given apart. Times in ms.
 */
export async function measureHistory(baseUrl: string, token: string, deviceKey: string, from: number, to: number) {
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
  for (let i = 0; i < 200; i++) {
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
  return { p50: percentile(times, 50), p99: percentile(times, 99), first: times[0], reads: times.length, points };
}
