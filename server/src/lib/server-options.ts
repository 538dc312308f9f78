// The Fastify options that shape the HTTP server itself: whom to trust for client addresses, how
// long a client may take, how transport-level refusals answer, and what the request log shows.
import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { translate, type MessageKey } from './i18n.ts';

/** Query parameters whose values never reach the log (the live channel takes its token in the URL). */
const SECRET_PARAMS = /([?&](?:token|access_token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Pino's request serializer, as Fastify's default but with secrets in the query string redacted. */
function serializeRequest(req: {
  method: string;
  url: string;
  version?: string;
  host?: string;
  ip?: string;
  socket?: Socket;
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return { level: config.logLevel, serializers: { req: serializeRequest }, ...(stream ? { stream } : {}) };
}

/** Status and message of a connection the HTTP parser refused before there was a request. */
function refusal(code: string | undefined): [number, MessageKey] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'requestTimeout'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'headersTooLarge'];
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return [413, 'requestTooLarge'];
  return [400, 'badRequest'];
}

/**
 * Transport refusals (431 headers too large, 400 unparsable, 408 too slow) answer in the same
 * envelope as every other error. There is no request yet, so no Accept-Language: the message is
 * in the default language (zh-CN).
 */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = refusal(err.code);
  if (socket.writable) {
    const body = JSON.stringify({ code: status, message: translate('zh-CN', key), data: null });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Without timeouts a client announcing 1,000 bytes and sending 11 held its connection forever.
 * A WebSocket is not affected: once upgraded, its socket leaves the HTTP server's checks, and the
 * live channel's own heartbeat closes silent ones.
 */
export function serverOptions(config: Config): Partial<FastifyServerOptions> & { http: ServerOptions } {
  const t = config.timeouts;
  return {
    trustProxy: config.trustProxy,
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: t.requestMs,
      connectionsCheckingInterval: t.checkEveryMs,
    },
    clientErrorHandler,
  };
}
