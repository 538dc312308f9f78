// Device simulator: `npm run simulate -- --devices 1000 --rate 1 [--url mqtt://127.0.0.1:1883]
// [--api http://127.0.0.1:8808] [--user admin --password 123456] [--seconds N]`.
//
// Through the console's HTTP API it makes (or reuses) the product `sim_th_sensor` (temperature,
// humidity, battery), publishes it, adds and enables the devices sim_00001.., and reads their access
// tokens; then every device connects over MQTT (AccessToken: user name = device key) and posts
// property values (random walks) `--rate` times a second with QoS 1. Prints sent/acked per second.
// The server must run with CAPTCHA=off (the login cannot answer a captcha).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import mqtt, { type MqttClient } from 'mqtt';

const { values: args } = parseArgs({
  options: {
    devices: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1' },
    url: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
    api: { type: 'string', default: 'http://127.0.0.1:8808' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: '123456' },
    seconds: { type: 'string', default: '0' },
  },
});
const DEVICES = Math.max(1, Math.min(99_999, Number(args.devices) || 1));
const RATE = Math.max(0.01, Number(args.rate) || 1);
const SECONDS = Math.max(0, Number(args.seconds) || 0);
const PRODUCT = 'sim_th_sensor';
const deviceKey = (i: number) => `sim_${String(i + 1).padStart(5, '0')}`;

// ---- the HTTP API ---------------------------------------------------------------------------

let token = '';
type Answer = { code: number; message: string; data?: Record<string, unknown> };

async function api(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<Answer> {
  const url = new URL(`/api/v1/${path}`, args.api);
  if (method === 'GET') for (const [k, v] of Object.entries(body ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  return (await res.json()) as Answer;
}

/** Calls the API and stops the simulator on a refusal, saying which call failed. */
async function must(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
  const answer = await api(method, path, body);
  if (answer.code !== 0) fail(`${method} /api/v1/${path}: ${answer.message} (code ${answer.code})`);
  return answer.data ?? {};
}

function fail(message: string): never {
  console.error(`simulate: ${message}`);
  process.exit(1);
}

async function login() {
  const answer = await api('POST', 'system/login', { username: args.user, password: args.password }).catch(
    (err: Error) => fail(`cannot reach the API at ${args.api}: ${err.message}`),
  );
  if (answer.code !== 0) {
    if (/captcha|verif|验证码/i.test(answer.message))
      fail(`the server asks for a captcha at login; start it with CAPTCHA=off to simulate (${answer.message})`);
    fail(`login as ${args.user} failed: ${answer.message}`);
  }
  token = (answer.data as { token: string }).token;
}

const PROPERTIES = [
  { key: 'temperature', name: '温度', valueType: { type: 'float', decimals: 1, min: -40, max: 120, unit: '°C' } },
  { key: 'humidity', name: '湿度', valueType: { type: 'float', decimals: 1, min: 0, max: 100, unit: '%RH' } },
  { key: 'battery', name: '电量', valueType: { type: 'int', min: 0, max: 100, unit: '%' } },
];

/** The product, made and published when missing; returns its access token. */
async function ensureProduct(): Promise<string> {
  const found = await api('GET', 'product/detail', { productKey: PRODUCT });
  if (found.code !== 0) {
    const categories = ((await must('GET', 'product/category/list')).category ?? []) as { id: number }[];
    let categoryId = categories[0]?.id;
    if (!categoryId) {
      // Named as the console's seeded texts know it (web/src/i18n/locales/seeded.json), like the
      // product and the devices: each shows in the console user's language while unchanged.
      await must('POST', 'product/category/add', { key: 'sim', name: '模拟器' });
      categoryId = (((await must('GET', 'product/category/list')).category ?? []) as { id: number }[])[0]?.id;
    }
    await must('POST', 'product/add', {
      key: PRODUCT,
      name: '模拟温湿度传感器',
      categoryId,
      messageProtocol: 'SagooMqtt',
      transportProtocol: 'mqtt_server',
      deviceType: '设备',
      desc: 'npm run simulate',
      authType: 2,
      accessToken: `pt_${randomBytes(16).toString('hex')}`,
    });
    console.log(`made the product ${PRODUCT}`);
  }
  type Detail = { status: number; accessToken: string; tsl: { properties: { key: string }[] | null } | null };
  let product = (await must('GET', 'product/detail', { productKey: PRODUCT })).data as Detail;
  const have = new Set((product.tsl?.properties ?? []).map((p) => p.key));
  for (const p of PROPERTIES)
    if (!have.has(p.key))
      await must('POST', 'product/tsl/property/add', { productKey: PRODUCT, accessMode: 1, desc: '', ...p });
  if (product.status !== 1) {
    await must('POST', `product/deploy?productKey=${PRODUCT}`);
    console.log(`published the product ${PRODUCT}`);
  }
  product = (await must('GET', 'product/detail', { productKey: PRODUCT })).data as Detail;
  return product.accessToken;
}

interface SimDevice {
  key: string;
  token: string;
}

/** The devices sim_00001.. of the product: added and enabled when missing, with their tokens. */
async function ensureDevices(productToken: string): Promise<SimDevice[]> {
  type Row = { key: string; status: number; accessToken: string };
  const list = async () =>
    ((await must('GET', 'product/device/page_list', { productKey: PRODUCT, pageNum: 1, pageSize: 10000 })).device ??
      []) as Row[];
  const wanted = Array.from({ length: DEVICES }, (_, i) => deviceKey(i));
  const existing = new Set((await list()).map((r) => r.key));
  const missing = wanted.filter((k) => !existing.has(k));
  for (let i = 0; i < missing.length; i += 20) {
    await Promise.all(
      missing.slice(i, i + 20).map((key) =>
        must('POST', 'product/device/add', {
          key,
          name: `模拟传感器 ${key.slice(4)}`,
          productKey: PRODUCT,
          authType: 2,
          accessToken: `dt_${randomBytes(16).toString('hex')}`,
        }),
      ),
    );
  }
  if (missing.length) console.log(`added ${missing.length} devices`);
  const wantedSet = new Set(wanted);
  const disabled = (await list()).filter((r) => wantedSet.has(r.key) && r.status === 0).map((r) => r.key);
  for (let i = 0; i < disabled.length; i += 1000)
    await must('POST', 'product/device/setDeviceStatus', { ids: disabled.slice(i, i + 1000), status: 1 });
  if (disabled.length) console.log(`enabled ${disabled.length} devices`);
  const rows = new Map((await list()).map((r) => [r.key, r]));
  return wanted.map((key) => ({ key, token: rows.get(key)?.accessToken || productToken }));
}

// ---- the devices ----------------------------------------------------------------------------

const counts = { sent: 0, acked: 0, failed: 0 };
const connected = new Set<string>();
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const walk = (v: number, step: number, lo: number, hi: number) => clamp(v + (Math.random() * 2 - 1) * step, lo, hi);
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

function runDevice(device: SimDevice, timers: NodeJS.Timeout[]): MqttClient {
  const state = {
    temperature: 15 + Math.random() * 20,
    humidity: 30 + Math.random() * 60,
    battery: 80 + Math.random() * 20,
  };
  const client = mqtt.connect(args.url, {
    clientId: device.key,
    username: device.key,
    password: device.token,
    keepalive: 30,
    reconnectPeriod: 3000,
    connectTimeout: 10_000,
  });
  let told = false;
  client.on('connect', () => connected.add(device.key));
  client.on('close', () => connected.delete(device.key));
  client.on('error', (err) => {
    if (!told) console.error(`${device.key}: ${err.message}`);
    told = true;
  });
  const topic = `/sys/${PRODUCT}/${device.key}/thing/event/property/post`;
  let id = 0;
  const post = () => {
    if (!client.connected) return;
    state.temperature = walk(state.temperature, 0.3, 15, 35);
    state.humidity = walk(state.humidity, 1, 30, 90);
    state.battery = clamp(state.battery - Math.random() * 0.02, 0, 100);
    const params = {
      temperature: round(state.temperature, 1),
      humidity: round(state.humidity, 1),
      battery: Math.round(state.battery),
    };
    const payload = JSON.stringify({
      id: String(++id),
      version: '1.0',
      sys: { ack: 0 },
      method: 'thing.event.property.post',
      params,
    });
    counts.sent++;
    client.publish(topic, payload, { qos: 1 }, (err) => (err ? counts.failed++ : counts.acked++));
  };
  const every = 1000 / RATE;
  // Spread the devices over the interval so the load is even.
  timers.push(
    setTimeout(() => {
      post();
      timers.push(setInterval(post, every));
    }, Math.random() * every),
  );
  return client;
}

async function main() {
  await login();
  const productToken = await ensureProduct();
  const devices = await ensureDevices(productToken);
  console.log(`connecting ${devices.length} devices to ${args.url}, ${RATE} message(s)/s each, QoS 1`);
  const timers: NodeJS.Timeout[] = [];
  const clients: MqttClient[] = [];
  // Connect in waves: a thousand CONNECTs at once would all wait on the same database reads.
  for (let i = 0; i < devices.length; i += 100) {
    clients.push(...devices.slice(i, i + 100).map((d) => runDevice(d, timers)));
    await new Promise((r) => setTimeout(r, 100));
  }
  const started = Date.now();
  let last = { ...counts };
  const report = setInterval(() => {
    const s = Math.round((Date.now() - started) / 1000);
    console.log(
      `${String(s).padStart(5)}s connected ${connected.size}/${devices.length}  sent ${counts.sent - last.sent}/s  acked ${counts.acked - last.acked}/s  total sent ${counts.sent} acked ${counts.acked} failed ${counts.failed}`,
    );
    last = { ...counts };
  }, 1000);
  const stop = async () => {
    clearInterval(report);
    for (const t of timers) clearTimeout(t);
    await Promise.all(clients.map((c) => c.endAsync().catch(() => undefined)));
    console.log(`done: sent ${counts.sent}, acked ${counts.acked}, failed ${counts.failed}`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  if (SECONDS) setTimeout(() => void stop(), SECONDS * 1000);
}

await main();
