import { EventEmitter } from 'node:events';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { useScopeSource } from './access/data-scope.ts';
import { useModuleMessages } from './composition/catalogue.ts';
import { accessProvider, moduleServices, modules } from './composition/modules.ts';
import type { Config } from './config.ts';
import { useServices, type AppContext, type AppEvents } from './context.ts';
import type { Database } from './db/client.ts';
import { Bus } from './lib/bus.ts';
import { shareAnswerInvalidation } from './db/answer-sharing.ts';
import { translate } from './lib/i18n.ts';
import { loggerOptions, serverOptions } from './lib/server-options.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { inlineScriptSources, webPlugin } from './plugins/web.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve web/dist with history fallback (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where the log goes when `logger` is on (stdout by default; tests capture it). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({
  config,
  database,
  serveWeb = false,
  logger = false,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config, logStream) : false,
    bodyLimit: 1024 * 1024,
    // trustProxy (off unless TRUST_PROXY), timeouts, envelopes for transport refusals.
    ...serverOptions(config),
    // GET parameters arrive as qs with brackets and dots: ids[]=1&ids[]=2, a.b=1.
    routerOptions: {
      querystringParser: (s: string) => qs.parse(s, { allowDots: true, arrayLimit: 1000, depth: 5 }),
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
    },
  });
  // What the modules bring to the platform and to each other: their messages, access control's
  // reads, and the services a module gives the modules below it.
  useModuleMessages();
  const access = accessProvider();
  useScopeSource(access.scopes);
  const services = moduleServices();
  useServices(services);
  const bus = new Bus(database.url);
  await bus.start();
  const rights = access.rights(database.db, bus, config);
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
    services,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => bus.close());
  shareAnswerInvalidation(database, bus);

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
  await app.register(securityHeadersPlugin, { scriptSrc: serveWeb ? inlineScriptSources(config.webDist) : [] });
  // Before every route and the static files (@fastify/compress hooks only what registers after it).
  await app.register(compressionPlugin);
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

  // Each module after those whose services it uses (composition/modules.ts).
  for (const { plugin } of modules) if (plugin) await app.register(plugin);

  await app.register(webPlugin, { root: config.webDist, enabled: serveWeb });
  return app;
}
