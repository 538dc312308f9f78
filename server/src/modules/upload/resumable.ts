// The resumable upload of large files (GFast's big-file upload, done with the tus protocol rather
// than GFast's own chunks): tus-js-client in the console sends a file in parts, the partial file
// waits under DATA_DIR, an interrupted upload resumes from the offset the server answers, and the
// finished file passes the same checks as any upload before it becomes an attachment stored in
// parts (never whole in memory). Its SHA-256 is kept, so the same content sent again is recognised
// (`upload/check?hash=` before sending, or at the end of an upload).
import type { UploadResult } from '@iot/contract';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { and, eq } from 'drizzle-orm';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { UploadDefaults } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, businessError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/lang.ts';
import {
  attachmentScopeFilter,
  attachmentScopeOf,
  humanSize,
  insertAttachment,
  limitsOf,
  type Uploader,
} from './service.ts';
import { attachmentParts, attachments } from './schema.ts';
import { allowed, sniffFile } from './sniff.ts';

export const TUS_PATH = '/api/v1/system/upload/tus';
/** A partial upload not continued for this long is removed. */
export const PARTIAL_TTL_MS = 24 * 3600_000;
/** The parts a finished file is stored in (and served from). */
const PART_BYTES = 1024 * 1024;

/** Who sends a tus request, set by the route before the request is handed to the tus server. */
export interface Sender extends Uploader {
  lang: Lang;
}

/** The answer of an attachment already stored: GFast's UploadResult. */
const resultOf = (r: { size: number; path: string; name: string; mimeType: string }, origin: string): UploadResult => ({
  size: r.size,
  path: r.path,
  fullPath: `${origin}/${r.path}`,
  name: r.name,
  type: r.mimeType,
});

/** An attachment in the caller's scope with this content, if there is one. */
export async function findByHash(db: Db, by: Uploader, sha256: string): Promise<UploadResult | null> {
  const scope = await attachmentScopeOf(db, by.principal);
  const [r] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.sha256, sha256.toLowerCase()), attachmentScopeFilter(scope)))
    .limit(1);
  return r ? resultOf(r, by.origin) : null;
}

/** MD5 and SHA-256 of a file, read as a stream. */
async function hashesOf(path: string): Promise<{ md5: string; sha256: string }> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  for await (const chunk of createReadStream(path)) {
    md5.update(chunk as Buffer);
    sha256.update(chunk as Buffer);
  }
  return { md5: md5.digest('hex'), sha256: sha256.digest('hex') };
}

/**
 * Checks a finished upload as `storeUpload` checks a file (size, type by content) and stores it as
 * an attachment in parts; the same content already in the caller's scope is answered instead.
 */
export async function storeFinished(
  db: Db,
  defaults: UploadDefaults,
  file: { path: string; filename: string; size: number },
  by: Uploader,
): Promise<UploadResult> {
  const limits = await limitsOf(db, defaults, 'file');
  if (file.size > limits.size) throw businessError('uploadTooLarge', { size: humanSize(limits.size) });
  if (!file.size) throw businessError('uploadEmpty');
  const found = await sniffFile(file.path, file.filename);
  if (!found || !allowed(found.ext, limits.types))
    throw businessError('uploadWrongType', { types: limits.types.join(',') });
  const { md5, sha256 } = await hashesOf(file.path);
  const existing = await findByHash(db, by, sha256);
  if (existing) return existing;
  // Stored in parts as it is read: never the whole file in memory.
  return insertAttachment(
    db,
    by,
    { filename: file.filename, size: file.size, md5, sha256, ...found },
    async (tx, id) => {
      let seq = 0;
      for await (const chunk of createReadStream(file.path, { highWaterMark: PART_BYTES }))
        await tx.insert(attachmentParts).values({ id, seq: seq++, data: chunk as Buffer });
    },
  );
}

const envelope = (code: number, message: string, data: unknown = null) => JSON.stringify({ code, message, data });

/**
 * The tus server: partial files under `<dataDir>/uploads-partial`, each bound to the user who
 * created it (another user's upload URL answers 404), the size limit of file uploads, and at the
 * end the attachment (or the refusal) as an envelope in the last response's body.
 */
export async function resumableServer(
  db: Db,
  defaults: UploadDefaults,
  dataDir: string,
  senders: WeakMap<object, Sender>,
) {
  const directory = join(dataDir, 'uploads-partial');
  await mkdir(directory, { recursive: true });
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: PARTIAL_TTL_MS });
  const senderOf = (req: { runtime?: { node?: { req: object } } }) => {
    const raw = req.runtime?.node?.req;
    const sender = raw && senders.get(raw);
    if (!sender) throw { status_code: 401, body: 'Unauthorized' };
    return sender;
  };
  const server: Server = new Server({
    path: TUS_PATH,
    datastore,
    relativeLocation: true,
    maxSize: async () => (await limitsOf(db, defaults, 'file')).size,
    async onIncomingRequest(req, id) {
      const sender = senderOf(req);
      if (req.method === 'POST') return;
      const upload = await datastore.getUpload(id).catch(() => null);
      // Another user's upload is not theirs to see or continue.
      if (upload && upload.metadata?.owner !== String(sender.principal.id))
        throw { status_code: 404, body: 'The file for this url was not found\n' };
    },
    async onUploadCreate(req, upload) {
      const sender = senderOf(req);
      // The owner is the server's to set, whatever the client sent.
      return { metadata: { ...upload.metadata, owner: String(sender.principal.id) } };
    },
    async onUploadFinish(req, upload: Upload) {
      const sender = senderOf(req);
      const filename = upload.metadata?.filename ?? upload.metadata?.name ?? 'file';
      try {
        const result = await storeFinished(
          db,
          defaults,
          { path: join(directory, upload.id), filename, size: upload.size ?? upload.offset },
          sender,
        );
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: envelope(0, '', result),
        };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // A refused file is gone: resuming it would only meet the same refusal.
        throw {
          status_code: 422,
          body: envelope(error.code, translate(sender.lang, error.key, error.params)),
        };
      } finally {
        await datastore.remove(upload.id).catch(() => undefined);
      }
    },
  });
  return server;
}
