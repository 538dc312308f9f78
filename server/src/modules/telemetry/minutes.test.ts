// The per-minute roll-up: kept exact by the writer and the synthetic history, and history reads of
// long ranges answer from it exactly what the raw rows hold.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';
import { telemetryMinutes } from './schema.ts';
import { historyPlan, propertyHistory } from './history.ts';
import { FOLD_PLAN, foldShareSql, MINUTE_MS, summarizeNewRanges, sweepMinutes } from './minutes.ts';
import { removeDevices } from '../device/mutations.ts';
import { deleteExpired } from './retention.ts';
import { rowsOf } from './rows.ts';
import { insertSyntheticHistory } from './synthetic.ts';
import { fixtureTsl, makeDevices } from './test-fixture.ts';
import { TelemetryWriter } from './writer.ts';

const T0 = Date.UTC(2024, 0, 1);
const HOUR = 3_600_000;

describe('the minutes roll-up', () => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  const minutesOf = (deviceId: number) =>
    db
      .select()
      .from(telemetryMinutes)
      .where(eq(telemetryMinutes.deviceId, deviceId))
      .orderBy(asc(telemetryMinutes.property), asc(telemetryMinutes.minute));

  it('the writer adds each stored value to its minute once: repeats, late values and non-numbers', async () => {
    const [dev] = (await makeDevices(db, 1)).devices;
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 1 });
    const post = (time: number, properties: Record<string, unknown>) =>
      writer.enqueue({
        deviceId: dev.id,
        time,
        properties: Object.fromEntries(Object.entries(properties).map(([k, value]) => [k, { value, time }])),
      });
    await post(T0 + 1_000, { temperature: 20, label: 'a' });
    await post(T0 + 2_000, { temperature: 30, label: 'b' });
    await post(T0 + 2_000, { temperature: 99 }); // the same time again: kept once, not counted
    await post(T0 + 61_000, { temperature: 10 });
    await post(T0 + 500, { temperature: 5, label: 'early' }); // late, into the first minute
    await writer.close();

    const rows = await minutesOf(dev.id);
    expect(rows.map((r) => [r.property, r.minute.getTime(), r.count, r.nums, r.sum, r.min, r.max, r.last])).toEqual([
      ['label', T0, 3, 0, 0, null, null, 'b'],
      ['temperature', T0, 3, 3, 55, 5, 30, 30],
      ['temperature', T0 + MINUTE_MS, 1, 1, 10, 10, 10, 10],
    ]);
  });

  it('a long range is read from the minutes and answers what the raw rows hold, edges included', async () => {
    const [dev] = (await makeDevices(db, 1)).devices;
    const to = T0 + 30 * HOUR;
    await insertSyntheticHistory(db, dev.id, 'temperature', T0, to, 1000);
    const target = {
      device: { id: dev.id, key: dev.key, status: 1, lastOnlineTime: null },
      product: { metadata: fixtureTsl('p') },
    };
    // Neither end on a minute: the partial first and last minutes come from the raw rows.
    const start = T0 + 30_500;
    const end = to - 12_345;
    const plan = historyPlan(start, end, 1000);
    expect(plan.minutes).toBe(true);
    const answer = await propertyHistory(db, target, {
      deviceKey: dev.key,
      propertyKey: 'temperature',
      start,
      end,
      points: 1000,
    });
    expect(answer.bucketMs).toBe(plan.width);
    expect(answer.bucketMs % MINUTE_MS).toBe(0);
    expect(answer.points.length).toBeLessThanOrEqual(1000);

    const expected = rowsOf<{ time: number; avg: number; min: number; max: number; count: number }>(
      await db.execute(sql`SELECT floor(extract(epoch FROM date_bin(${plan.width}::float8 * interval '1 millisecond', ts,
          ${new Date(plan.origin).toISOString()}::timestamptz)) * 1000)::float8 AS time,
        avg(num)::float8 AS avg, min(num) AS min, max(num) AS max, count(*)::int AS count
        FROM iot_telemetry WHERE device_id = ${dev.id} AND property = 'temperature'
          AND ts >= ${new Date(start).toISOString()}::timestamptz AND ts <= ${new Date(end).toISOString()}::timestamptz
        GROUP BY 1 ORDER BY 1`),
    );
    expect(answer.points.map((p) => [p.time, p.count, p.min, p.max])).toEqual(
      expected.map((e) => [Number(e.time), e.count, Number(e.min), Number(e.max)]),
    );
    answer.points.forEach((p, i) => expect(p.avg).toBeCloseTo(Number(expected[i].avg), 6));
  });

  // Measured ahead of now: the app's own sweep (up to a little before now) leaves them alone.
  const ahead = () => Math.ceil((Date.now() + 10 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  const rawMinutes = (deviceId: number) =>
    db.execute(sql`SELECT property, floor(extract(epoch FROM date_bin('1 minute', ts, 'epoch'::timestamptz)) * 1000)::float8 AS minute,
        count(*)::int AS count, sum(num)::float8 AS sum FROM iot_telemetry WHERE device_id = ${deviceId} GROUP BY 1, 2 ORDER BY 1, 2`);

  it('rows from the mark on are read raw until a sweep folds them into their minutes, each once', async () => {
    const [dev] = (await makeDevices(db, 1)).devices;
    const base = ahead();
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 1 });
    for (let i = 0; i < 6; i++)
      void writer.enqueue({
        deviceId: dev.id,
        time: base + i * 20_000,
        properties: { temperature: { value: i, time: base + i * 20_000 } },
      });
    await writer.flush();
    expect(await minutesOf(dev.id)).toEqual([]);
    const target = {
      device: { id: dev.id, key: dev.key, status: 1, lastOnlineTime: null },
      product: { metadata: fixtureTsl('p') },
    };
    const read = () =>
      propertyHistory(db, target, {
        deviceKey: dev.key,
        propertyKey: 'temperature',
        start: base - HOUR,
        end: base + HOUR,
        points: 10,
      });
    const before = await read();
    expect(before.points.reduce((n, p) => n + p.count, 0)).toBe(6);

    await sweepMinutes(db, base + HOUR);
    await sweepMinutes(db, base + HOUR); // nothing new: nothing counted twice
    expect((await minutesOf(dev.id)).map((r) => [r.minute.getTime() - base, r.count, r.sum])).toEqual([
      [0, 3, 3],
      [MINUTE_MS, 3, 12],
    ]);
    expect(await read()).toEqual(before);

    // Measured before the mark now: the statement that stores it adds it to its minute.
    await writer.enqueue({
      deviceId: dev.id,
      time: base + 30_000,
      properties: { temperature: { value: 10, time: base + 30_000 } },
    });
    await writer.close();
    expect((await minutesOf(dev.id)).map((r) => [r.count, r.sum])).toEqual([
      [4, 13],
      [3, 12],
    ]);
  });

  it('sweeps running while batches are stored count every row once', async () => {
    const [dev] = (await makeDevices(db, 1)).devices;
    const base = ahead() + HOUR;
    const writer = new TelemetryWriter(t.database, { maxBatch: 25, maxDelayMs: 1 });
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 600; i++) {
      const time = base + i * 500;
      work.push(
        writer.enqueue({
          deviceId: dev.id,
          time,
          properties: { temperature: { value: i % 7, time }, humidity: { value: 1, time } },
        }),
      );
      // The mark moves behind the rows being written, and sometimes ahead of rows still to come.
      if (i % 40 === 0) work.push(sweepMinutes(db, base + (i + (i % 80 === 0 ? 30 : -10)) * 500));
    }
    await Promise.all(work);
    await writer.close();
    await sweepMinutes(db, base + 2 * HOUR);
    const minutes = (await minutesOf(dev.id)).map((r) => ({
      property: r.property,
      minute: r.minute.getTime(),
      count: r.count,
      sum: r.sum,
    }));
    const raw = rowsOf<{ property: string; minute: number; count: number; sum: number }>(await rawMinutes(dev.id)).map(
      (r) => ({
        property: r.property,
        minute: Number(r.minute),
        count: r.count,
        sum: Number(r.sum),
      }),
    );
    expect(raw.reduce((n, r) => n + r.count, 0)).toBe(1200);
    expect(minutes).toEqual(raw);
  });

  // Other work on the server's connections: a fold held up (here by a lock on one of its minute rows,
  // as a long fold or another process's read would) leaves the writers' mark and the batches alone.
  it.runIf(process.env.TEST_DB === 'postgres')('batches are stored while a fold is under way', async () => {
    const [a, b] = (await makeDevices(db, 2)).devices;
    const pool = t.database.pool!;
    const [mark] = rowsOf<{ until: Date }>(await db.execute(sql`SELECT until FROM iot_telemetry_rollup WHERE id = 1`));
    const base = Math.ceil((new Date(mark.until).getTime() + 1) / MINUTE_MS) * MINUTE_MS;
    const writer = new TelemetryWriter(t.database, { maxDelayMs: 1 });
    const post = (deviceId: number, time: number, value: number) =>
      writer.enqueue({ deviceId, time, properties: { temperature: { value, time } } });
    await post(a.id, base + 1_000, 1);
    await sweepMinutes(db, base + 30_000);
    await post(a.id, base + 40_000, 2);

    const holder = await pool.connect();
    const waiting = async (statements: number) => {
      for (;;) {
        const [w] = rowsOf<{ n: number }>(
          await pool.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          ),
        );
        if (w.n >= statements) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    let sweep: Promise<unknown> = Promise.resolve();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM iot_telemetry_minute WHERE device_id = $1 FOR UPDATE', [a.id]);
      sweep = sweepMinutes(db, base + 50_000);
      await waiting(1); // the fold, at a's minute
      // Measured before the writers' mark: the batch adds it to its minute itself.
      const stored = post(b.id, base + 45_000, 3).then(() => 'stored');
      const blocked = waiting(2).then(() => 'waits for the fold');
      expect(await Promise.race([stored, blocked])).toBe('stored');
      // Meanwhile reads count every value once: a's second raw (not folded yet), b's from its minute.
      const counted = async (dev: { id: number; key: string }) => {
        const target = {
          device: { id: dev.id, key: dev.key, status: 1, lastOnlineTime: null },
          product: { metadata: fixtureTsl('p') },
        };
        const range = {
          deviceKey: dev.key,
          propertyKey: 'temperature',
          start: base - HOUR,
          end: base + HOUR,
          points: 10,
        };
        return (await propertyHistory(db, target, range)).points.reduce((n, p) => n + p.count, 0);
      };
      expect([await counted(a), await counted(b)]).toEqual([2, 1]);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
      await sweep;
      await writer.close();
    }
    expect((await minutesOf(a.id)).map((r) => [r.count, r.sum])).toEqual([[2, 3]]);
    expect((await minutesOf(b.id)).map((r) => [r.count, r.sum])).toEqual([[1, 3]]);
  });

  it('folds through the time index, not by reading the whole history (no statistics, as without autovacuum)', async () => {
    // A sequential scan of every history row, four times a sweep, was the fold under the bench's load.
    const [dev] = (await makeDevices(db, 1)).devices;
    await insertSyntheticHistory(db, dev.id, 'temperature', T0 - 6 * HOUR, T0 - 1000, 1000);
    await summarizeNewRanges(db);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(FOLD_PLAN);
      const lines = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(
          sql`EXPLAIN ${foldShareSql(0, new Date(T0).toISOString(), new Date(T0 + 3000).toISOString())}`,
        ),
      );
      return lines.map((l) => l['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on iot_telemetry_ts_idx');
    expect(plan).not.toMatch(/Seq Scan on iot_telemetry\b(?!_)/);
  });

  it('leaves room on its pages for the sweeps to rewrite rows in place (migration 0016)', async () => {
    const [table] = rowsOf<{ options: string[] | null }>(
      await db.execute(sql`SELECT reloptions AS options FROM pg_class WHERE relname = 'iot_telemetry_minute'`),
    );
    expect(table.options).toContain('fillfactor=50');
  });

  it('goes with its device and, a minute at a time, with the retention', async () => {
    const [a, b] = (await makeDevices(db, 2)).devices;
    for (const d of [a, b]) await insertSyntheticHistory(db, d.id, 'temperature', T0, T0 + 10 * MINUTE_MS - 1000, 1000);
    await removeDevices(db, [a.id]);
    expect(await minutesOf(a.id)).toEqual([]);
    // A cutoff in the middle of the sixth minute keeps that minute (partly kept in the raw rows).
    const cutoffMs = T0 + 5.5 * MINUTE_MS;
    await deleteExpired(t.database, 1, cutoffMs + 86_400_000);
    const kept = await db
      .select({ minute: telemetryMinutes.minute })
      .from(telemetryMinutes)
      .where(and(eq(telemetryMinutes.deviceId, b.id)));
    expect(kept.map((r) => (r.minute.getTime() - T0) / MINUTE_MS)).toEqual([5, 6, 7, 8, 9]);
  });
});
