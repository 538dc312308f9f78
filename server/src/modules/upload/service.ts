// Uploads and the attachment list (GFast §3.15). A file is checked by its content against the
// upload parameters, stored in the database under a random name with the extension of what it
// really is, and listed as an attachment of its uploader (the list's data scope follows them).
import type { AttachmentListData, AttachmentListQuery, SysAttachment, UploadResult } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { listSetting, parseSize, type UploadDefaults } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { userView } from '../user/index.ts';
import { attachmentContents, attachmentParts, attachments } from './schema.ts';
import { ApiError, businessError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { readPage } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import { creatorScope, inScope, type DataScope } from '../../access/data-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { paramValue } from '../config/index.ts';
import { allowed, kindOf, SAFE_IMAGES, sniff } from './sniff.ts';

export const { of: attachmentScopeOf, filter: attachmentScopeFilter } = creatorScope(
  PERMISSIONS.attachment,
  attachments,
);

export type UploadKind = 'image' | 'file';

/** The limits in force: the `sys.uploadFile.*` parameters where valid, else the settings. */
export async function limitsOf(db: Db, defaults: UploadDefaults, kind: UploadKind) {
  const param = (key: string) => paramValue(db, `sys.uploadFile.${key}`).catch(() => undefined);
  const [size, types] = await Promise.all(
    kind === 'image' ? [param('imageSize'), param('imageType')] : [param('fileSize'), param('fileType')],
  );
  const fallbackSize = kind === 'image' ? defaults.imageSize : defaults.fileSize;
  const list = types === undefined ? [] : listSetting(types);
  return {
    size: Math.min((size !== undefined && parseSize(size)) || fallbackSize, defaults.requestLimit),
    types: list.length ? list : kind === 'image' ? defaults.imageTypes : defaults.fileTypes,
  };
}

export const day = (d: Date) => d.toISOString().slice(0, 10);
export const humanSize = (n: number) =>
  n >= 1024 ** 2 ? `${+(n / 1024 ** 2).toFixed(1)}M` : `${Math.ceil(n / 1024)}K`;

export interface Uploader {
  principal: Principal;
  /** `https://host` the file's fullPath starts with. */
  origin: string;
}

/** The client's name is shown only; its directories and control characters are dropped. */
export function shownName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  return (
    [...base]
      .filter((c) => c.charCodeAt(0) > 0x1f && c !== '\x7f')
      .join('')
      .slice(0, 255) || 'file'
  );
}

/** Checks and stores one file; throws code 50 with GFast's messages on a wrong type or size. */
export async function storeUpload(
  db: Db,
  defaults: UploadDefaults,
  kind: UploadKind,
  file: UploadedFile,
  by: Uploader,
): Promise<UploadResult> {
  const limits = await limitsOf(db, defaults, kind);
  if (file.data.length > limits.size) throw businessError('uploadTooLarge', { size: humanSize(limits.size) });
  if (!file.data.length) throw businessError('uploadEmpty');
  const found = await sniff(file.data, file.filename);
  const fits = found && allowed(found.ext, limits.types) && (kind === 'file' || SAFE_IMAGES.has(found.ext));
  if (!found || !fits) throw businessError('uploadWrongType', { types: limits.types.join(',') });
  const md5 = createHash('md5').update(file.data).digest('hex');
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  return insertAttachment(
    db,
    by,
    { filename: file.filename, size: file.data.length, md5, sha256, ...found },
    (tx, id) =>
      tx
        .insert(attachmentContents)
        .values({ id, data: file.data })
        .then(() => undefined),
  );
}

/** A checked file's row (at a fresh path) and, in the same transaction, its content (`store`). */
export async function insertAttachment(
  db: Db,
  by: Uploader,
  file: { filename: string; size: number; md5: string; sha256: string; ext: string; mime: string },
  store: (tx: Db, id: number) => Promise<void>,
): Promise<UploadResult> {
  const now = new Date();
  const path = `upload_file/${day(now)}/${randomBytes(16).toString('hex')}.${file.ext}`;
  // The client's name is shown only; its directories and control characters are dropped.
  const name = shownName(file.filename);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attachments)
      .values({
        name,
        kind: kindOf(file.mime),
        mimeType: file.mime,
        path,
        size: file.size,
        ext: file.ext,
        md5: file.md5,
        sha256: file.sha256,
        createdBy: by.principal.id,
        deptId: by.principal.deptId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: attachments.id });
    await store(tx, row.id);
  });
  return { size: file.size, path, fullPath: `${by.origin}/${path}`, name, type: file.mime };
}

type Row = typeof attachments.$inferSelect;

function toSysAttachment(r: Row, nickname: string | null): SysAttachment {
  return {
    id: r.id,
    appId: r.appId,
    drive: r.drive,
    name: r.name,
    kind: kindOf(r.mimeType),
    mimeType: r.mimeType,
    path: r.path,
    size: r.size,
    ext: r.ext,
    md5: r.md5,
    status: r.status,
    createdBy: r.createdBy,
    createdUser: nickname === null ? null : { id: r.createdBy, userNickname: nickname },
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
  };
}

export async function listAttachments(db: Db, scope: DataScope, q: AttachmentListQuery): Promise<AttachmentListData> {
  const where = and(
    attachmentScopeFilter(scope),
    q.appId ? eq(attachments.appId, q.appId) : undefined,
    q.drive ? eq(attachments.drive, q.drive) : undefined,
    q.name ? contains(attachments.name, q.name) : undefined,
    q.kind ? eq(attachments.kind, q.kind) : undefined,
    q.mimeType ? contains(attachments.mimeType, q.mimeType) : undefined,
    q.status === undefined ? undefined : eq(attachments.status, q.status),
    q.userName ? contains(userView.userName, q.userName) : undefined,
    createdWithin(attachments.updatedAt, q.createdAt),
  ) as SQL | undefined;
  const base = () =>
    db.select().from(attachments).leftJoin(userView, eq(userView.id, attachments.createdBy)).$dynamic();
  const { rows, total } = await readPage(
    q,
    ({ limit, offset }) =>
      base().where(where).orderBy(desc(attachments.updatedAt), desc(attachments.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(attachments)
      .leftJoin(userView, eq(userView.id, attachments.createdBy))
      .where(where)
      .then(([r]) => r.n),
  );
  return {
    list: rows.map((r) => toSysAttachment(r.sys_attachment, r.sys_user?.userNickname ?? null)),
    total,
    currentPage: q.pageNum,
  };
}

/** One attachment in the caller's scope; any other id is "not found". */
export async function getAttachment(db: Db, scope: DataScope, id: number): Promise<SysAttachment> {
  const [r] = await db
    .select()
    .from(attachments)
    .leftJoin(userView, eq(userView.id, attachments.createdBy))
    .where(eq(attachments.id, id));
  const row = r?.sys_attachment;
  if (!row || !inScope(scope, row.deptId, row.createdBy === scope.userId)) throw businessError('attachmentNotFound');
  return toSysAttachment(row, r.sys_user?.userNickname ?? null);
}

/** Deletes the attachments (their content goes with them) that are in the caller's scope. */
export async function deleteAttachments(db: Db, scope: DataScope, ids: number[]): Promise<void> {
  await db.delete(attachments).where(and(inArray(attachments.id, ids), attachmentScopeFilter(scope)));
}

export async function setAttachmentStatus(db: Db, scope: DataScope, id: number, status: boolean): Promise<void> {
  const done = await db
    .update(attachments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(attachments.id, id), attachmentScopeFilter(scope)))
    .returning({ id: attachments.id });
  if (!done.length) throw businessError('attachmentNotFound');
}

/** A stored file by its path, for serving: its bytes, or for a file stored in parts a stream of them. */
export async function readStored(
  db: Db,
  path: string,
): Promise<{ data: Buffer | Readable; size: number; mime: string; ext: string; name: string }> {
  const [r] = await db
    .select({
      id: attachments.id,
      data: attachmentContents.data,
      size: attachments.size,
      mime: attachments.mimeType,
      ext: attachments.ext,
      name: attachments.name,
    })
    .from(attachments)
    .leftJoin(attachmentContents, eq(attachmentContents.id, attachments.id))
    .where(eq(attachments.path, path));
  if (!r) throw new ApiError(404, 'attachmentNotFound', {}, 404);
  return { ...r, data: r.data ?? Readable.from(readParts(db, r.id)) };
}

/** The parts of a file stored by the resumable upload, read one at a time. */
async function* readParts(db: Db, id: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [part] = await db
      .select({ data: attachmentParts.data })
      .from(attachmentParts)
      .where(and(eq(attachmentParts.id, id), eq(attachmentParts.seq, seq)));
    if (!part) return;
    yield part.data;
  }
}
