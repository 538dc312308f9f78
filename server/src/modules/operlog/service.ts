// Reading and clearing the operation log (GFast §3.10). Newest first.
import type { OperLog, OperLogListData, OperLogListQuery, OperLogRow } from '@iot/contract';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessError } from '../../lib/errors.ts';
import { countRows } from '../../db/row-counts.ts';
import { readPage } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import { operLogs } from './schema.ts';

type Row = typeof operLogs.$inferSelect;

function toRow(r: Row): OperLogRow {
  return {
    operId: r.operId,
    title: r.title,
    requestMethod: r.requestMethod,
    operName: r.operName,
    deptName: r.deptName,
    linkedDeptName: r.deptName ? { deptName: r.deptName } : null,
    operUrl: r.operUrl,
    operIp: r.operIp,
    operLocation: r.operLocation,
    operParam: r.operParam,
    operTime: formatTime(r.operTime),
    status: r.status,
    costTime: r.costTime,
  };
}

export async function listOperLogs(db: Db, q: OperLogListQuery): Promise<OperLogListData> {
  const where = and(
    q.title ? eq(operLogs.title, q.title) : undefined,
    q.requestMethod ? eq(operLogs.requestMethod, q.requestMethod.toUpperCase()) : undefined,
    q.operName ? contains(operLogs.operName, q.operName) : undefined,
    q.status === undefined ? undefined : eq(operLogs.status, q.status),
    createdWithin(operLogs.operTime, q.dateRange),
  );
  const { rows, total } = await readPage(
    q,
    ({ limit, offset }) =>
      db.select().from(operLogs).where(where).orderBy(desc(operLogs.operId)).limit(limit).offset(offset),
    countRows(db, operLogs, where),
  );
  return { list: rows.map(toRow), total, currentPage: q.pageNum };
}

export async function getOperLog(db: Db, operId: number): Promise<OperLog> {
  const [r] = await db.select().from(operLogs).where(eq(operLogs.operId, operId));
  if (!r) throw businessError('operLogNotFound');
  return {
    ...toRow(r),
    businessType: r.businessType,
    method: r.method,
    operatorType: r.operatorType,
    jsonResult: r.jsonResult,
    errorMsg: r.errorMsg,
    browser: r.browser,
    os: r.os,
  };
}

export async function deleteOperLogs(db: Db, ids: number[]): Promise<void> {
  await db.delete(operLogs).where(inArray(operLogs.operId, ids));
}

export async function clearOperLogs(db: Db): Promise<void> {
  await db.delete(operLogs);
}

/** Deletes entries older than `days` days (the prune-logs job); answers how many went. */
export async function pruneOperLogs(db: Db, days: number, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(operLogs)
    .where(lt(operLogs.operTime, new Date(now - days * 86_400_000)))
    .returning({ id: operLogs.operId });
  return gone.length;
}
