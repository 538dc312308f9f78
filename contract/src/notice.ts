// Notices and private letters, GFast §3.13, and their read records, §3.14.
import { z } from 'zod';
import {
  bool,
  dateRange,
  filterInt,
  filterStr,
  idList,
  int,
  intOr,
  optStr,
  paging,
  requiredFlag,
  requiredStr,
  rowId,
} from './fields.ts';

/** Columns a list may be ordered by (GFast passes `orderBy` raw; we accept only these). */
export const noticeOrderColumns = ['id', 'sort', 'createdAt', 'updatedAt', 'title', 'type', 'tag', 'status'] as const;
export const noticeReadOrderColumns = ['id', 'noticeId', 'createdAt', 'updatedAt'] as const;

/** `column [asc|desc]`, the column in camelCase or snake_case. */
const orderBy = (columns: readonly string[]) =>
  filterStr().refine((v) => v === undefined || parseOrderBy(v, columns) !== null);

/** Parses `orderBy` against the allowed columns; null when it names anything else. */
export function parseOrderBy(
  value: string,
  columns: readonly string[],
): { column: string; direction: 'asc' | 'desc' } | null {
  const m = /^\s*([A-Za-z_]+)(?:\s+(asc|desc))?\s*$/i.exec(value);
  if (!m) return null;
  const camel = m[1].replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const column = columns.find((c) => c.toLowerCase() === camel.toLowerCase());
  if (!column) return null;
  return { column, direction: (m[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' };
}

export const noticeListQuery = z.object({
  id: filterInt(),
  title: filterStr(),
  type: filterInt(),
  tag: filterInt(),
  status: filterInt(),
  dateRange: dateRange(),
  orderBy: orderBy(noticeOrderColumns),
  ...paging,
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

export const noticeListShowQuery = noticeListQuery.extend({ isTrim: bool() });
export type NoticeListShowQuery = z.infer<typeof noticeListShowQuery>;

export const noticeIdQuery = z.object({ id: rowId() });

/** 1 notice (to everyone), 2 private letter (to `receiver`). */
const noticeType = () => int().pipe(z.literal([1, 2]));

const noticeFields = {
  title: requiredStr(200),
  type: noticeType(),
  // The server sanitises the HTML; the limit keeps a page of rich text with a few inline images.
  content: requiredStr(500_000),
  status: requiredFlag(),
  tag: intOr(0).pipe(z.literal([0, 1, 2, 3, 4, 5])),
  remark: optStr(500),
  sort: intOr(0),
  receiver: idList()
    .pipe(z.array(z.number().min(1)).max(1000))
    .optional(),
};

/** GFast's receiver rule: a letter needs at least one receiver. */
const receiverForLetters = (form: { type: number; receiver?: number[] }, ctx: z.RefinementCtx) => {
  if (form.type === 2 && !form.receiver?.length) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'array',
      minimum: 1,
      inclusive: true,
      path: ['receiver'],
      input: form.receiver,
    });
  }
};

export const noticeAddBody = z.object(noticeFields).superRefine(receiverForLetters);
export type NoticeAddBody = z.infer<typeof noticeAddBody>;
export const noticeEditBody = z.object({ ...noticeFields, id: rowId() }).superRefine(receiverForLetters);
export type NoticeEditBody = z.infer<typeof noticeEditBody>;
export const noticeDeleteBody = z.object({ ids: idList().pipe(z.array(z.number()).min(1).max(1000)) });

export const noticeUserListQuery = z.object({ userNickname: optStr(100) });

export const noticeReadBody = z.object({ noticeId: rowId() });

export const noticeReadListQuery = z.object({
  orderBy: orderBy(noticeReadOrderColumns),
  ...paging,
});
export type NoticeReadListQuery = z.infer<typeof noticeReadListQuery>;

export interface NoticeUser {
  id: number;
  userNickname: string;
}

/** What every shape of a notice carries: the list rows, the notice itself and the live frame. */
interface NoticeFields {
  id: number;
  title: string;
  type: number;
  tag: number;
  content: string;
  remark: string;
  sort: number;
  status: number;
}

/** A notice in the lists (content empty in the admin list, maybe trimmed to text in listShow). */
export interface NoticeRow extends NoticeFields {
  isRead: boolean;
  clickNumber: number;
  createdUser: NoticeUser | null;
  createdBy: number;
  createdAt: string | null;
}

export interface NoticeListData {
  list: NoticeRow[];
  total: number;
  currentPage: number;
}

/** sysNotice/get, returned unwrapped. */
export interface Notice extends NoticeFields {
  createdBy: number;
  createdUser: NoticeUser | null;
  updatedBy: number;
  updatedUser: NoticeUser | null;
  createdAt: string | null;
  updatedAt: string | null;
  deletedAt: string | null;
  receiver: number[];
  receiverUser: NoticeUser[];
}

/**
 * The live channel's `notice` frame data: GFast §4.3's fields, as stored (GFast sends null times,
 * the receivers as JSON text and one of the authors as null; here the row's values, as `get`).
 */
export interface NoticeFrameData extends NoticeFields {
  receiver: number[];
  createdBy: number;
  updatedBy: number;
  createdAt: string | null;
  updatedAt: string | null;
  deletedAt: string | null;
}

export interface NoticeUnreadData {
  /** Unread notices (type 1). */
  notifyCount: number;
  /** Unread private letters (type 2). */
  noticeCount: number;
}

export interface NoticeUserListData {
  userList: NoticeUser[];
}

export interface NoticeReadRow {
  id: number;
  noticeId: number;
  userId: number;
  createdAt: string | null;
}

export interface NoticeReadListData {
  list: NoticeReadRow[];
  total: number;
  currentPage: number;
}
