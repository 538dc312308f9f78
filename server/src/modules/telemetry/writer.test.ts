import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { Database, Db } from '../../db/client.ts';
import { deviceLatest, deviceLogs, telemetry } from './schema.ts';
import { rawVal } from './service.ts';
import { makeDevices } from './test-fixture.ts';
import { TelemetryWriter, type StatementRunner } from './writer.ts';

/** The database, with the statements the writer sends counted. */
function counting(database: Database) {
  const counter = { statements: 0 };
  const runner: StatementRunner = {
    query: (text, values, name) => {
      counter.statements++;
      return database.query(text, values, name);
    },
  };
  return { counter, runner };
}

describe('TelemetryWriter', () => {
  let t: TestApp;
  let db: Db;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    ids = (await makeDevices(db, 3)).devices.map((d) => d.id);
  });
  afterAll(() => t.close());

  const history = (deviceId: number) =>
    db
      .select({ property: telemetry.property, ts: telemetry.ts, num: telemetry.num, val: rawVal })
      .from(telemetry)
      .where(eq(telemetry.deviceId, deviceId))
      .orderBy(asc(telemetry.property), asc(telemetry.ts));
  const latest = async (deviceId: number) =>
    (await db.select().from(deviceLatest).where(eq(deviceLatest.deviceId, deviceId)))[0];

  it('writes 2,500 records in three statements, one batch at a time, and resolves after the commit', async () => {
    const { counter, runner } = counting(t.database);
    const writer = new TelemetryWriter(runner, { maxBatch: 1000, maxDelayMs: 5_000 });
    const base = Date.UTC(2024, 0, 1);
    const done = Array.from({ length: 2500 }, (_, i) =>
      writer.enqueue({ deviceId: ids[0], time: base + i, properties: { battery: { value: i % 101, time: base + i } } }),
    );
    await Promise.all(done);
    expect(counter.statements).toBe(3);
    // Readable as soon as the promises resolved.
    expect(await db.$count(telemetry, eq(telemetry.deviceId, ids[0]))).toBe(2500);
    expect((await latest(ids[0])).properties.battery).toEqual({ value: 2499 % 101, time: base + 2499 });
    await writer.close();
  });

  it('writes a small batch after the delay, in one statement with its logs', async () => {
    const { counter, runner } = counting(t.database);
    const writer = new TelemetryWriter(runner, { maxDelayMs: 20 });
    const time = Date.UTC(2024, 1, 1);
    const started = Date.now();
    await Promise.all([
      writer.enqueue({
        deviceId: ids[1],
        time,
        properties: {
          temperature: { value: 21.5, time },
          switch: { value: true, time },
          mode: { value: '1', time },
          label: { value: 'hall', time },
          pos: { value: { x: 1, y: 2 }, time },
        },
        log: { type: '属性上报', content: '{"a":1}' },
      }),
      writer.enqueue({ deviceId: ids[1], time: time + 1, log: { type: '设备上线', content: 'nul\0here' } }),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(counter.statements).toBe(1);
    const rows = await history(ids[1]);
    expect(rows.map((r) => [r.property, r.num, r.val])).toEqual([
      ['label', null, 'hall'],
      ['mode', null, '1'],
      ['pos', null, { x: 1, y: 2 }],
      ['switch', 1, true],
      ['temperature', 21.5, null],
    ]);
    expect(rows[0].ts.getTime()).toBe(time);
    const logs = await db.select().from(deviceLogs).where(eq(deviceLogs.deviceId, ids[1])).orderBy(asc(deviceLogs.id));
    expect(logs.map((l) => [l.type, l.content, l.ts.getTime()])).toEqual([
      ['属性上报', '{"a":1}', time],
      ['设备上线', 'nul\uFFFDhere', time + 1],
    ]);
    expect((await latest(ids[1])).activeAt.getTime()).toBe(time + 1);
    await writer.close();
  });

  it('merges latest values by measured time, within a batch and across batches', async () => {
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 1 });
    const t0 = Date.UTC(2024, 2, 1);
    const at = (ms: number) => ({ value: ms, time: ms });
    await Promise.all([
      writer.enqueue({ deviceId: ids[2], time: t0 + 10, properties: { battery: { value: 50, time: t0 + 5 } } }),
      // Received later but measured earlier: history keeps it, the latest value does not change.
      writer.enqueue({ deviceId: ids[2], time: t0 + 20, properties: { battery: { value: 40, time: t0 + 1 } } }),
      writer.enqueue({ deviceId: ids[2], time: t0 + 30, properties: { temperature: at(1) } }),
    ]);
    expect((await latest(ids[2])).properties).toEqual({
      battery: { value: 50, time: t0 + 5 },
      temperature: { value: 1, time: 1 },
    });
    // Another batch: an older measurement stays out, a newer one replaces, a new key is added.
    await writer.enqueue({
      deviceId: ids[2],
      time: t0 + 40,
      properties: { battery: { value: 10, time: t0 }, temperature: at(2), label: { value: 'x', time: t0 } },
    });
    const row = await latest(ids[2]);
    expect(row.properties).toEqual({
      battery: { value: 50, time: t0 + 5 },
      temperature: { value: 2, time: 2 },
      label: { value: 'x', time: t0 },
    });
    expect(row.activeAt.getTime()).toBe(t0 + 40);
    // The same device, property and time twice: the first is kept, nothing fails.
    await writer.enqueue({ deviceId: ids[2], time: t0 + 50, properties: { battery: { value: 99, time: t0 + 5 } } });
    const battery = await db
      .select()
      .from(telemetry)
      .where(and(eq(telemetry.deviceId, ids[2]), eq(telemetry.property, 'battery')))
      .orderBy(asc(telemetry.ts));
    expect(battery.map((r) => r.num)).toEqual([10, 40, 50]);
    await writer.close();
  });

  it('touchDevices only moves active_at (never backwards)', async () => {
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 1 });
    const [a, b] = (await makeDevices(db, 2)).devices.map((d) => d.id);
    const at = Date.UTC(2025, 0, 1);
    await writer.touchDevices([a, b], at);
    expect(
      await db
        .select()
        .from(deviceLatest)
        .where(inArray(deviceLatest.deviceId, [a, b])),
    ).toEqual(
      expect.arrayContaining([
        { deviceId: a, properties: {}, activeAt: new Date(at) },
        { deviceId: b, properties: {}, activeAt: new Date(at) },
      ]),
    );
    await writer.touchDevices([a], at - 1000);
    expect((await latest(a)).activeAt.getTime()).toBe(at);
    expect(await db.$count(telemetry, inArray(telemetry.deviceId, [a, b]))).toBe(0);
    await writer.close();
  });

  it('writes messages before the activity alone (pings) that waits in front of them, and all of it', async () => {
    // What each statement held: log lines, and devices with no log line (activity alone).
    const statements: { logs: number; touches: number }[] = [];
    const writer = new TelemetryWriter(
      {
        query: (text, values, name) => {
          const logs = values?.[8] === '{}' ? 0 : String(values?.[8]).split(',').length;
          const devices = String(values?.[5]).split(',').length;
          statements.push({ logs, touches: devices - logs });
          return t.database.query(text, values, name);
        },
      },
      { maxBatch: 3, maxDelayMs: 5_000 },
    );
    const base = Date.UTC(2024, 3, 1);
    const log = { type: '属性上报' as const, content: '{}' };
    // A batch of messages is being written when three pings and three more messages come: the
    // messages go next, although the pings came first.
    const first = [0, 1, 2].map((i) => writer.enqueue({ deviceId: ids[i], time: base + i, log }));
    const pings = [0, 1, 2].map((i) => writer.enqueue({ deviceId: ids[i], time: base + 20 + i }));
    const next = [0, 1, 2].map((i) => writer.enqueue({ deviceId: ids[i], time: base + 10 + i, log }));
    await Promise.all([...first, ...pings, ...next]);
    expect(statements).toEqual([
      { logs: 3, touches: 0 },
      { logs: 3, touches: 0 },
      { logs: 0, touches: 3 },
    ]);
    expect((await latest(ids[2])).activeAt.getTime()).toBe(base + 22);
    await writer.close();
  });

  it('skips the latest row of a device that no longer exists instead of failing the batch', async () => {
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 1 });
    await expect(
      Promise.all([
        writer.enqueue({ deviceId: 99_999_999, time: Date.now(), properties: { battery: { value: 1, time: 1 } } }),
        writer.enqueue({ deviceId: ids[0], time: Date.now(), log: { type: '设备上线', content: '{}' } }),
      ]),
    ).resolves.toBeDefined();
    expect(await latest(99_999_999)).toBeUndefined();
    await writer.close();
  });

  it('does not empty the answer cache', async () => {
    let writes = 0;
    t.database.answers.onWrite(() => writes++);
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 1 });
    await writer.enqueue({ deviceId: ids[0], time: Date.now(), log: { type: '设备上线', content: '{}' } });
    await writer.close();
    expect(writes).toBe(0);
  });

  it('rejects every record of a failed batch, then goes on with the next', async () => {
    let fail = true;
    const runner: StatementRunner = {
      query: (text, values, name) =>
        fail ? Promise.reject(new Error('database down')) : t.database.query(text, values, name),
    };
    const writer = new TelemetryWriter(runner, { maxDelayMs: 1 });
    const results = await Promise.allSettled([
      writer.enqueue({ deviceId: ids[0], time: 1, log: { type: '设备上线', content: '{}' } }),
      writer.enqueue({ deviceId: ids[1], time: 2, log: { type: '设备上线', content: '{}' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('database down');
    fail = false;
    await expect(writer.enqueue({ deviceId: ids[0], time: 3, log: { type: '设备上线', content: '{}' } })).resolves.toBe(
      undefined,
    );
    await writer.close();
  });

  it('writes two batches at once when told to, and a full one only then: everything lands, latest values merged', async () => {
    let inFlight = 0;
    let most = 0;
    const runner: StatementRunner = {
      query: async (text, values, name) => {
        most = Math.max(most, ++inFlight);
        try {
          return await t.database.query(text, values, name);
        } finally {
          inFlight--;
        }
      },
    };
    const writer = new TelemetryWriter(runner, { maxBatch: 100, maxDelayMs: 5_000, parallel: 2 });
    const [a, b] = (await makeDevices(db, 2)).devices.map((d) => d.id);
    const base = Date.UTC(2024, 6, 1);
    // The same two devices in every batch, in alternating order: the latest rows are locked in id order.
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        writer.enqueue({
          deviceId: i % 2 ? a : b,
          time: base + i,
          properties: { battery: { value: i, time: base + i } },
          log: { type: '属性上报', content: String(i) },
        }),
      ),
    );
    expect(most).toBe(2);
    expect(await db.$count(telemetry, inArray(telemetry.deviceId, [a, b]))).toBe(1000);
    expect(await db.$count(deviceLogs, inArray(deviceLogs.deviceId, [a, b]))).toBe(1000);
    expect((await latest(a)).properties.battery).toEqual({ value: 999, time: base + 999 });
    expect((await latest(b)).properties.battery).toEqual({ value: 998, time: base + 998 });
    await writer.close();
  });

  it('never writes one device in two batches at once: each lane takes its share of the devices', async () => {
    const inFlight = new Set<Set<string>>();
    let overlaps = 0;
    let most = 0;
    const runner: StatementRunner = {
      query: async (text, values, name) => {
        // The batch's devices: the latest-value rows it upserts ($6), one per device.
        const devices = new Set(String(values[5]).match(/\d+/g));
        for (const other of inFlight) if ([...devices].some((d) => other.has(d))) overlaps++;
        inFlight.add(devices);
        most = Math.max(most, inFlight.size);
        try {
          return await t.database.query(text, values, name);
        } finally {
          inFlight.delete(devices);
        }
      },
    };
    const writer = new TelemetryWriter(runner, { maxBatch: 50, maxDelayMs: 5_000, parallel: 2 });
    const devices = (await makeDevices(db, 4)).devices.map((d) => d.id);
    const base = Date.UTC(2024, 7, 1);
    await Promise.all(
      Array.from({ length: 800 }, (_, i) =>
        writer.enqueue({
          deviceId: devices[i % 4],
          time: base + i,
          properties: { battery: { value: i, time: base + i } },
        }),
      ),
    );
    expect(most).toBe(2);
    expect(overlaps).toBe(0);
    for (const [k, id] of devices.entries())
      expect((await latest(id)).properties.battery).toEqual({ value: 796 + k, time: base + 796 + k });
    await writer.close();
  });

  it('keeps log texts apart whatever they hold: the separator they travel with becomes U+FFFD', async () => {
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 1 });
    const [d] = (await makeDevices(db, 1)).devices.map((x) => x.id);
    const texts = ['', 'split\x1ehere', '{"a":"b"}', 'NULL'];
    await Promise.all(
      texts.map((content, i) => writer.enqueue({ deviceId: d, time: i + 1, log: { type: '属性上报', content } })),
    );
    const logs = await db.select().from(deviceLogs).where(eq(deviceLogs.deviceId, d)).orderBy(asc(deviceLogs.ts));
    expect(logs.map((l) => l.content)).toEqual(['', 'split\uFFFDhere', '{"a":"b"}', 'NULL']);
    await writer.close();
  });

  it('tries a batch again after a deadlock, and gives up after three tries', async () => {
    let deadlocks = 1;
    let statements = 0;
    const runner: StatementRunner = {
      query: (text, values, name) => {
        statements++;
        if (deadlocks-- > 0) return Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
        return t.database.query(text, values, name);
      },
    };
    const writer = new TelemetryWriter(runner, { maxDelayMs: 1 });
    await writer.enqueue({ deviceId: ids[0], time: 10, log: { type: '设备上线', content: 'retried' } });
    expect(statements).toBe(2);
    deadlocks = 5;
    await expect(
      writer.enqueue({ deviceId: ids[0], time: 11, log: { type: '设备上线', content: 'lost' } }),
    ).rejects.toThrow('deadlock detected');
    expect(statements).toBe(5);
    await writer.close();
  });

  it('writes what waits on close and refuses records afterwards', async () => {
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 60_000 });
    const pending = writer.enqueue({
      deviceId: ids[0],
      time: Date.UTC(2024, 5, 1),
      properties: { label: { value: 'closing', time: 7 } },
    });
    expect(writer.waiting).toBe(1);
    await writer.close();
    await expect(pending).resolves.toBeUndefined();
    expect((await latest(ids[0])).properties.label).toEqual({ value: 'closing', time: 7 });
    await expect(writer.enqueue({ deviceId: ids[0], time: 1 })).rejects.toThrow(/closed/);
  });

  it('is the app’s writer, closed with the app', async () => {
    expect(t.app.telemetry).toBeInstanceOf(TelemetryWriter);
  });
});
