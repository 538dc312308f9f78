import { loginLogDeleteQuery, loginLogListQuery, PERMISSIONS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { clearLoginLogs, deleteLoginLogs, listLoginLogs } from './service.ts';

const BASE = '/api/v1/system/loginLog';
const needs = (permission: Permission) => ({ config: { permission } });
const { loginLog } = PERMISSIONS;

export default async function loginLogRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  // Not through the answer cache: every login writes a row, so it would rarely hit.
  app.get(`${BASE}/list`, needs(loginLog.list), async (req) =>
    ok(await listLoginLogs(db, parseInput(loginLogListQuery, req))),
  );
  app.delete(`${BASE}/delete`, needs(loginLog.delete), async (req) => {
    await deleteLoginLogs(db, parseInput(loginLogDeleteQuery, req).ids);
    return ok();
  });
  app.delete(`${BASE}/clear`, needs(loginLog.clear), async () => {
    await clearLoginLogs(db);
    return ok();
  });
}
