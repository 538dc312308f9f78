// History reads on a realistic amount of data: they go through the primary key index and stay fast.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { bucketWidth, historyStatements, propertyHistory } from './history.ts';
import { rowsOf } from './rows.ts';
import { fixtureTsl, makeDevices } from './test-fixture.ts';

const HOUR = 3_600_000;

describe('history on a few hundred thousand rows', () => {
  let t: TestApp;
  let deviceId = 0;
  let deviceKey = '';
  const t0 = Date.UTC(2024, 0, 1);
  // 3 hours at 1 Hz of the property read (10,800 values) among 20 other devices reporting as
  // often, their rows interleaved in time as the writer stores them: 226,800 rows.
  const t1 = t0 + 3 * HOUR - 1000;
  const READ = 10_800;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [a] = (await makeDevices(db, 1)).devices;
    deviceId = a.id;
    deviceKey = a.key;
    for (let from = t0; from <= t1; from += 1000 * 1000) {
      const to = Math.min(t1, from + 999 * 1000);
      await db.execute(sql`INSERT INTO iot_telemetry (device_id, property, ts, num)
        SELECT CASE WHEN d = 0 THEN ${a.id}::int ELSE 1000000 + d END, 'temperature', to_timestamp(ms / 1000.0),
               20 + 5 * sin(ms / 600000.0) + d
        FROM generate_series(${from}::bigint, ${to}::bigint, 1000::bigint) AS ms, generate_series(0, 20) AS d`);
    }
    await db.execute(sql`ANALYZE iot_telemetry`);
  }, 120_000);
  afterAll(() => t.close());

  const plan = async (statement: SQL) =>
    rowsOf<Record<string, string>>(await t.database.db.execute(sql`EXPLAIN ${statement}`))
      .map((r) => Object.values(r)[0])
      .join('\n');

  it('reads the range through the (device_id, property, ts) index, never a sequential scan', async () => {
    for (const [from, to] of [
      [t0 + HOUR, t0 + 2 * HOUR],
      [t0, t1],
    ]) {
      const statements = historyStatements(deviceId, 'temperature', from, to, 1000, true);
      for (const statement of [statements.raw, statements.buckets]) {
        const text = await plan(statement);
        expect(text).toContain('iot_telemetry_device_id_property_ts_pk');
        // (The roll-up table, empty here, may be scanned: it has no rows to read; so may its one-row mark.)
        expect(text).not.toMatch(/Seq Scan on iot_telemetry(?!_minute|_rollup)/);
      }
    }
  });

  it('downsamples the whole range to 1,000 points', async () => {
    const target = {
      device: { id: deviceId, key: deviceKey, status: 1, lastOnlineTime: null },
      product: { metadata: fixtureTsl('p') },
    };
    const answer = await propertyHistory(t.database.db, target, {
      deviceKey,
      propertyKey: 'temperature',
      start: t0,
      end: t1,
      points: 1000,
    });
    expect(answer.bucketMs).toBe(bucketWidth(t0, t1, 1000));
    expect(answer.points.length).toBeLessThanOrEqual(1000);
    expect(answer.points.reduce((n, p) => n + p.count, 0)).toBe(READ);
    for (const p of answer.points) expect(p.min! <= p.avg! && p.avg! <= p.max!).toBe(true);
    // An hour: 3,600 values, in buckets of 3.6 s; a minute: the 60 raw values.
    const hour = await propertyHistory(t.database.db, target, {
      deviceKey,
      propertyKey: 'temperature',
      start: t0,
      end: t0 + HOUR - 1,
      points: 1000,
    });
    expect(hour.bucketMs).toBe(3600);
    expect(hour.points.reduce((n, p) => n + p.count, 0)).toBe(3600);
    const minute = await propertyHistory(t.database.db, target, {
      deviceKey,
      propertyKey: 'temperature',
      start: t0,
      end: t0 + 59_999,
      points: 1000,
    });
    expect(minute.bucketMs).toBe(0);
    expect(minute.points).toHaveLength(60);
  });
});
