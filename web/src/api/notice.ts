// Notices and their read records, gfast-v3.3-api.md §3.13 and §3.14 (plus our sysNoticeRead/readAll).
import { http } from '@/lib/http';
import type { PageParams } from './dict';

/** 1 notice (broadcast), 2 private letter (to `receiver`). */
export type NoticeType = 1 | 2;

export interface NoticeUser {
  id: number;
  userNickname: string;
}

/** A row of sysNotice/list and listShow. */
export interface NoticeRow {
  id: number;
  title: string;
  type: NoticeType;
  /** Dict notice_tag: 0 none … 5 urgent. */
  tag: number;
  /** HTML (sanitised by the server); empty in sysNotice/list, trimmed text with isTrim. */
  content: string;
  remark: string;
  sort: number;
  /** 1 published, 0 draft. */
  status: number;
  isRead: boolean;
  clickNumber: number;
  createdUser: NoticeUser | null;
  createdBy: number;
  createdAt: string | null;
}

/** sysNotice/get. */
export interface Notice {
  id: number;
  title: string;
  type: NoticeType;
  tag: number;
  content: string;
  remark: string;
  sort: number;
  status: number;
  createdBy: number;
  createdUser: NoticeUser | null;
  updatedBy: number;
  updatedUser: NoticeUser | null;
  createdAt: string | null;
  updatedAt: string | null;
  receiver: number[] | null;
  receiverUser: NoticeUser[] | null;
}

export interface NoticeListData {
  list: NoticeRow[] | null;
  total: number;
  currentPage: number;
}

/** Filters of sysNotice/list (each exact when present). */
export interface NoticeListParams extends PageParams {
  title?: string;
  type?: number;
  tag?: number;
  status?: number;
}

/** sysNotice/listShow: the caller's notices with their read state. */
export interface NoticeShowParams extends PageParams {
  type?: NoticeType;
  /** Content as plain text cut to 90 characters. */
  isTrim?: boolean;
}

/** GFast's NoticeForm; edit adds `id`. */
export interface NoticeForm {
  title: string;
  type: NoticeType;
  content: string;
  status: number;
  /** GFast's UI sends the dict value as a string. */
  tag: string;
  remark: string;
  sort: number;
  /** User ids; used for letters. */
  receiver: number[];
}
export interface NoticeEditForm extends NoticeForm {
  id: number;
}

/** sysNotice/unReadCount: notifyCount (type 1) and noticeCount (type 2). */
export interface UnreadCount {
  notifyCount: number;
  noticeCount: number;
}

/** The notice a live `notice` frame carries (`receiver` is the JSON string of the ids). */
export interface LiveNotice {
  id: number;
  title: string;
  type: NoticeType;
  tag?: number;
  content?: string;
  status?: number;
  createdAt?: string | null;
}

const base = '/api/v1/system/sysNotice';
const read = '/api/v1/system/sysNoticeRead';

export const noticeApi = {
  list: (params: NoticeListParams) => http.get<NoticeListData>(`${base}/list`, params),
  listShow: (params: NoticeShowParams) => http.get<NoticeListData>(`${base}/listShow`, params),
  get: (id: number) => http.get<Notice>(`${base}/get`, { id }),
  add: (body: NoticeForm) => http.post<null>(`${base}/add`, body),
  edit: (body: NoticeEditForm) => http.put<null>(`${base}/edit`, body),
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
  unReadCount: () => http.get<UnreadCount>(`${base}/unReadCount`),
  /** Receiver picker: at most 6 users whose nickname contains the text. */
  userList: (userNickname: string) => http.get<{ userList: NoticeUser[] | null }>(`${base}/userList`, { userNickname }),
  readNotice: (noticeId: number) => http.post<null>(`${read}/readNotice`, { noticeId }),
  /** Ours: marks every notice the caller can see as read. */
  readAll: () => http.post<null>(`${read}/readAll`),
};

/** Query keys: invalidating NOTICE_KEY refreshes the bell, the centre and the management list. */
export const NOTICE_KEY = ['notice'] as const;
export const noticeKeys = {
  unread: [...NOTICE_KEY, 'unread'] as const,
  latest: [...NOTICE_KEY, 'latest'] as const,
  show: (params: NoticeShowParams) => [...NOTICE_KEY, 'show', params] as const,
  list: (params: NoticeListParams) => [...NOTICE_KEY, 'list', params] as const,
};

/** Where the notification centre lives. */
export const NOTICE_CENTRE_PATH = '/system/sysNotice/show';
export const noticeCentrePath = (type?: number) => (type ? `${NOTICE_CENTRE_PATH}?type=${type}` : NOTICE_CENTRE_PATH);
