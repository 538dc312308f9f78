// The command tests' product (read-write properties of every kind, functions with inputs and
// outputs), its devices, and a device that answers downlinks over a real MQTT connection.
import type { Tsl, ValueType } from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import type { Db } from '../../db/client.ts';
import { devices } from '../device/schema.ts';
import { products } from '../../composition/schema.ts';
import { deviceCommands } from './schema.ts';
import { connectToken, makeDevice, uniqueKey, waitFor } from '../mqtt/test-kit.ts';

const prop = (key: string, valueType: ValueType, accessMode: 0 | 1 = 0) => ({
  key,
  name: key,
  accessMode,
  desc: '',
  valueType,
});
const param = (key: string, valueType: ValueType) => ({ key, name: key, desc: '', valueType });

export const COMMAND_TSL = (key: string): Tsl => ({
  key,
  name: key,
  properties: [
    prop('temperature', { type: 'float', min: -40, max: 120 }, 1),
    prop('target', { type: 'int', min: 10, max: 30 }),
    prop('power', { type: 'boolean' }),
    prop('mode', {
      type: 'enum',
      elements: [
        { value: '1', text: 'Auto' },
        { value: '2', text: 'Manual' },
      ],
    }),
    prop('label', { type: 'string', maxLength: 8 }),
    prop('config', { type: 'object', properties: [param('speed', { type: 'int' })] }),
  ],
  functions: [
    {
      key: 'reboot',
      name: 'Reboot',
      desc: '',
      inputs: [param('delay', { type: 'int', min: 0 }), param('reason', { type: 'string' })],
      outputs: [param('result', { type: 'string' })],
    },
    { key: 'ping', name: 'Ping', desc: '', inputs: null, outputs: null },
  ],
  events: null,
  tags: null,
});

/** A published product with COMMAND_TSL (AccessToken devices) and one of its devices. */
export async function commandDevice(db: Db, opts: { deptId?: number; status?: number } = {}) {
  const pk = uniqueKey('pk');
  const [product] = await db
    .insert(products)
    .values({ key: pk, name: pk, metadata: COMMAND_TSL(pk), status: 1, authType: 2, deptId: opts.deptId ?? 0 })
    .returning();
  const device = await makeDevice(db, product.id, { status: opts.status });
  if (opts.deptId) await db.update(devices).set({ deptId: opts.deptId }).where(eq(devices.id, device.id));
  return { product, device };
}

export type Answer = { code?: number; message?: string; data?: unknown } | null;

/**
 * Connects the device and answers every downlink on `<topic>_reply` with what `answer` returns for
 * it (null: stays silent). Resolves once the server counts the device online.
 */
export async function answeringDevice(
  db: Db,
  url: string,
  target: { product: { key: string }; device: { id: number; key: string; accessToken: string } },
  answer: (topic: string, message: Record<string, unknown>) => Answer,
): Promise<{ client: MqttClient; received: { topic: string; message: Record<string, unknown> }[] }> {
  const client = await connectToken(url, target.device);
  const received: { topic: string; message: Record<string, unknown> }[] = [];
  const base = `/sys/${target.product.key}/${target.device.key}/thing/service/`;
  client.on('message', (topic, payload) => {
    if (topic.endsWith('_reply')) return;
    const message = JSON.parse(payload.toString()) as Record<string, unknown>;
    received.push({ topic, message });
    const reply = answer(topic, message);
    if (reply) void client.publishAsync(`${topic}_reply`, JSON.stringify({ id: message.id, version: '1.0', ...reply }));
  });
  await client.subscribeAsync(`${base}#`);
  await waitFor(async () => (await db.select().from(devices).where(eq(devices.id, target.device.id)))[0].status === 2);
  return { client, received };
}

/**
 * answeringDevice on another process's broker, which starts listening just after that process's
 * /health answers: tries again for about five seconds.
 */
export async function answeringDeviceOnceUp(...args: Parameters<typeof answeringDevice>) {
  for (let i = 0; ; i++) {
    try {
      return await answeringDevice(...args);
    } catch (err) {
      if (i > 20) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export const commandsOf = (db: Db, deviceId: number) =>
  db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, deviceId)).orderBy(deviceCommands.id);
