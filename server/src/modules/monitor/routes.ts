import { onlineForceLogoutBody, onlineListQuery, PERMISSIONS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { hashToken } from '../../access/tokens.ts';
import { forceLogout, listOnline } from './online.ts';
import { serverStats } from './server-stats.ts';

/** How long a cached online list may be served while no write happens. */
const ONLINE_FRESH_MS = 5_000;
const { online, monitor, cache } = PERMISSIONS;

export default async function monitorRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { database } = ctx;

  // From the answer cache, for the caller's session (the list marks it) and the current 5 seconds:
  // logins, logouts and socket renewals are writes, but a session also expires or goes quiet with time.
  app.get('/api/v1/system/online/list', needs(online.list), async (req, reply) => {
    const q = parseInput(onlineListQuery, req);
    const key = answerKey(req, { q, session: hashToken(req.token!), clock: Math.floor(Date.now() / ONLINE_FRESH_MS) });
    return sendCached(reply, database.answers, key, () => listOnline(database.db, q, req.token!));
  });
  app.delete('/api/v1/system/online/forceLogout', needs(online.forceLogout), async (req) => {
    await forceLogout(ctx, parseInput(onlineForceLogoutBody, req).ids, req.token!);
    return ok();
  });

  app.get('/api/v1/system/monitor/server', needs(monitor.server), async () => {
    // The broker (a dependency, registered first) decorates the app with its counters.
    const mqtt = (app as Partial<Pick<FastifyInstance, 'mqtt'>>).mqtt;
    return ok(
      await serverStats(
        database,
        { received: mqtt?.received ?? 0, perSecond: mqtt?.perSecond ?? 0 },
        database.kind === 'pglite' ? ctx.config.dataDir : undefined,
      ),
    );
  });

  /**
   * GFast's "clear cache": every process drops its cached sessions, principals and menus
   * (`authChanged`) and its list answers (`written()` sends `dataChanged` on PostgreSQL).
   * Dictionaries are read through the answer cache, so they go with it.
   */
  app.delete('/api/v1/system/cache/remove', needs(cache.remove), async () => {
    await ctx.rights.publish({ type: 'authChanged' });
    database.answers.written();
    return ok();
  });
}
