import { operLogDeleteBody, operLogGetQuery, operLogListQuery, PERMISSIONS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { clearOperLogs, deleteOperLogs, getOperLog, listOperLogs } from './service.ts';

const BASE = '/api/v1/system/operLog';
const { operLog } = PERMISSIONS;

// The log holds every user's writes (and their parameters): it is for administrators, gated by
// its page and buttons, with no data scope (GFast has none either). The list comes from the answer
// cache; every write (its own entry too) drops it, so a miss must be cheap as well (service.ts).
export default async function operLogRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  app.get(`${BASE}/list`, needs(operLog.list), async (req, reply) => {
    const q = parseInput(operLogListQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => listOperLogs(db, q));
  });
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
