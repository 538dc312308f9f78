import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { deviceLogs, telemetry } from './schema.ts';
import { rowsOf } from './rows.ts';
import { deleteExpired } from './retention.ts';
import { insertSyntheticHistory } from './synthetic.ts';
import { makeDevices } from './test-fixture.ts';

const DAY = 86_400_000;

describe('retention', () => {
  let t: TestApp;
  let deviceId = 0;
  const now = Date.UTC(2025, 5, 30);

  beforeAll(async () => {
    t = await createTestApp({ TELEMETRY_RETENTION_DAYS: '30' });
    deviceId = (await makeDevices(t.database.db, 1)).devices[0].id;
  });
  afterAll(() => t.close());

  it('reads the setting', () => {
    expect(t.config.telemetryRetentionDays).toBe(30);
  });

  it('deletes telemetry and logs older than the retention, in chunks, and keeps the rest', async () => {
    const db = t.database.db;
    // 40 days, one value an hour: 10 days of them are too old.
    const inserted = await insertSyntheticHistory(db, deviceId, 'temperature', now - 40 * DAY, now - 1, 3_600_000);
    expect(inserted).toBe(960);
    await Promise.all(
      [45, 31, 29, 1].map((days) =>
        t.app.telemetry.enqueue({ deviceId, time: now - days * DAY, log: { type: '设备上线', content: '{}' } }),
      ),
    );
    let writes = 0;
    t.database.answers.onWrite(() => writes++);
    const result = await deleteExpired(t.database, 30, now, 100);
    expect(result).toEqual({ ran: true, telemetry: 240, logs: 2 });
    expect(writes).toBe(0);
    expect(await db.$count(telemetry)).toBe(720);
    expect(await db.$count(deviceLogs)).toBe(2);
    const [oldest] = rowsOf<{ ms: number }>(
      await db.execute(sql`SELECT floor(extract(epoch FROM min(ts)) * 1000)::float8 AS ms FROM iot_telemetry`),
    );
    expect(oldest.ms).toBeGreaterThanOrEqual(now - 30 * DAY);
    expect(await deleteExpired(t.database, 30, now, 100)).toEqual({ ran: true, telemetry: 0, logs: 0 });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('lets one process at a time run it (advisory lock)', async () => {
    const holder = await t.database.pool!.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(880803)');
      expect(await deleteExpired(t.database, 30, now)).toEqual({ ran: false, telemetry: 0, logs: 0 });
    } finally {
      await holder.query('SELECT pg_advisory_unlock(880803)');
      holder.release();
    }
    expect((await deleteExpired(t.database, 30, now)).ran).toBe(true);
  });
});
