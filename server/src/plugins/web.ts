import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../lib/i18n.ts';

/** The hashes of the inline scripts the build put into the console's pages (for the CSP). */
export function inlineScriptSources(root: string): string[] {
  const file = `${root}/csp.json`;
  if (!existsSync(file)) return [];
  const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  return Array.isArray(scriptSrc)
    ? scriptSrc.filter((s) => typeof s === 'string' && /^'sha256-[\w+/=]+'$/.test(s))
    : [];
}

/** Files Vite names by content hash: a new build gives them new names, so they never change. */
const HASHED = /^\/assets\//;

/**
 * Serves the built console: the brotli/gzip files made at build time (no compression per request),
 * hashed assets cached for a year, everything else (index.html, boot-theme.js, favicon) revalidated
 * on every load so an upgrade reaches users at once. Unknown GETs (and HEADs) fall back to index.html.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string; enabled: boolean }) => {
    const hasWeb = opts.enabled && existsSync(`${opts.root}/index.html`);
    // /login pre-rendered at build time (web/build/prerender.ts): painted before the scripts arrive.
    const hasLogin = hasWeb && existsSync(`${opts.root}/login.html`);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => {
          const rel = path.slice(opts.root.length).replaceAll('\\', '/');
          reply.header('cache-control', HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0];
      // A missing hashed file is a 404, not the console: a stale tab's lazy import must fail plainly.
      const isApi = path.startsWith('/api/') || path.startsWith('//api/') || HASHED.test(path);
      // HEAD as GET: the same status and headers, no body (Node sends none for HEAD).
      const isRead = req.method === 'GET' || req.method === 'HEAD';
      if (isApi || !isRead || !hasWeb) {
        return reply.status(404).send({ code: 404, message: translate(req.lang, 'notFound'), data: null });
      }
      // History fallback: every other GET is a console route.
      return reply.sendFile(hasLogin && path.replace(/\/$/, '') === '/login' ? 'login.html' : 'index.html');
    });
  },
  { name: 'web' },
);
