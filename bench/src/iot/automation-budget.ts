// The automations' budgets (issue 25), BENCH_ONLY=automation: property posts stored with 100
// enabled flows on the bench product against the rate without them (>= 90%), and the time from a
// device's post to the downlink a flow's property-set action sends another device (p99 < 200 ms).
// A server of its own (PGlite), devices over MQTT, flows added and enabled through the API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { freePort, startServer } from '../../../e2e/server.ts';
import { apiOf, signIn, stopServer, type Api } from './api.ts';
import { connectFleet } from './devices.ts';
import { fmt, interleaved, lostMessages, openSession, runsText } from './ingest-rounds.ts';
import { percentile } from './live-probe.ts';
import { addBenchProduct, BENCH_PRODUCT, BENCH_PROPERTIES, BENCH_TOKEN, benchDeviceKey } from './provision.ts';

type Report = (name: string, budget: string, figure: string) => void;

const DEVICES = Number(process.env.BENCH_IOT_DEVICES) || 2000;
const SECONDS = Number(process.env.BENCH_IOT_SECONDS) || 20;
const OFFERED = Number(process.env.BENCH_IOT_OFFERED) || 3000;
export const FLOWS = 100;
const SAMPLES = 200;
/** The device the latency flow switches: its own product with a writable property. */
const CTL_PRODUCT = 'bench_ctl';
const CTL_DEVICE = 'bench_ctl_0';

export async function ensureCtlDevice(api: Api) {
  const found = await api.call('GET', 'product/detail', { productKey: CTL_PRODUCT }).catch(() => null);
  if (found) return;
  await addBenchProduct(api, CTL_PRODUCT, 'Bench switch');
  await api.call('POST', 'product/tsl/property/add', {
    productKey: CTL_PRODUCT,
    key: 'power',
    name: 'power',
    accessMode: 0,
    valueType: { type: 'int', min: 0, max: 1 },
  });
  await api.call('POST', 'product/deploy', { productKey: CTL_PRODUCT });
  await api.upload(
    'product/device/import',
    { productKey: CTL_PRODUCT },
    {
      name: 'devices.csv',
      body: `name,key,desc,version,lng,lat,onlineTimeout\n${CTL_DEVICE},${CTL_DEVICE},,1.0,121.47,31.23,600`,
    },
  );
  await api.call('POST', 'product/device/setDeviceStatus', { ids: [CTL_DEVICE], status: 1 });
}

const setPower = {
  id: 'on',
  type: 'action.propertySet',
  position: { x: 300, y: 0 },
  data: { deviceKey: CTL_DEVICE, params: { power: 1 } },
};
const flowOf = (name: string, trigger: Record<string, unknown>) => ({
  name,
  graph: {
    nodes: [
      { id: 't', type: 'trigger.property', position: { x: 0, y: 0 }, data: { productKey: BENCH_PRODUCT, ...trigger } },
      setPower,
    ],
    edges: [{ id: 'e', source: 't', target: 'on' }],
  },
});

async function addEnabled(api: Api, flow: ReturnType<typeof flowOf>) {
  const { id } = await api.call<{ id: number }>('POST', 'automation/flow/add', flow);
  await api.call('PUT', 'automation/flow/setStatus', { id, status: 1 });
  return id;
}

/** 100 enabled flows on the bench product, each with a condition the bench's values never meet; their ids. */
export async function addIdleFlows(api: Api): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < FLOWS; i++)
    ids.push(
      await addEnabled(
        api,
        flowOf(`bench flow ${i}`, { key: BENCH_PROPERTIES[i % 3], operator: 'gt', value: 99_000 + i }),
      ),
    );
  return ids;
}

/** Post (humidity -500 fires the latency flow) to the switch's property set, one device per post. */
async function measureDownlink(mqttUrl: string, api: Api) {
  await addEnabled(api, flowOf('bench latency', { key: 'humidity', operator: 'lt', value: -100 }));
  const ctl = await mqtt.connectAsync(mqttUrl, {
    clientId: CTL_DEVICE,
    username: CTL_DEVICE,
    password: BENCH_TOKEN,
    reconnectPeriod: 0,
  });
  let arrived: (() => void) | null = null;
  ctl.on('message', (topic, payload) => {
    if (topic.endsWith('_reply')) return;
    arrived?.();
    const { id } = JSON.parse(payload.toString()) as { id: string };
    void ctl.publishAsync(`${topic}_reply`, JSON.stringify({ id, version: '1.0', code: 200, data: {} }));
  });
  await ctl.subscribeAsync(`/sys/${CTL_PRODUCT}/${CTL_DEVICE}/thing/service/#`);
  // One run a second per flow and device: each post comes from another of 20 devices.
  const keys = Array.from({ length: 20 }, (_, i) => benchDeviceKey(i));
  const fleet = await connectFleet(mqttUrl, keys);
  const lastPost = new Map<number, number>();
  const times: number[] = [];
  let missed = 0;
  try {
    await new Promise((r) => setTimeout(r, 1000));
    for (let i = 0; i < SAMPLES; i++) {
      const d = i % keys.length;
      const wait = (lastPost.get(d) ?? 0) + 1100 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const client: MqttClient = fleet.clients[d];
      const time = Date.now();
      const params = {
        temperature: { value: 20, time },
        humidity: { value: -500, time },
        pressure: { value: 1000, time },
      };
      const t0 = performance.now();
      const got = new Promise<boolean>((resolve) => {
        arrived = () => resolve(true);
        setTimeout(() => resolve(false), 5000);
      });
      lastPost.set(d, Date.now());
      client.publish(
        `/sys/${BENCH_PRODUCT}/${keys[d]}/thing/event/property/post`,
        JSON.stringify({ id: String(i), version: '1.0', method: 'thing.event.property.post', params }),
        { qos: 1 },
      );
      if (await got) times.push(performance.now() - t0);
      else missed++;
      arrived = null;
    }
  } finally {
    await fleet.close();
    await ctl.endAsync(true);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), samples: times.length, missed };
}

export async function runAutomation(report: Report) {
  const dataDir = mkdtempSync(join(tmpdir(), 'iot-bench-automation-'));
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startServer({ port, dataDir, mqttPort, env: { LOG_LEVEL: 'error' } });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await signIn(baseUrl);
    const api = apiOf(baseUrl, token);
    const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
    await ensureCtlDevice(api);
    const flows = await addIdleFlows(api);
    const session = await openSession({
      baseUrl,
      token,
      mqttUrl,
      serverPid: server.pid!,
      publishing: DEVICES,
      connected: DEVICES,
    });
    try {
      // Without and with the flows, interleaved on one fleet (ingest-rounds.ts).
      const c = await interleaved(session, OFFERED, SECONDS, async (on) => {
        for (const id of flows) await api.call('PUT', 'automation/flow/setStatus', { id, status: on ? 1 : 0 });
      });
      const { lost } = await lostMessages(session);
      const failed = [...c.without, ...c.withOn].reduce((a, r) => a + r.failed, 0);
      report(
        `automation PGlite: property posts stored with ${FLOWS} enabled flows`,
        '>= 90% of the rate without flows',
        `${fmt(c.meanWith)} msg/s (runs ${runsText(c.withOn)}) vs ${fmt(c.meanWithout)} without (runs ${runsText(c.without)}), ` +
          `${(100 * c.ratio).toFixed(0)}% (rounds ${c.ratios.map((r) => `${(100 * r).toFixed(0)}%`).join(', ')}; ${failed} failed, ${lost} lost)`,
      );
    } finally {
      await session.close();
    }
    const d = await measureDownlink(mqttUrl, api);
    report(
      'automation PGlite: device post to the action’s downlink',
      'p99 < 200 ms',
      `p99 ${d.p99.toFixed(0)} ms (median ${d.p50.toFixed(0)} ms, ${d.samples} samples, ${d.missed} missed)`,
    );
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
