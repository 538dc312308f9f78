import { onlineForceLogoutBody, onlineListQuery, PERMISSIONS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { forceLogout, listOnline } from './online.ts';
import { serverStats } from './server-stats.ts';

const needs = (permission: Permission) => ({ config: { permission } });
const { online, monitor, cache } = PERMISSIONS;

export default async function monitorRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { database } = ctx;

  app.get('/api/v1/system/online/list', needs(online.list), async (req) =>
    ok(await listOnline(database.db, parseInput(onlineListQuery, req), req.token!)),
  );
  app.delete('/api/v1/system/online/forceLogout', needs(online.forceLogout), async (req) => {
    await forceLogout(ctx, parseInput(onlineForceLogoutBody, req).ids, req.token!);
    return ok();
  });

  app.get('/api/v1/system/monitor/server', needs(monitor.server), async () => {
    // The broker registers after this module and decorates the app: read it when asked.
    const mqtt = (app as Partial<Pick<FastifyInstance, 'mqtt'>>).mqtt;
    return ok(
      await serverStats(database, mqtt?.received ?? 0, database.kind === 'pglite' ? ctx.config.dataDir : undefined),
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
