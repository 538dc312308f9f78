import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

// The console loads images as data URIs and embeds iframe menus of other sites.
const options: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ['https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a stand-in response and returns the headers it sets. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => undefined);
  return headers;
}

/**
 * helmet's security headers on every response. They never vary per request, so they are computed
 * once at start instead of re-parsing the policy on every call.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders();
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
});
