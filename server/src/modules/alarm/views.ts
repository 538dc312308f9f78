// What the modules above read of alarms (index.ts): the levels, and the alarm log as a read-only
// subquery under its table's own name for their reads to count and join (the overview's figures).
import { asc } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { alarmLevels, alarmLogs } from './schema.ts';

/** The stored alarm levels, by level. */
export const alarmLevelRows = (db: Db) => db.select().from(alarmLevels).orderBy(asc(alarmLevels.level));

export const alarmLogView = new QueryBuilder()
  .select({
    id: alarmLogs.id,
    deviceId: alarmLogs.deviceId,
    deviceKey: alarmLogs.deviceKey,
    ruleName: alarmLogs.ruleName,
    level: alarmLogs.level,
    status: alarmLogs.status,
    count: alarmLogs.count,
    createdAt: alarmLogs.createdAt,
    lastAt: alarmLogs.lastAt,
  })
  .from(alarmLogs)
  .as('iot_alarm_log');
