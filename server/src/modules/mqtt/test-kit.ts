// Test helpers of the MQTT module: an app with its broker, products and devices written straight
// to the database, real MQTT clients, and waiting for what the server does asynchronously.
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import type { Tsl } from '@iot/contract';
import { and, eq } from 'drizzle-orm';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client.ts';
import { deviceGateways, devices } from '../device/schema.ts';
import { products } from '../../composition/schema.ts';
import { deviceLatest, deviceLogs, telemetry } from '../telemetry/schema.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { listen } from '../../../test/live-client.ts';

/**
 * The app of a describe block, listening on a free HTTP port with its broker started: the embedded
 * one on a free port unless `env` names another. The clients handed to `track` are ended before the
 * app closes. `t`, `url` (the embedded broker's) and `httpPort` are set once beforeAll has run.
 */
export function brokerApp(env: Record<string, string> = { MQTT_PORT: '0' }) {
  const clients: MqttClient[] = [];
  const m = {
    t: undefined as unknown as TestApp,
    url: '',
    httpPort: 0,
    db: () => m.t.database.db,
    track: (c: MqttClient) => (clients.push(c), c),
  };
  beforeAll(async () => {
    m.t = await createTestApp(env);
    m.httpPort = await listen(m.t.app);
    await m.t.app.mqtt.started();
    m.url = `mqtt://127.0.0.1:${m.t.app.mqtt.port}`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await m.t.close();
  });
  return m;
}

/** Keys unique across test runs (Mosquitto is shared). */
/** The shared Mosquitto of the external-broker tests. */
export const mosquitto = {
  url: 'mqtt://127.0.0.1:1883',
  /** Whether it answers (the external-broker tests are skipped otherwise). */
  answers: () =>
    new Promise<boolean>((resolve) => {
      const s = new Socket();
      s.setTimeout(500);
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
      s.once('timeout', () => (s.destroy(), resolve(false)));
      s.connect(1883, '127.0.0.1');
    }),
};

export const uniqueKey = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

export const SENSOR_TSL = (key: string): Tsl => ({
  key,
  name: key,
  properties: [
    {
      key: 'temperature',
      name: '温度',
      accessMode: 1,
      desc: '',
      valueType: { type: 'float', decimals: 1, min: -40, max: 120, unit: '°C' },
    },
    { key: 'humidity', name: '湿度', accessMode: 1, desc: '', valueType: { type: 'int', min: 0, max: 100, unit: '%' } },
  ],
  functions: [],
  events: [
    {
      key: 'overload',
      name: '过载',
      level: 1,
      desc: '',
      outputs: [{ key: 'current', name: '电流', desc: '', valueType: { type: 'float' } }],
    },
  ],
  tags: [],
});

export interface ProductOpts {
  status?: number;
  authType?: number;
  authUser?: string;
  authPasswd?: string;
  deviceType?: string;
}

export async function makeProduct(db: Db, opts: ProductOpts = {}) {
  const key = uniqueKey('pk');
  const [row] = await db
    .insert(products)
    .values({
      key,
      name: key,
      metadata: SENSOR_TSL(key),
      status: opts.status ?? 1,
      authType: opts.authType ?? 2,
      authUser: opts.authUser ?? '',
      authPasswd: opts.authPasswd ?? '',
      deviceType: opts.deviceType ?? '设备',
    })
    .returning();
  return row;
}

export async function makeDevice(
  db: Db,
  productId: number,
  opts: { status?: number; accessToken?: string; onlineTimeout?: number } = {},
) {
  const key = uniqueKey('dk');
  const [row] = await db
    .insert(devices)
    .values({
      key,
      name: key,
      productId,
      status: opts.status ?? 1,
      accessToken: opts.accessToken ?? `dt_${randomBytes(8).toString('hex')}`,
      onlineTimeout: opts.onlineTimeout ?? 0,
    })
    .returning();
  return row;
}

export async function bindSub(db: Db, gatewayId: number, subId: number) {
  await db.insert(deviceGateways).values({ gatewayId, subId });
}

/** Connects a real MQTT client; rejects with the CONNACK refusal. */
export function connectDevice(url: string, opts: IClientOptions): Promise<MqttClient> {
  return mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 5000, ...opts });
}

/** Connects with AccessToken credentials. */
export const connectToken = (url: string, device: { key: string; accessToken: string }, opts: IClientOptions = {}) =>
  connectDevice(url, { username: device.key, password: device.accessToken, clientId: uniqueKey('c'), ...opts });

/** Waits until `check` returns something truthy (or fails after `timeoutMs`). */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 5000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const logsOf = (db: Db, deviceId: number, type?: string) =>
  db
    .select()
    .from(deviceLogs)
    .where(type ? and(eq(deviceLogs.deviceId, deviceId), eq(deviceLogs.type, type)) : eq(deviceLogs.deviceId, deviceId))
    .orderBy(deviceLogs.id);

export const historyOf = (db: Db, deviceId: number) =>
  db.select().from(telemetry).where(eq(telemetry.deviceId, deviceId));

export const latestOf = async (db: Db, deviceId: number) =>
  (await db.select().from(deviceLatest).where(eq(deviceLatest.deviceId, deviceId)))[0];

export const deviceRow = async (db: Db, id: number) => (await db.select().from(devices).where(eq(devices.id, id)))[0];

/** A property post envelope. */
export const propertyPost = (params: Record<string, unknown>, ack = 1, id = '1') =>
  JSON.stringify({ id, version: '1.0', sys: { ack }, method: 'thing.event.property.post', params });

/** Resolves with the next message on `topic` (the client must have subscribed). */
export function nextMessage(client: MqttClient, topic: string, timeoutMs = 5000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${topic}`)), timeoutMs);
    const on = (t: string, payload: Buffer) => {
      if (t !== topic) return;
      clearTimeout(timer);
      client.off('message', on);
      resolve(JSON.parse(payload.toString()) as Record<string, unknown>);
    };
    client.on('message', on);
  });
}
