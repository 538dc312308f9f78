import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.ts';
import { translate } from '../lib/i18n.ts';
import { multipartLimitOf } from '../lib/multipart.ts';
import { sqlState } from '../lib/sql.ts';

/** A body limit as people read it: `1 MB`, `256 KB`, `512 B`. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Turns every failure into the wire envelope: HTTP 200 for answered calls, transport statuses kept. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: Error, req, reply) => {
    const lang = req.lang;
    if (error instanceof ApiError) {
      const body: Record<string, unknown> = { code: error.code, message: translate(lang, error.key, error.params) };
      // GFast's 401 body has no `data` key; the console relies only on the code, but we keep the shape.
      if (error.code !== 401) body.data = null;
      return reply.status(error.status).send(body);
    }
    const fe = error as { code?: string; statusCode?: number };
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The limit that applied: an upload's (the route's multipart limit, UPLOAD_REQUEST_LIMIT for
      // the upload module) or the JSON and form limit (the route's or the server's 1 MB).
      const upload = multipartLimitOf(req);
      const message =
        upload === undefined
          ? translate(lang, 'bodyTooLarge', { limit: sizeText(req.routeOptions.bodyLimit) })
          : translate(lang, 'uploadRequestTooLarge', { limit: sizeText(upload) });
      return reply.status(413).send({ code: 413, message, data: null });
    }
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(200).send({ code: 51, message: translate(lang, 'badJson'), data: null });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ code: 415, message: translate(lang, 'badContentType'), data: null });
    }
    if (fe.statusCode === 429) {
      return reply.status(429).send({ code: 429, message: translate(lang, 'rateLimited'), data: null });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ code: fe.statusCode, message: error.message, data: null });
    }
    // A value the database refuses (class 22: out of range, bad encoding...) is bad input, not a crash.
    if (sqlState(error)?.startsWith('22')) {
      return reply
        .status(200)
        .send({ code: 51, message: translate(lang, 'badFormat', { field: 'input' }), data: null });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: translate(lang, 'internal'), data: null });
  });
});
