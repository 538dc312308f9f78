import { loginLogDeleteQuery, loginLogListQuery, PERMISSIONS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { clearLoginLogs, deleteLoginLogs, listLoginLogs } from './service.ts';

const BASE = '/api/v1/system/loginLog';
const { loginLog } = PERMISSIONS;

export default async function loginLogRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;

  // From the answer cache, dropped by every write (each login's row too) like the other lists.
  app.get(`${BASE}/list`, needs(loginLog.list), async (req, reply) => {
    const q = parseInput(loginLogListQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => listLoginLogs(db, q));
  });
  app.delete(`${BASE}/delete`, needs(loginLog.delete), async (req) => {
    await deleteLoginLogs(db, parseInput(loginLogDeleteQuery, req).ids);
    return ok();
  });
  app.delete(`${BASE}/clear`, needs(loginLog.clear), async () => {
    await clearLoginLogs(db);
    return ok();
  });
}
