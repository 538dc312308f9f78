// What the bell shows lives in two queries (the unread counts and the latest notices); a live
// frame or a read changes them in place, so the bell answers at once, and the refetch that follows
// brings the server's word.
import type { NoticeFrameData, NoticeListData, NoticeRow, NoticeUnreadData } from '@iot/contract';
import type { QueryClient } from '@tanstack/react-query';
import { latestNoticesQuery, unreadCountQuery } from '../api';

/** What the bell needs of a live `notice` frame (the server sends more). */
export type ArrivedNotice = Pick<NoticeFrameData, 'id' | 'title' | 'type'> &
  Partial<Pick<NoticeFrameData, 'tag' | 'createdBy' | 'createdAt'>>;

/** The badge: unread notices and unread letters. */
export const unreadTotal = (counts: NoticeUnreadData | undefined) =>
  counts ? counts.notifyCount + counts.noticeCount : 0;

/** Which count a notice of `type` is in: letters (2) in noticeCount, notices in notifyCount. */
const countOf = (type: number): keyof NoticeUnreadData => (type === 2 ? 'noticeCount' : 'notifyCount');

const unreadKey = unreadCountQuery().queryKey;
const latestKey = latestNoticesQuery().queryKey;

const latestRows = (queryClient: QueryClient) => queryClient.getQueryData(latestKey)?.list ?? [];

/** Changes the latest notices; before the server has answered they start empty. */
function updateLatest(queryClient: QueryClient, change: (rows: NoticeRow[]) => NoticeRow[]) {
  queryClient.setQueryData(latestKey, (old): NoticeListData => {
    const page = old ?? { list: [], total: 0, currentPage: 1 };
    return { ...page, list: change(page.list ?? []) };
  });
}

/** Adds `delta` to the unread count of `type`, never below 0; before the server has answered it starts at 0. */
function addUnread(queryClient: QueryClient, type: number, delta: number) {
  queryClient.setQueryData(unreadKey, (old): NoticeUnreadData => {
    const counts = old ?? { notifyCount: 0, noticeCount: 0 };
    const key = countOf(type);
    return { ...counts, [key]: Math.max(0, counts[key] + delta) };
  });
}

/** A live notice as a row of the bell's list: unread; no content (the frame carries the full HTML, the bell short text). */
export const arrivedRow = (notice: ArrivedNotice): NoticeRow => ({
  id: notice.id,
  title: notice.title,
  type: notice.type,
  tag: notice.tag ?? 0,
  content: '',
  remark: '',
  sort: 0,
  status: 1,
  isRead: false,
  clickNumber: 0,
  createdUser: null,
  createdBy: notice.createdBy ?? 0,
  createdAt: notice.createdAt ?? null,
});

/** A notice came over the live channel: first in the list, unread; counted once, however often it comes (edits). */
export function receiveNotice(queryClient: QueryClient, notice: ArrivedNotice) {
  const known = latestRows(queryClient).find((n) => n.id === notice.id);
  updateLatest(queryClient, (rows) => [arrivedRow(notice), ...rows.filter((n) => n.id !== notice.id)]);
  if (!known || known.isRead) addUnread(queryClient, notice.type, 1);
}

/** One notice was read: a known unread one stops counting. */
export function markNoticeRead(queryClient: QueryClient, id: number) {
  const item = latestRows(queryClient).find((n) => n.id === id);
  if (!item || item.isRead) return;
  updateLatest(queryClient, (rows) => rows.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
  addUnread(queryClient, item.type, -1);
}

/** Every notice was read. */
export function markAllNoticesRead(queryClient: QueryClient) {
  updateLatest(queryClient, (rows) => rows.map((n) => (n.isRead ? n : { ...n, isRead: true })));
  queryClient.setQueryData(unreadKey, { notifyCount: 0, noticeCount: 0 });
}
