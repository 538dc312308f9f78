// Reading notices (GFast §3.13) and read records (§3.14). Who sees what: the admin list shows
// every notice that is not deleted; readers see published notices (type 1) and the published
// letters (type 2) whose receivers include them, never anyone else's letters.
import {
  noticeOrderColumns,
  noticeReadOrderColumns,
  parseOrderBy,
  type Notice,
  type NoticeListData,
  type NoticeFrameData,
  type NoticeListQuery,
  type NoticeListShowQuery,
  type NoticeReadListData,
  type NoticeReadListQuery,
  type NoticeRow,
  type NoticeUnreadData,
  type NoticeUser,
  type NoticeUserListData,
} from '@iot/contract';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userView } from '../user/index.ts';
import { noticeReads, notices } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { contains } from '../../lib/sql.ts';
import { readPage, readTablePage } from '../../db/paging.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import { noticeExcerpt } from './html.ts';

export const NOTICE = 1;
export const LETTER = 2;

const live = isNull(notices.deletedAt);

/** The fields a notice shows alike in `get` and in its live frame. */
function noticeFields(n: typeof notices.$inferSelect) {
  const { id, title, type, tag, content, remark, sort, status } = n;
  return { id, title, type, tag, content, remark, sort, status };
}

/** A notice as stored, in the wire's shape (its times formatted, no receivers as []): the live frame, and `get` without its users. */
export function storedNotice(n: typeof notices.$inferSelect): NoticeFrameData {
  return {
    ...noticeFields(n),
    createdBy: n.createdBy,
    updatedBy: n.updatedBy,
    createdAt: formatTime(n.createdAt),
    updatedAt: formatTime(n.updatedAt),
    deletedAt: formatTime(n.deletedAt),
    receiver: n.receiver ?? [],
  };
}

/** Published, not deleted, and a notice or a letter to `userId`. */
export function visibleTo(userId: number): SQL {
  return and(
    live,
    eq(notices.status, 1),
    or(
      eq(notices.type, NOTICE),
      and(eq(notices.type, LETTER), sql`${notices.receiver} @> ${JSON.stringify([userId])}::jsonb`),
    ),
  )!;
}

function filters(q: NoticeListQuery): SQL | undefined {
  return and(
    q.id === undefined ? undefined : eq(notices.id, q.id),
    q.title ? contains(notices.title, q.title) : undefined,
    q.type === undefined ? undefined : eq(notices.type, q.type),
    q.tag === undefined ? undefined : eq(notices.tag, q.tag),
    q.status === undefined ? undefined : eq(notices.status, q.status),
    createdWithin(notices.createdAt, q.dateRange),
  );
}

const noticeColumns = {
  id: notices.id,
  sort: notices.sort,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
  title: notices.title,
  type: notices.type,
  tag: notices.tag,
  status: notices.status,
} satisfies Record<(typeof noticeOrderColumns)[number], unknown>;

/** The whitelisted `orderBy` (default `id DESC`), then id for a stable order. */
function noticeOrder(orderBy: string | undefined) {
  const o = orderBy ? parseOrderBy(orderBy, noticeOrderColumns) : null;
  if (!o) return [desc(notices.id)];
  const column = noticeColumns[o.column as keyof typeof noticeColumns];
  return [o.direction === 'desc' ? desc(column) : asc(column), desc(notices.id)];
}

const userOf = (id: number | null, userNickname: string | null): NoticeUser | null =>
  id === null ? null : { id, userNickname: userNickname ?? '' };

/** One page of notices as NoticeRow; `content` decides what the rows carry as content. */
async function noticePage(
  db: Db,
  where: SQL | undefined,
  q: NoticeListQuery,
  userId: number,
  content: 'none' | 'full' | 'excerpt',
): Promise<NoticeListData> {
  const { rows, total } = await readPage(
    q,
    ({ limit, offset }) =>
      db
        .select({
          id: notices.id,
          title: notices.title,
          type: notices.type,
          tag: notices.tag,
          content: content === 'none' ? sql<string>`''` : notices.content,
          remark: notices.remark,
          sort: notices.sort,
          status: notices.status,
          createdBy: notices.createdBy,
          createdAt: notices.createdAt,
          creatorId: userView.id,
          creatorNickname: userView.userNickname,
          isRead: sql<boolean>`exists(select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`,
          clickNumber: sql<number>`(select coalesce(sum(${noticeReads.clicks}), 0)::int from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id})`,
        })
        .from(notices)
        .leftJoin(userView, eq(userView.id, notices.createdBy))
        .where(where)
        .orderBy(...noticeOrder(q.orderBy))
        .limit(limit)
        .offset(offset),
    db.$count(notices, where),
  );
  const list: NoticeRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    tag: r.tag,
    content: content === 'excerpt' ? noticeExcerpt(r.content) : r.content,
    remark: r.remark,
    sort: r.sort,
    status: r.status,
    isRead: Boolean(r.isRead),
    clickNumber: Number(r.clickNumber),
    createdUser: userOf(r.creatorId, r.creatorNickname),
    createdBy: r.createdBy,
    createdAt: formatTime(r.createdAt),
  }));
  return { list, total, currentPage: q.pageNum };
}

/** The admin list: every notice and letter that is not deleted; content left empty. */
export function listNotices(db: Db, q: NoticeListQuery, userId: number): Promise<NoticeListData> {
  return noticePage(db, and(live, filters(q)), q, userId, 'none');
}

/** The reader's list: what is visible to the caller, `isTrim` cutting the content to text. */
export function listShowNotices(db: Db, q: NoticeListShowQuery, userId: number): Promise<NoticeListData> {
  return noticePage(db, and(visibleTo(userId), filters(q)), q, userId, q.isTrim ? 'excerpt' : 'full');
}

async function usersByIds(db: Db, ids: number[]): Promise<NoticeUser[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: userView.id, userNickname: userView.userNickname })
    .from(userView)
    .where(inArray(userView.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One notice; `anyNotice` (the admin) reaches every notice not deleted, others only visible ones. */
export async function getNotice(db: Db, id: number, userId: number, anyNotice: boolean): Promise<Notice> {
  const [n] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), anyNotice ? live : visibleTo(userId)));
  if (!n) throw businessError('noticeNotFound');
  const notice = storedNotice(n);
  const { receiver } = notice;
  const people = await usersByIds(db, [...new Set([n.createdBy, n.updatedBy, ...receiver])]);
  const person = (uid: number) => people.find((p) => p.id === uid) ?? null;
  return {
    ...notice,
    createdUser: person(n.createdBy),
    updatedUser: person(n.updatedBy),
    receiverUser: receiver.flatMap((uid) => person(uid) ?? []),
  };
}

/** Published notices and letters visible to the caller that the caller has not opened yet. */
export async function unreadCount(db: Db, userId: number): Promise<NoticeUnreadData> {
  const rows = await db
    .select({ type: notices.type, n: sql<number>`count(*)::int` })
    .from(notices)
    .where(
      and(
        visibleTo(userId),
        sql`not exists(select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`,
      ),
    )
    .groupBy(notices.type);
  const count = (type: number) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  return { notifyCount: count(NOTICE), noticeCount: count(LETTER) };
}

/** The receiver picker: at most 6 users whose nickname contains the text. */
export async function pickUsers(db: Db, userNickname: string): Promise<NoticeUserListData> {
  const userList = await db
    .select({ id: userView.id, userNickname: userView.userNickname })
    .from(userView)
    .where(userNickname ? contains(userView.userNickname, userNickname) : undefined)
    .orderBy(asc(userView.id))
    .limit(6);
  return { userList };
}

const readColumns = {
  id: noticeReads.id,
  noticeId: noticeReads.noticeId,
  createdAt: noticeReads.createdAt,
  updatedAt: noticeReads.updatedAt,
} satisfies Record<(typeof noticeReadOrderColumns)[number], unknown>;

/** The caller's own read records. */
export async function listReads(db: Db, q: NoticeReadListQuery, userId: number): Promise<NoticeReadListData> {
  const o = q.orderBy ? parseOrderBy(q.orderBy, noticeReadOrderColumns) : null;
  const order = o
    ? [(o.direction === 'desc' ? desc : asc)(readColumns[o.column as keyof typeof readColumns]), desc(noticeReads.id)]
    : [desc(noticeReads.id)];
  const where = eq(noticeReads.userId, userId);
  const { rows, total } = await readTablePage(db, noticeReads, where, order, q);
  return {
    list: rows.map((r) => ({ id: r.id, noticeId: r.noticeId, userId: r.userId, createdAt: formatTime(r.createdAt) })),
    total,
    currentPage: q.pageNum,
  };
}
