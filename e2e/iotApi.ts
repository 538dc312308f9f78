// What the IoT specs need besides the browser: the API as admin (make a product, devices, rules) and
// devices as real MQTT clients on the e2e server's embedded broker, speaking SagooIoT's topics.
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { baseUrl, launch } from './browser';

type Answer = { code: number; message: string; data?: Record<string, unknown> };

let token = '';

/** Calls /api/v1/<path> as admin; throws on any code but 0, naming the call. */
export async function api(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}) {
  if (!token && path !== 'system/login') {
    const login = await api('POST', 'system/login', { username: 'admin', password: '123456' });
    token = (login as { token: string }).token;
  }
  const url = new URL(`/api/v1/${path}`, baseUrl());
  if (method === 'GET') for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', authorization: `Bearer ${token}` },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as Answer;
  if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.message} (code ${answer.code})`);
  return answer.data ?? {};
}

export interface TestDevice {
  productKey: string;
  key: string;
  token: string;
}

/**
 * A published product with a writable int property `target`, a read-only `temperature` and
 * `devices` enabled devices (AccessToken authentication). Keys are unique per call. `deviceType`
 * makes a gateway (网关) or sub-device (子设备) product instead.
 */
export async function makeProduct(
  devices: number,
  deviceType: '设备' | '网关' | '子设备' = '设备',
): Promise<{ productKey: string; devices: TestDevice[] }> {
  const suffix = randomBytes(3).toString('hex');
  const productKey = `e2e_${suffix}`;
  const categories = ((await api('GET', 'product/category/list')).category ?? []) as { id: number }[];
  let categoryId = categories[0]?.id;
  if (!categoryId) {
    await api('POST', 'product/category/add', { key: `cat_${suffix}`, name: 'E2E' });
    categoryId = (((await api('GET', 'product/category/list')).category ?? []) as { id: number }[])[0]?.id;
  }
  await api('POST', 'product/add', {
    key: productKey,
    name: `E2E product ${suffix}`,
    categoryId,
    messageProtocol: 'SagooMqtt',
    transportProtocol: 'mqtt_server',
    deviceType,
    authType: 2,
    accessToken: `pt_${randomBytes(16).toString('hex')}`,
  });
  const property = (key: string, name: string, accessMode: number) =>
    api('POST', 'product/tsl/property/add', {
      productKey,
      key,
      name,
      accessMode,
      desc: '',
      valueType: { type: 'int', min: -100, max: 1000 },
    });
  await property('target', 'Target', 0);
  await property('temperature', 'Temperature', 1);
  await api('POST', `product/deploy?productKey=${productKey}`);
  const made: TestDevice[] = [];
  for (let i = 1; i <= devices; i++) {
    const key = `${productKey}_d${i}`;
    const deviceToken = `dt_${randomBytes(16).toString('hex')}`;
    await api('POST', 'product/device/add', {
      key,
      name: `E2E device ${i}`,
      productKey,
      authType: 2,
      accessToken: deviceToken,
    });
    made.push({ productKey, key, token: deviceToken });
  }
  if (made.length) await api('POST', 'product/device/setDeviceStatus', { ids: made.map((d) => d.key), status: 1 });
  return { productKey, devices: made };
}

/**
 * Connects a device to the embedded broker. With `answer`, it answers every downlink on
 * `<topic>_reply` with that code and data; without, it stays silent (the command times out).
 */
export async function connectDevice(d: TestDevice, answer?: { code: number; data: unknown }): Promise<MqttClient> {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${inject('mqttPort')}`, {
    clientId: d.key,
    username: d.key,
    password: d.token,
    reconnectPeriod: 0,
  });
  await client.subscribeAsync(`/sys/${d.productKey}/${d.key}/#`);
  client.on('message', (topic, payload) => {
    if (!answer || topic.endsWith('_reply')) return;
    const { id } = JSON.parse(payload.toString()) as { id: string };
    void client.publishAsync(`${topic}_reply`, JSON.stringify({ id, version: '1.0', ...answer }));
  });
  return client;
}

/** Posts property values as SagooIoT's `thing.event.property.post`. */
export const postProperties = (client: MqttClient, d: TestDevice, params: Record<string, unknown>) =>
  client.publishAsync(
    `/sys/${d.productKey}/${d.key}/thing/event/property/post`,
    JSON.stringify({ id: String(Date.now()), version: '1.0', method: 'thing.event.property.post', params }),
    { qos: 1 },
  );

/**
 * A spec file's browser and the devices it connects (push them to `clients`): launched before its
 * tests, closed after them.
 */
export function browserAndDevices(): { browser: Browser; clients: MqttClient[] } {
  const spec = { browser: undefined as unknown as Browser, clients: [] as MqttClient[] };
  beforeAll(async () => {
    spec.browser = await launch();
  });
  afterAll(async () => {
    await Promise.all(spec.clients.map((c) => c.endAsync(true)));
    await spec.browser?.close();
  });
  return spec;
}
