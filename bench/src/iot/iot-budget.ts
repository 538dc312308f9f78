// The IoT budgets (issue 12) on the real path: devices connect over MQTT to the server's embedded
// broker, post properties with QoS 1 (acknowledged once stored), a console watches some of them
// live, and history is read through the API.
import { readFileSync } from 'node:fs';
import { apiOf } from './api.ts';
import { connectFleet, offerLoad } from './devices.ts';
import { openLiveProbe, percentile } from './live-probe.ts';
import { BENCH_PRODUCT, provisionDevices, publishAlarmRules } from './provision.ts';

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

export interface IngestOptions {
  baseUrl: string;
  token: string;
  mqttUrl: string;
  serverPid: number;
  /** Devices that publish (5,000), of `connected` in all (10,000 for the memory figure). */
  publishing: number;
  connected: number;
  /** Messages per second offered in total, and for how long. */
  offered: number;
  seconds: number;
  /** Published alarm rules on the product during the load (none by default). */
  alarmRules?: number;
}

export async function measureIngestion(o: IngestOptions) {
  const api = apiOf(o.baseUrl, o.token);
  const keys = await provisionDevices(api, o.connected);
  if (o.alarmRules) await publishAlarmRules(api, o.alarmRules);
  const rssBefore = rssMb(o.serverPid);
  const fleet = await connectFleet(o.mqttUrl, keys);
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const rssConnected = rssMb(o.serverPid);
    const publishers = { clients: fleet.clients.slice(0, o.publishing), close: fleet.close };
    const watched = keys.slice(0, 50);
    const probe = await openLiveProbe(o.baseUrl, o.token, watched);
    const load = await offerLoad(publishers, keys.slice(0, o.publishing), o.offered, o.seconds);
    await new Promise((r) => setTimeout(r, 1500));
    probe.close();
    const rssLoaded = rssMb(o.serverPid);
    // No loss: what the API reads back for some devices equals what each had acknowledged.
    let checked = 0;
    let lost = 0;
    for (const key of watched.slice(0, 20)) {
      const page = await api.call<{ Total: number }>('GET', 'product/device/property/list', {
        deviceKey: key,
        propertyKey: 'temperature',
        pageSize: 1,
      });
      checked++;
      lost += Math.max(0, (load.perDevice.get(key) ?? 0) - page.Total);
    }
    return {
      ...load,
      msgPerSecond: load.acked / load.seconds,
      rssBefore,
      rssConnected,
      rssLoaded,
      liveP99: percentile(probe.latencies, 99),
      liveFrames: probe.latencies.length,
      checked,
      lost,
    };
  } finally {
    await fleet.close();
  }
}

/** A downsampled history query, sequentially, as one console asks it; p99 in ms. */
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
  for (let i = 0; i < 60; i++) {
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
  return { p50: percentile(times, 50), p99: percentile(times, 99), points };
}

export { BENCH_PRODUCT };
