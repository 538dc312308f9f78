import { operLogDeleteBody, operLogGetQuery, operLogListQuery, PERMISSIONS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { clearOperLogs, deleteOperLogs, getOperLog, listOperLogs } from './service.ts';

const BASE = '/api/v1/system/operLog';
const needs = (permission: Permission) => ({ config: { permission } });
const { operLog } = PERMISSIONS;

// The log holds every user's writes (and their parameters): it is for administrators, gated by
// its page and buttons, with no data scope (GFast has none either).
export default async function operLogRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.get(`${BASE}/list`, needs(operLog.list), async (req) =>
    ok(await listOperLogs(db, parseInput(operLogListQuery, req))),
  );
  // GFast answers the entry itself, not wrapped.
  app.get(`${BASE}/get`, needs(operLog.view), async (req) =>
    ok(await getOperLog(db, parseInput(operLogGetQuery, req).operId)),
  );
  app.delete(`${BASE}/delete`, needs(operLog.delete), async (req) => {
    await deleteOperLogs(db, parseInput(operLogDeleteBody, req).operIds);
    return ok();
  });
  app.delete(`${BASE}/clear`, needs(operLog.clear), async () => {
    await clearOperLogs(db);
    return ok();
  });
}
