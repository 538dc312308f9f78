// Ingestion measured as the issue asks (issue 28): the devices offer more than the server can take
// and what was stored is reported beside what was offered; the comparison with and without rules
// and flows runs interleaved (without, with, without, with, without) on one fleet, so that a noisy machine
// does not decide the ratio, and its spread is printed; the live latency is measured apart, at a
// load the server keeps up with (under overload every queue grows without bound).
import { apiOf, type Api } from './api.ts';
import { connectPublishers, offerLoad, type Publishers } from './devices.ts';
import { openLiveProbe, percentile } from './live-probe.ts';
import { provisionDevices } from './provision.ts';
import { rssMb } from './iot-budget.ts';

export interface Session {
  api: Api;
  baseUrl: string;
  token: string;
  keys: string[];
  publishers: Publishers;
  /** Acknowledged messages per device over every run: what the API must read back. */
  acked: Map<string, number>;
  serverPid: number;
  rss: { before: number; connected: number };
  close(): Promise<void>;
}

export async function openSession(o: {
  baseUrl: string;
  token: string;
  mqttUrl: string;
  serverPid: number;
  publishing: number;
  connected: number;
}): Promise<Session> {
  const api = apiOf(o.baseUrl, o.token);
  const keys = await provisionDevices(api, o.connected);
  const before = rssMb(o.serverPid);
  const fleet = await connectPublishers(o.mqttUrl, keys);
  await new Promise((r) => setTimeout(r, 2000));
  return {
    api,
    baseUrl: o.baseUrl,
    token: o.token,
    keys: keys.slice(0, o.publishing),
    publishers: { devices: fleet.devices.slice(0, o.publishing), close: fleet.close },
    acked: new Map(),
    serverPid: o.serverPid,
    rss: { before, connected: rssMb(o.serverPid) },
    close: fleet.close,
  };
}

export interface Run {
  offered: number;
  stored: number;
  failed: number;
  /** Live frames' latency p99 (ms) when the run was watched. */
  liveP99?: number;
  liveFrames?: number;
}

/** One load run; with `watch`, a console follows 50 of the devices on the live channel. */
export async function runLoad(s: Session, offered: number, seconds: number, watch = false): Promise<Run> {
  const probe = watch ? await openLiveProbe(s.baseUrl, s.token, s.keys.slice(0, 50)) : null;
  const load = await offerLoad(s.publishers, s.keys, offered, seconds);
  probe?.close();
  for (const [key, n] of load.perDevice) s.acked.set(key, (s.acked.get(key) ?? 0) + n);
  return {
    offered: load.sent / seconds,
    stored: load.acked / load.seconds,
    failed: load.failed,
    ...(probe ? { liveP99: percentile(probe.latencies, 99), liveFrames: probe.latencies.length } : {}),
  };
}

/**
 * Alternates runs without and with `toggle(true)`, `rounds` times, starting and ending without: each
 * "with" run is compared with the runs on either side of it, so that a rate that drifts over the
 * rounds (the tables grow) does not count as the rules' cost.
 */
export async function interleaved(
  s: Session,
  offered: number,
  seconds: number,
  toggle: (on: boolean) => Promise<void>,
  rounds = 2,
) {
  const without: Run[] = [];
  const withOn: Run[] = [];
  for (let i = 0; i < rounds; i++) {
    await toggle(false);
    without.push(await runLoad(s, offered, seconds));
    await toggle(true);
    withOn.push(await runLoad(s, offered, seconds));
  }
  await toggle(false);
  without.push(await runLoad(s, offered, seconds));
  const mean = (runs: Run[]) => runs.reduce((a, r) => a + r.stored, 0) / runs.length;
  // The ratio of each "with" run to the "without" runs beside it: its spread says how noisy the machine was.
  const ratios = withOn.map((r, i) => r.stored / ((without[i].stored + without[i + 1].stored) / 2));
  return {
    without,
    withOn,
    meanWithout: mean(without),
    meanWith: mean(withOn),
    ratio: ratios.reduce((a, b) => a + b, 0) / ratios.length,
    ratios,
  };
}

/** What the API reads back for 20 devices against what each had acknowledged over every run. */
export async function lostMessages(s: Session): Promise<{ checked: number; lost: number }> {
  let lost = 0;
  const checked = s.keys.slice(0, 20);
  for (const key of checked) {
    const page = await s.api.call<{ Total: number }>('GET', 'product/device/property/list', {
      deviceKey: key,
      propertyKey: 'temperature',
      pageSize: 1,
    });
    lost += Math.max(0, (s.acked.get(key) ?? 0) - page.Total);
  }
  return { checked: checked.length, lost };
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en');
export const runsText = (runs: Run[]) => runs.map((r) => fmt(r.stored)).join(', ');
