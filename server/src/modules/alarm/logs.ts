// Alarm logs (sagoo-iot-api.md §8.4): list, detail, handling. Data scope: a caller sees the alarms
// of the devices that the alarm log menu's scope rows cover (the device's department and creator),
// all of them with the `logAll` rule; outside the scope an alarm answers "告警日志不存在".
import { PERMISSIONS, type AlarmLogListQuery, type AlarmLogRow, type AlarmPage } from '@iot/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceView, productView } from '../device/index.ts';
import { userView } from '../user/index.ts';
import { businessError } from '../../lib/errors.ts';
import { pageOf } from '../../db/paging.ts';
import { queryFilters } from '../../lib/sql.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import { creatorScope, type DataScope } from '../../access/data-scope.ts';
import { alarmLevels, alarmLogs } from './schema.ts';
import { DEFAULT_LEVELS } from './seed.ts';

// An alarm is in scope as its device is: by the device's department and creator.
const alarmScope = creatorScope({ list: PERMISSIONS.alarm.logList, all: PERMISSIONS.alarm.logAll }, deviceView);
export const alarmScopeOf = alarmScope.of;
/** The scope's condition on the alarm's device (joined as `devices`). */
export const alarmScopeFilter = alarmScope.filter;

const handler = userView;

/** Alarm log rows in SagooIoT's shape (with level, product, `devcie`) for a condition. */
export async function alarmLogRows(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<AlarmLogRow[]> {
  const query = db
    .select({
      log: alarmLogs,
      levelName: alarmLevels.name,
      levelColor: alarmLevels.color,
      product: { id: productView.id, name: productView.name, key: productView.key },
      device: { id: deviceView.id, name: deviceView.name, key: deviceView.key },
      handledBy: handler.userName,
    })
    .from(alarmLogs)
    .innerJoin(deviceView, eq(deviceView.id, alarmLogs.deviceId))
    .leftJoin(productView, eq(productView.key, alarmLogs.productKey))
    .leftJoin(alarmLevels, eq(alarmLevels.level, alarmLogs.level))
    .leftJoin(handler, eq(handler.id, alarmLogs.handledBy))
    .where(where)
    .orderBy(desc(alarmLogs.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ log, levelName, levelColor, product, device, handledBy }) => {
    const fallback = DEFAULT_LEVELS.find((l) => l.level === log.level);
    const name = levelName ?? fallback?.name;
    return {
      id: log.id,
      deptId: log.deptId,
      type: log.type,
      ruleId: log.ruleId,
      ruleName: log.ruleName,
      level: log.level,
      data: log.data,
      expression: log.expression,
      productKey: log.productKey,
      deviceKey: log.deviceKey,
      status: log.status,
      content: log.content,
      count: log.count,
      lastAt: formatTime(log.lastAt),
      createdAt: formatTime(log.createdAt),
      updatedBy: log.updatedBy,
      updatedAt: formatTime(log.updatedAt),
      handledBy: handledBy ?? '',
      handledAt: formatTime(log.handledAt),
      alarmLevel: name ? { level: log.level, name, color: levelColor ?? fallback?.color ?? '' } : null,
      product: product?.id ? product : null,
      devcie: device,
    };
  });
}

export async function listAlarmLogs(db: Db, scope: DataScope, q: AlarmLogListQuery): Promise<AlarmPage<AlarmLogRow>> {
  const where = and(
    queryFilters(alarmLogs, q, {
      status: 'equals',
      level: 'equals',
      productKey: 'equals',
      deviceKey: 'equals',
      ruleId: 'equals',
    }),
    createdWithin(alarmLogs.createdAt, q.dateRange),
    alarmScopeFilter(scope),
  );
  const [list, [{ total }]] = await Promise.all([
    alarmLogRows(db, where, pageOf(q)),
    db
      .select({ total: count() })
      .from(alarmLogs)
      .innerJoin(deviceView, eq(deviceView.id, alarmLogs.deviceId))
      .where(where),
  ]);
  return { list, currentPage: q.pageNum, Total: Number(total) };
}

/** One alarm in the scope, or "告警日志不存在". */
export async function alarmLogInScope(db: Db, scope: DataScope, id: number): Promise<AlarmLogRow> {
  const [row] = await alarmLogRows(db, and(eq(alarmLogs.id, id), alarmScopeFilter(scope)));
  if (!row) throw businessError('alarmLogNotFound');
  return row;
}

/**
 * Handles (status 1) or ignores (status 2) open alarms in the scope, saying who and when; the
 * alarm is closed, so the rule's next match opens a new one. Answers the ids changed.
 */
export async function handleAlarms(
  db: Db,
  scope: DataScope,
  ids: number[],
  by: { userId: number; status: 1 | 2; content: string },
): Promise<number[]> {
  const visible = await db
    .select({ id: alarmLogs.id, status: alarmLogs.status })
    .from(alarmLogs)
    .innerJoin(deviceView, eq(deviceView.id, alarmLogs.deviceId))
    .where(and(inArray(alarmLogs.id, ids), alarmScopeFilter(scope)));
  if (visible.length !== new Set(ids).size) throw businessError('alarmLogNotFound');
  const open = visible.filter((r) => r.status === 0).map((r) => r.id);
  if (!open.length) throw businessError('alarmLogClosed');
  const now = new Date();
  const changed = await db
    .update(alarmLogs)
    .set({
      status: by.status,
      content: by.content,
      handledBy: by.userId,
      handledAt: now,
      updatedBy: by.userId,
      updatedAt: now,
    })
    .where(and(inArray(alarmLogs.id, open), eq(alarmLogs.status, 0)))
    .returning({ id: alarmLogs.id });
  return changed.map((r) => r.id);
}
