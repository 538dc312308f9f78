import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { alarmLevelQueries } from '../../../test/sagoo-console.ts';
import { alarmLogs } from '../alarm/schema.ts';
import { makeDevice, makeProduct } from '../mqtt/test-kit.ts';

type Point = { Title: string; Value: number };

// SagooIoT's home page (views/iot/iotmanager/dashboard.vue) counts alarms by level for this year,
// this month and today, naming the month and the day by their number (dayjs 'M', 'D'), and draws
// its pie from `Title` as the level's number (`alarmTypeMap[item.Title]`, sorted `b.Title - a.Title`).
describe("SagooIoT's dashboard alarm figures", () => {
  const s = signedInApp();
  const now = new Date();
  const count = async (query: Record<string, unknown>) => {
    const res = await s.t.api('GET', '/api/v1/analysis/deviceAlarmLevelCount', query, s.admin);
    expect(res.body.code, JSON.stringify(query)).toBe(0);
    return Object.fromEntries((res.body.data.data as Point[]).map((p) => [p.Title, p.Value]));
  };

  beforeAll(async () => {
    const db = s.t.database.db;
    const p = await makeProduct(db);
    const d = await makeDevice(db, p.id);
    const alarm = (ruleId: number, level: number, createdAt: Date) => ({
      deptId: 0,
      ruleId,
      ruleName: `rule ${ruleId}`,
      level,
      deviceId: d.id,
      productKey: p.key,
      deviceKey: d.key,
      status: 1,
      createdAt,
    });
    await db
      .insert(alarmLogs)
      .values([
        alarm(1, 1, now),
        alarm(2, 3, new Date(now.getFullYear(), now.getMonth(), 1, 0, 0, 30)),
        alarm(3, 5, new Date(now.getFullYear() - 1, now.getMonth(), 1, 12)),
      ]);
  });

  it('answers its year, month-number and day-number queries; Title is the level number', async () => {
    const q = alarmLevelQueries(now);
    const firstOfMonth = now.getDate() === 1 ? 1 : 0;
    expect(await count(q.year)).toEqual({ '1': 1, '2': 0, '3': 1, '4': 0, '5': 0 });
    expect(await count(q.month)).toEqual({ '1': 1, '2': 0, '3': 1, '4': 0, '5': 0 });
    expect(await count(q.day)).toEqual({ '1': 1, '2': 0, '3': firstOfMonth, '4': 0, '5': 0 });
    // Another day of this month, another month of this year, by number.
    expect((await count({ dateType: 'day', date: '1' }))['3']).toBe(1);
    const otherMonth = ((now.getMonth() + 1) % 12) + 1;
    expect(Object.values(await count({ dateType: 'month', date: String(otherMonth) }))).toEqual([0, 0, 0, 0, 0]);
    // The full forms still work; a bare number is no year.
    expect((await count({ dateType: 'year', date: String(now.getFullYear() - 1) }))['5']).toBe(1);
    const bad = await s.t.api(
      'GET',
      '/api/v1/analysis/deviceAlarmLevelCount',
      { dateType: 'year', date: '11' },
      s.admin,
    );
    expect(bad.body.code).toBe(51);
    expect(
      (await s.t.api('GET', '/api/v1/analysis/deviceAlarmLevelCount', { dateType: 'month', date: '13' }, s.admin)).body
        .code,
    ).toBe(51);
  });
});
