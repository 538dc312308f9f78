// The login log (GFast §3.9): every login, logout and refused login, with what the User-Agent says.
import type { LoginLogListData, LoginLogListQuery, SysLoginLog } from '@iot/contract';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginLogs } from './schema.ts';
import { countRows } from '../../db/row-counts.ts';
import { readPage } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';

export interface LoginEvent {
  loginName: string;
  ip: string;
  userAgent: string;
  /** 1 success (login, logout), 0 refused. */
  status: 0 | 1;
  /** Written in zh-CN whatever language the caller reads, as GFast does. */
  msg: string;
}

export function isPrivateIp(ip: string): boolean {
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd)/.test(ip);
}

/**
 * Records one login event. Never rejects: a login must not fail because its log row could not be
 * written, so errors go to `onError` (the request's logger) instead.
 */
export async function recordLogin(db: Db, e: LoginEvent, onError: (err: unknown) => void): Promise<void> {
  try {
    const { browser, os } = describeUserAgent(e.userAgent);
    await db.insert(loginLogs).values({
      loginName: e.loginName.slice(0, 100),
      ipaddr: e.ip,
      loginLocation: isPrivateIp(e.ip) ? '内网IP' : '',
      browser,
      os,
      status: e.status,
      msg: e.msg,
      module: '系统后台',
    });
  } catch (err) {
    onError(err);
  }
}

export function toSysLoginLog(r: typeof loginLogs.$inferSelect): SysLoginLog {
  return {
    infoId: r.infoId,
    loginName: r.loginName,
    ipaddr: r.ipaddr,
    loginLocation: r.loginLocation,
    browser: r.browser,
    os: r.os,
    status: r.status,
    msg: r.msg,
    loginTime: formatTime(r.loginTime),
    module: r.module,
  };
}

const sortable = {
  infoId: loginLogs.infoId,
  loginName: loginLogs.loginName,
  ipaddr: loginLogs.ipaddr,
  loginTime: loginLogs.loginTime,
  status: loginLogs.status,
};

export async function listLoginLogs(db: Db, q: LoginLogListQuery): Promise<LoginLogListData> {
  const where = and(
    q.userName ? contains(loginLogs.loginName, q.userName) : undefined,
    q.ipaddr ? contains(loginLogs.ipaddr, q.ipaddr) : undefined,
    q.loginLocation ? contains(loginLogs.loginLocation, q.loginLocation) : undefined,
    q.status === undefined ? undefined : eq(loginLogs.status, q.status),
    createdWithin(loginLogs.loginTime, q.dateRange),
  );
  const column = q.orderByColumn ? sortable[q.orderByColumn] : loginLogs.infoId;
  const direction = q.isAsc === 'asc' || q.isAsc === 'ascending' ? asc : desc;
  const order = column === loginLogs.infoId ? [direction(column)] : [direction(column), desc(loginLogs.infoId)];
  // The unfiltered total is kept by a trigger (db/row-counts.ts): no scan of every login.
  const { rows, total } = await readPage(
    q,
    ({ limit, offset }) =>
      db
        .select()
        .from(loginLogs)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    countRows(db, loginLogs, where),
  );
  return { list: rows.map(toSysLoginLog), total, currentPage: q.pageNum };
}

export async function deleteLoginLogs(db: Db, ids: number[]): Promise<void> {
  await db.delete(loginLogs).where(inArray(loginLogs.infoId, ids));
}

export async function clearLoginLogs(db: Db): Promise<void> {
  await db.delete(loginLogs);
}

/** Deletes rows older than this many days (the scheduled "old logs" job); returns how many went. */
export async function pruneLoginLog(db: Db, olderThanDays: number): Promise<number> {
  const before = new Date(Date.now() - olderThanDays * 86_400_000);
  const gone = await db.delete(loginLogs).where(lt(loginLogs.loginTime, before)).returning({ id: loginLogs.infoId });
  return gone.length;
}
