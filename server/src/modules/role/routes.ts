import {
  PERMISSIONS,
  roleAddBody,
  roleDataScopeBody,
  roleDeleteBody,
  roleEditBody,
  roleIdQuery,
  roleListQuery,
  roleMenuTreeQuery,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, callerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { enabledDeptTree } from '../dept/index.ts';
import { addRole, deleteRoles, editRole, setDataScope } from './mutations.ts';
import { getRole, listRoles, roleMenuTree, roleParams } from './service.ts';

const BASE = '/api/v1/system/role';
// The role page's rule doubles as the permission to read roles (GFast's convention).
const { role } = PERMISSIONS;
const READ = needs(role.list);

export default async function roleRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  /** Rights changed: every cached principal is stale, and these users' consoles refresh theirs. */
  const announce = (userIds: number[]) => {
    app.invalidatePrincipals();
    app.notifyTokenUpdated(userIds);
  };

  // From the answer cache (dropped on any write), keyed by the caller's rights: they decide which
  // roles the caller may manage.
  app.get(`${BASE}/list`, READ, async (req, reply) => {
    const q = parseInput(roleListQuery, req);
    const p = principalOf(req);
    return sendCached(reply, answers, answerKey(req, { q, caller: callerKey(p) }), () => listRoles(db, p, q));
  });
  app.get(`${BASE}/getParams`, READ, async (req) => ok(await roleParams(db, principalOf(req))));
  app.get(`${BASE}/get`, READ, async (req) => ok(await getRole(db, principalOf(req), parseInput(roleIdQuery, req).id)));
  app.get(`${BASE}/deptTreeSelect`, READ, async (req) => ok({ depts: await enabledDeptTree(db, principalOf(req)) }));
  app.get(`${BASE}/menuTreeSelect`, READ, async (req) =>
    ok(await roleMenuTree(db, principalOf(req), parseInput(roleMenuTreeQuery, req).roleId)),
  );

  app.post(`${BASE}/add`, needs(role.add), async (req) => {
    await addRole(db, principalOf(req), parseInput(roleAddBody, req));
    app.invalidatePrincipals();
    return ok();
  });
  app.put(`${BASE}/edit`, needs(role.edit), async (req) => {
    announce(await editRole(db, principalOf(req), parseInput(roleEditBody, req)));
    return ok();
  });
  app.delete(`${BASE}/delete`, needs(role.delete), async (req) => {
    announce(await deleteRoles(db, principalOf(req), parseInput(roleDeleteBody, req).ids));
    return ok();
  });
  app.put(`${BASE}/dataScope`, needs(role.dataScope), async (req) => {
    announce(await setDataScope(db, principalOf(req), parseInput(roleDataScopeBody, req)));
    return ok();
  });
  // role/setRoleUser assigns users: the user module's (user/routes.ts), which keeps who holds a role.
}
