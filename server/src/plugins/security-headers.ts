import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;

// The console loads images as data URIs and embeds iframe menus of other sites.
const directives = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ['https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
};

/**
 * Over plain HTTP (a server opened as http://<name>:8808) the browser must not be told to
 * upgrade requests or to remember HTTPS: it would ask for every script over https and show a
 * blank page. Both (and the opener policy, meaningless there) are sent only when the request
 * really came over HTTPS.
 */
function options(https: boolean, scriptSrc: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        ...directives,
        scriptSrc: [...directives.scriptSrc, ...scriptSrc],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Browsers ignore it on a plain-HTTP origin and say so in the console on every page.
    crossOriginOpenerPolicy: https ? { policy: 'same-origin' } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** Runs helmet once against a stand-in response and returns the headers it sets. */
function helmetHeaders(opts: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(opts)({} as IncomingMessage, res, () => undefined);
  return headers;
}

/**
 * helmet's security headers on every response. They vary only with the scheme, so both sets are
 * computed once at start instead of re-parsing the policy on every call. `req.protocol` honours
 * X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { scriptSrc?: string[] }) => {
  // The hashes of the console's inline scripts (web/dist/csp.json), and nothing else inline.
  const plain = helmetHeaders(options(false, opts.scriptSrc ?? []));
  const secure = helmetHeaders(options(true, opts.scriptSrc ?? []));
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(req.protocol === 'https' ? secure : plain);
  });
});
