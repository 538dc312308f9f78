// Attachments and uploads, GFast §3.15.
import { z } from 'zod';
import { bool, dateRange, filterStr, paging, rowId, rowIds } from './fields.ts';

export const ATTACHMENT_KINDS = ['image', 'doc', 'video', 'audio', 'zip', 'other'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export const attachmentListQuery = z.object({
  appId: filterStr(),
  drive: filterStr(),
  name: filterStr(),
  kind: filterStr(),
  mimeType: filterStr(),
  /** "true"/"false" once the console's switch was touched; absent or "" means any. */
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), bool().optional()),
  /** The uploader's account name (LIKE); ours, GFast has none. */
  userName: filterStr(),
  /** GFast applies the range to updatedAt. */
  createdAt: dateRange(),
  ...paging,
});
export type AttachmentListQuery = z.infer<typeof attachmentListQuery>;

export const attachmentIdQuery = z.object({ id: rowId() });
export const attachmentDeleteBody = z.object({ ids: rowIds() });
export const attachmentStatusBody = z.object({ id: rowId(), status: z.boolean() });

/** `upload/check?hash=`: the SHA-256 (hex) of a file the caller is about to send (ours). */
export const uploadCheckQuery = z.object({
  hash: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/),
});

export interface SysAttachment {
  id: number;
  appId: string;
  drive: string;
  name: string;
  kind: AttachmentKind;
  mimeType: string;
  /** Relative, as GFast stores it: `upload_file/2026-11-26/<random>.png`. */
  path: string;
  size: number;
  ext: string;
  md5: string;
  status: boolean;
  createdBy: number;
  createdUser: { id: number; userNickname: string } | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface AttachmentListData {
  list: SysAttachment[];
  total: number;
  currentPage: number;
}

/** What every upload endpoint answers per file. */
export interface UploadResult {
  size: number;
  /** Relative path, GFast's `upload_file/<day>/<name>`. */
  path: string;
  /** Absolute URL of the file. */
  fullPath: string;
  /** The original file name (shown only). */
  name: string;
  /** The MIME type found from the content. */
  type: string;
}
