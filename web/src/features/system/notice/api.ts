// Notices and their read records, gfast-v3.3-api.md §3.13 and §3.14 (plus our sysNoticeRead/readAll).
// The wire types are the contract's; this file adds the calls and one queryOptions factory per query.
import type {
  Notice,
  NoticeAddBody,
  NoticeListData,
  NoticeListQuery,
  NoticeListShowQuery,
  NoticeUnreadData,
  NoticeUserListData,
} from '@iot/contract';
import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** Filters of sysNotice/list (each exact when present). */
export type NoticeListParams = Partial<NoticeListQuery>;
/** sysNotice/listShow: the caller's notices with their read state; `isTrim` cuts content to 90 characters of text. */
export type NoticeShowParams = Partial<NoticeListShowQuery>;
/** The add/edit body as the console sends it: GFast's UI sends the tag (a dict value) as a string. */
export type NoticeBody = Omit<NoticeAddBody, 'tag'> & { tag: string };

const base = '/api/v1/system/sysNotice';
const read = '/api/v1/system/sysNoticeRead';

export const noticeApi = {
  list: (params: NoticeListParams) => http.get<NoticeListData>(`${base}/list`, params),
  listShow: (params: NoticeShowParams) => http.get<NoticeListData>(`${base}/listShow`, params),
  get: (id: number) => http.get<Notice>(`${base}/get`, { id }),
  add: (body: NoticeBody) => http.post<null>(`${base}/add`, body),
  edit: (body: NoticeBody & { id: number }) => http.put<null>(`${base}/edit`, body),
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
  unReadCount: () => http.get<NoticeUnreadData>(`${base}/unReadCount`),
  /** Receiver picker: at most 6 users whose nickname contains the text. */
  userList: (userNickname: string) => http.get<NoticeUserListData>(`${base}/userList`, { userNickname }),
  readNotice: (noticeId: number) => http.post<null>(`${read}/readNotice`, { noticeId }),
  /** Ours: marks every notice the caller can see as read. */
  readAll: () => http.post<null>(`${read}/readAll`),
};

/** The prefix of every notice query: invalidating it refreshes the bell, the centre and the management list. */
export const NOTICE_KEY = ['notice'] as const;

/** Refetches whatever shows notices (after a write, a read, or a live frame). */
export const invalidateNotices = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: NOTICE_KEY });

/** The bell's badge and the centre's tab counts. */
export const unreadCountQuery = () =>
  queryOptions({ queryKey: [...NOTICE_KEY, 'unread'] as const, queryFn: noticeApi.unReadCount });

/** The bell's list: the caller's latest five notices, content as short text. */
export const latestNoticesQuery = () =>
  queryOptions({
    queryKey: [...NOTICE_KEY, 'latest'] as const,
    queryFn: () => noticeApi.listShow({ pageNum: 1, pageSize: 5, isTrim: true }),
  });

/** A page of the notification centre. */
export const noticeInboxQuery = (params: NoticeShowParams) =>
  queryOptions({ queryKey: [...NOTICE_KEY, 'show', params] as const, queryFn: () => noticeApi.listShow(params) });

/** A page of notice management. */
export const noticePageQuery = (params: NoticeListParams) =>
  queryOptions({ queryKey: [...NOTICE_KEY, 'list', params] as const, queryFn: () => noticeApi.list(params) });

/** One notice in full (the lists carry no content); nothing is fetched without an id. */
export const noticeDetailQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...NOTICE_KEY, 'get', id] as const,
    queryFn: id === undefined ? skipToken : () => noticeApi.get(id),
    // The dialog loads it afresh each time it opens.
    gcTime: 0,
  });

/** Users whose nickname contains `nickname`, for the receiver picker. */
export const noticeReceiversQuery = (nickname: string) =>
  queryOptions({
    queryKey: [...NOTICE_KEY, 'userList', nickname] as const,
    queryFn: () => noticeApi.userList(nickname),
    staleTime: 30_000,
  });
