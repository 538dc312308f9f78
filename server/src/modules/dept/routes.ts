import {
  ACCESS,
  PERMISSIONS,
  deptAddBody,
  deptDeleteBody,
  deptEditBody,
  deptListQuery,
  deptTreeQuery,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, callerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { addDept, deleteDept, editDept } from './mutations.ts';
import { deptScopeOf, enabledDeptTree, listDepts } from './service.ts';
import sagooDeptRoutes from './sagoo.ts';

const BASE = '/api/v1/system/dept';
const { dept } = PERMISSIONS;

export default async function deptRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;

  // The tree and the picker are read on every organisation page: from the answer cache (dropped on
  // any write), keyed by the caller's rights, which decide the departments in scope.
  app.get(`${BASE}/list`, needs(dept.list), async (req, reply) => {
    const q = parseInput(deptListQuery, req);
    const p = principalOf(req);
    return sendCached(reply, answers, answerKey(req, { q, caller: callerKey(p) }), () => listDepts(db, p, q));
  });
  // The user page, the user selector and the dialogs pick departments from this: any signed-in
  // user may, and sees only the departments of their scope (`showOwner` changes nothing then).
  app.get(`${BASE}/treeSelect`, needs(ACCESS.login), async (req, reply) => {
    parseInput(deptTreeQuery, req);
    const p = principalOf(req);
    return sendCached(reply, answers, answerKey(req, callerKey(p)), async () => ({
      deps: await enabledDeptTree(db, p),
    }));
  });
  app.post(`${BASE}/add`, needs(dept.add), async (req) => {
    await addDept(db, await deptScopeOf(db, principalOf(req)), parseInput(deptAddBody, req));
    return ok();
  });
  app.put(`${BASE}/edit`, needs(dept.edit), async (req) => {
    await editDept(db, await deptScopeOf(db, principalOf(req)), parseInput(deptEditBody, req));
    return ok();
  });
  app.delete(`${BASE}/delete`, needs(dept.delete), async (req) => {
    await deleteDept(db, await deptScopeOf(db, principalOf(req)), parseInput(deptDeleteBody, req).id);
    return ok();
  });

  await sagooDeptRoutes(app);
}
