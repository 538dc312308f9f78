// Upload endpoints (GFast's uploaders send the token as the form field `token`, which the auth
// guard reads from the parsed form), the attachment list, and the files themselves under GFast's
// URL space `/upload_file/...`, served so that no uploaded document can run in the console's origin.
import {
  ACCESS,
  PERMISSIONS,
  attachmentDeleteBody,
  attachmentIdQuery,
  attachmentListQuery,
  attachmentStatusBody,
  uploadCheckQuery,
} from '@iot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { businessError } from '../../lib/errors.ts';
import { filesOf, registerMultipart } from '../../lib/multipart.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { scopeKey } from '../../access/data-scope.ts';
import { SAFE_IMAGES } from './sniff.ts';
import { findByHash, resumableServer, TUS_PATH, type Sender } from './resumable.ts';
import {
  attachmentScopeOf,
  deleteAttachments,
  getAttachment,
  listAttachments,
  readStored,
  setAttachmentStatus,
  storeUpload,
  type UploadKind,
} from './service.ts';

const UPLOAD = '/api/v1/system/upload';
const LIST = '/api/v1/system/sysAttachment';
const MAX_FILES = 10;
const { attachment } = PERMISSIONS;

/** `attachment; filename=...` with the original name, ASCII fallback plus RFC 5987 UTF-8. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export default async function uploadRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const { db } = app.ctx.database;
  registerMultipart(app, config.upload.requestLimit, ['file']);

  const upload = (kind: UploadKind, many: boolean) => async (req: FastifyRequest) => {
    const files = filesOf(req.body, 'file');
    // What the operation log records of this request: the files' names and sizes, not their bytes.
    if (files.length)
      (req.body as Record<string, unknown>).file = files.map((f) => `${f.filename} (${f.data.length} B)`);
    if (!files.length) throw businessError('uploadMissing');
    if (files.length > (many ? MAX_FILES : 1)) throw businessError('uploadTooMany', { max: many ? MAX_FILES : 1 });
    const by = { principal: principalOf(req), origin: `${req.protocol}://${req.host}` };
    const results = [];
    // One at a time: each checks the limits and stores its row; a refused file stops the rest.
    for (const f of files) results.push(await storeUpload(db, config.upload, kind, f, by));
    return ok(many ? results : results[0]);
  };
  // Any signed-in user may upload (their avatar, a notice's images); GFast's uploads have no rule.
  app.post(`${UPLOAD}/singleImg`, needs(ACCESS.login), upload('image', false));
  app.post(`${UPLOAD}/singleFile`, needs(ACCESS.login), upload('file', false));
  app.post(`${UPLOAD}/multipleImg`, needs(ACCESS.login), upload('image', true));
  app.post(`${UPLOAD}/multipleFile`, needs(ACCESS.login), upload('file', true));

  // The resumable upload (ours, tus 1.0): the same login and limits as the uploads above. The tus
  // server answers on the raw request; the guard has run and the sender is handed over beside it.
  const senders = new WeakMap<object, Sender>();
  const tus = await resumableServer(db, config.upload, config.dataDir, senders);
  // Before sending a file, its SHA-256: the same content already stored is answered, not sent again.
  app.get(`${UPLOAD}/check`, needs(ACCESS.login), async (req) => {
    const by = { principal: principalOf(req), origin: `${req.protocol}://${req.host}` };
    return ok(await findByHash(db, by, parseInput(uploadCheckQuery, req).hash));
  });
  await app.register(async (scope) => {
    // The parts arrive as raw bytes that the tus server reads from the request itself.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      senders.set(req.raw, { principal: principalOf(req), origin: `${req.protocol}://${req.host}`, lang: req.lang });
      reply.hijack();
      await tus.handle(req.raw, reply.raw);
    };
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE'];
    scope.route({ method: 'POST', url: TUS_PATH, ...needs(ACCESS.login), handler });
    scope.route({ method: methods, url: `${TUS_PATH}/:id`, ...needs(ACCESS.login), handler });
  });
  // Partial uploads left unfinished expire (the store's expiration); their files are removed hourly.
  const sweeper = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((err: unknown) => app.log.error({ err }, 'upload cleanup'));
  }, 3600_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  const scopeOf = (req: FastifyRequest) => attachmentScopeOf(db, principalOf(req));
  // From the answer cache, keyed by what the caller's scope sees.
  app.get(`${LIST}/list`, needs(attachment.list), async (req, reply) => {
    const q = parseInput(attachmentListQuery, req);
    const scope = await scopeOf(req);
    return sendCached(reply, app.ctx.database.answers, answerKey(req, { q, scope: scopeKey(scope) }), () =>
      listAttachments(db, scope, q),
    );
  });
  app.get(`${LIST}/get`, needs(attachment.list), async (req) =>
    ok(await getAttachment(db, await scopeOf(req), parseInput(attachmentIdQuery, req).id)),
  );
  app.delete(`${LIST}/delete`, needs(attachment.delete), async (req) => {
    await deleteAttachments(db, await scopeOf(req), parseInput(attachmentDeleteBody, req).ids);
    return ok();
  });
  app.put(`${LIST}/changeStatus`, needs(attachment.edit), async (req) => {
    const { id, status } = parseInput(attachmentStatusBody, req);
    await setAttachmentStatus(db, await scopeOf(req), id, status);
    return ok();
  });

  // The files: random 128-bit names, read without a login as <img> and GFast's links load them.
  // Only raster images are shown inline; everything else (SVG and HTML above all) is a download
  // in a sandbox, so nothing uploaded ever runs as a page of the console's origin.
  app.get('/upload_file/:day/:name', needs(ACCESS.public), async (req, reply: FastifyReply) => {
    const { day, name } = req.params as { day: string; name: string };
    const file = await readStored(db, `upload_file/${day}/${name}`);
    const inline = SAFE_IMAGES.has(file.ext);
    reply
      .header('content-type', file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', inline ? "default-src 'none'" : "sandbox; default-src 'none'")
      .header('cache-control', 'private, max-age=86400');
    if (!inline) reply.header('content-disposition', disposition(file.name));
    return reply.send(file.data);
  });
}
