// Helpers of the alarm tests: rules added and enabled through the API, alarm logs read straight
// from the database, and waiting until the engine has evaluated what devices sent.
import type { AlarmGroup } from '@iot/contract';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { alarmLogs, alarmRules } from './schema.ts';

export const cond = (
  key: string,
  operator: string,
  value: string | string[],
  andOr: 0 | 1 | 2 = 0,
): AlarmGroup['filters'][number] => ({
  key,
  operator: operator as 'eq',
  value: Array.isArray(value) ? value : [value],
  andOr,
});

/** Adds a rule (admin), enables it and answers its id. */
export async function addRule(t: TestApp, token: string, form: Record<string, unknown>, cron = false): Promise<number> {
  const res = await t.api(
    'POST',
    `/api/v1/alarm/rule/${cron ? 'cron/add' : 'add'}`,
    { level: 2, action: [], ...form },
    token,
  );
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 0 });
  const [row] = await t.database.db
    .select({ id: alarmRules.id })
    .from(alarmRules)
    .where(eq(alarmRules.name, String(form.name)));
  const deployed = await t.api('POST', '/api/v1/alarm/rule/deploy', { id: row.id }, token);
  expect(deployed.body.code).toBe(0);
  return row.id;
}

export const alarmsOf = (t: TestApp, deviceId: number, ruleId?: number) =>
  t.database.db
    .select()
    .from(alarmLogs)
    .where(and(eq(alarmLogs.deviceId, deviceId), ruleId ? eq(alarmLogs.ruleId, ruleId) : undefined))
    .orderBy(asc(alarmLogs.id));

/** Waits until the engine finished everything started so far (evaluations, writes, webhooks). */
export const settled = (t: TestApp) => t.app.alarms.engine.idle();
