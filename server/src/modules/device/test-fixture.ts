// Products, devices and reported data for the device tests, written straight into the database
// (the product API is another module's).
import type { Tsl } from '@iot/contract';
import { eq } from 'drizzle-orm';
import { products } from './product/schema.ts';
import { deviceLatest, deviceLogs, telemetry } from '../telemetry/schema.ts';
import { devices } from './schema.ts';
import type { TestApp } from '../../../test/helpers.ts';

export const tslOf = (key: string, name: string): Tsl => ({
  key,
  name,
  properties: [
    {
      key: 'temperature',
      name: '温度',
      accessMode: 1,
      valueType: { type: 'float', decimals: 1, unit: '°C' },
      desc: '',
    } as unknown as NonNullable<Tsl['properties']>[number],
  ],
  functions: null,
  events: null,
  tags: null,
});

/** Inserts a product (published unless told) and returns its id. */
export async function addProduct(
  t: TestApp,
  key: string,
  opts: { status?: number; deviceType?: string; deptId?: number; name?: string } = {},
): Promise<number> {
  const name = opts.name ?? `产品 ${key}`;
  const [row] = await t.database.db
    .insert(products)
    .values({
      key,
      name,
      metadata: tslOf(key, name),
      status: opts.status ?? 1,
      deviceType: opts.deviceType ?? '设备',
      deptId: opts.deptId ?? 0,
    })
    .returning({ id: products.id });
  return row.id;
}

export async function deviceRow(t: TestApp, key: string) {
  const [row] = await t.database.db.select().from(devices).where(eq(devices.key, key));
  return row;
}

/** Sets a device's status as the broker would (2 online, 1 offline, 0 disabled). */
export async function setStatus(t: TestApp, key: string, status: number) {
  await t.database.db.update(devices).set({ status }).where(eq(devices.key, key));
}

/** A history row, a log row and latest values, as if the device had reported. */
export async function report(t: TestApp, key: string, temperature: number) {
  const { id } = await deviceRow(t, key);
  const now = new Date();
  const { db } = t.database;
  await db.insert(telemetry).values({ deviceId: id, property: 'temperature', ts: now, num: temperature });
  await db.insert(deviceLogs).values({ deviceId: id, type: '属性上报', content: `{"temperature":${temperature}}` });
  const properties = { temperature: { value: temperature, time: now.getTime() } };
  await db
    .insert(deviceLatest)
    .values({ deviceId: id, properties })
    .onConflictDoUpdate({ target: deviceLatest.deviceId, set: { properties } });
}

/** Rows of telemetry and device logs a device id still has. */
export async function dataRowsOf(t: TestApp, id: number) {
  const { db } = t.database;
  const [h, l, x] = await Promise.all([
    db.$count(telemetry, eq(telemetry.deviceId, id)),
    db.$count(deviceLogs, eq(deviceLogs.deviceId, id)),
    db.$count(deviceLatest, eq(deviceLatest.deviceId, id)),
  ]);
  return h + l + x;
}

/** Keys of the devicesChanged messages on the bus from now on. */
export function watchDevicesChanged(t: TestApp): string[][] {
  const seen: string[][] = [];
  t.app.ctx.bus.on('message', (m) => {
    if (m.type === 'devicesChanged') seen.push(m.keys ?? []);
  });
  return seen;
}
