import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import type { Config } from './config.ts';
import type { AppContext, AppEvents } from './context.ts';
import type { Database } from './db/client.ts';
import { Bus } from './lib/bus.ts';
import { translate } from './lib/i18n.ts';
import { RightsCache } from './modules/auth/cache.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import authRoutes from './modules/auth/routes.ts';
import dictRoutes from './modules/dict/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import liveRoutes from './modules/live/routes.ts';
import menuRoutes from './modules/menu/routes.ts';
import noticeRoutes from './modules/notice/routes.ts';
import personalRoutes from './modules/personal/routes.ts';
import userRoutes from './modules/user/routes.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve web/dist with history fallback (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
}

export async function buildApp({
  config,
  database,
  serveWeb = false,
  logger = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // GET parameters arrive as qs with brackets and dots: ids[]=1&ids[]=2, a.b=1.
    routerOptions: {
      querystringParser: (s: string) => qs.parse(s, { allowDots: true, arrayLimit: 1000, depth: 5 }),
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
    },
  });
  const bus = new Bus(database.url);
  await bus.start();
  const rights = new RightsCache(database.db, bus, config);
  const notReady = async () => {
    throw new Error('live channel not registered');
  };
  const ctx: AppContext = {
    config,
    database,
    events: new EventEmitter<AppEvents>(),
    bus,
    rights,
    live: { toUsers: notReady, broadcast: notReady },
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => bus.close());

  // DELETE with a JSON body is part of the contract; an empty body on any method is fine.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, qs.parse(String(body), { allowDots: true }));
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (req, ctx2) => ({
      statusCode: 429,
      code: 429,
      message: translate(req.lang, 'rateLimited'),
      data: { retryAfterMs: ctx2.ttl },
    }),
  });
  await app.register(authPlugin);

  app.decorate('notifyTokenUpdated', (userIds: number[]) => {
    if (userIds.length === 0) return;
    app.invalidatePrincipals(userIds);
    ctx.events.emit('tokenUpdated', userIds);
  });

  await app.register(healthRoutes);
  await app.register(liveRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(menuRoutes);
  await app.register(dictRoutes);
  await app.register(noticeRoutes);
  await app.register(personalRoutes);

  const hasWeb = serveWeb && existsSync(`${config.webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path.startsWith('//api/') || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ code: 404, message: translate(req.lang, 'notFound'), data: null });
    }
    // History fallback: every other GET is a console route.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
