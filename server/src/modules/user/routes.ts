import {
  ACCESS,
  PERMISSIONS,
  setRoleUserBody,
  userAddBody,
  userByIdsQuery,
  userByRoleQuery,
  userDeleteBody,
  userEditBody,
  userExportQuery,
  userIdQuery,
  userListQuery,
  userResetPwdBody,
  userSelectorQuery,
  userSetStatusBody,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { sendExport } from '../../lib/table-export.ts';
import { principalOf } from '../../plugins/auth.ts';
import { scopeKey } from '../../access/data-scope.ts';
import { manageableRole } from '../role/index.ts';
import { userColumns, usersToExport } from './export.ts';
import { addUser, deleteUsers, editUser, resetPassword, setRoleUsers, setUserStatus } from './mutations.ts';
import { userScopeOf } from './scope.ts';
import { listUsers, selectUsers, userForEdit, userParams, usersByIds, usersOfRole } from './service.ts';

const BASE = '/api/v1/system/user';
const { user, role } = PERMISSIONS;

export default async function userRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db, answers } = ctx.database;
  const scopeOf = (req: Parameters<typeof principalOf>[0]) => userScopeOf(db, principalOf(req));
  /** Sessions ended in the database: every process forgets them and closes their sockets. */
  const ended = async (tokenHashes: string[]) => {
    if (tokenHashes.length) await ctx.rights.publish({ type: 'sessionRevoked', tokenHashes });
  };

  // user/getUserMenus is the auth module's: it answers from the rights cache (auth/routes.ts).

  // The list and the selector come from the answer cache (dropped on any write), keyed by what
  // the caller's data scope lets them see.
  app.get(`${BASE}/list`, needs(user.list), async (req, reply) => {
    const q = parseInput(userListQuery, req);
    const scope = await scopeOf(req);
    return sendCached(reply, answers, answerKey(req, { q, scope: scopeKey(scope) }), () => listUsers(db, scope, q));
  });
  // Ours: the list as CSV or XLSX, with the same filters and data scope.
  app.get(`${BASE}/export`, needs(user.list), async (req, reply) => {
    const q = parseInput(userExportQuery, req);
    const rows = await usersToExport(db, await scopeOf(req), q);
    return sendExport(reply, q.format, 'users', userColumns(req.lang), rows);
  });
  app.get(`${BASE}/params`, needs(user.list), async (req) => ok(await userParams(db, principalOf(req))));
  app.get(`${BASE}/getEdit`, needs(user.getEdit), async (req) =>
    ok(await userForEdit(db, await scopeOf(req), parseInput(userIdQuery, req).id)),
  );
  // The role page's "users of this role" and the user selector; scoped like the list.
  app.get(`${BASE}/getByRoleId`, needs(role.list), async (req) => {
    const { roleId } = parseInput(userByRoleQuery, req);
    await manageableRole(db, principalOf(req), roleId, 'roleNoView');
    return ok(await usersOfRole(db, await scopeOf(req), roleId));
  });
  app.get(`${BASE}/selector`, needs(ACCESS.login), async (req, reply) => {
    const q = parseInput(userSelectorQuery, req);
    const scope = await scopeOf(req);
    return sendCached(reply, answers, answerKey(req, { q, scope: scopeKey(scope) }), () => selectUsers(db, scope, q));
  });
  app.get(`${BASE}/getUserByIds`, needs(ACCESS.login), async (req) =>
    ok(await usersByIds(db, await scopeOf(req), parseInput(userByIdsQuery, req).ids)),
  );

  app.post(`${BASE}/add`, needs(user.add), async (req) => {
    await addUser(db, principalOf(req), await scopeOf(req), parseInput(userAddBody, req));
    return ok();
  });
  app.put(`${BASE}/edit`, needs(user.edit), async (req) => {
    const form = parseInput(userEditBody, req);
    await ended(await editUser(db, principalOf(req), await scopeOf(req), form));
    // The user's console picks up new roles, department and name (GFast §4.3).
    app.notifyTokenUpdated([form.userId]);
    return ok();
  });
  app.put(`${BASE}/resetPwd`, needs(user.resetPwd), async (req) => {
    const { userId, password } = parseInput(userResetPwdBody, req);
    await ended(await resetPassword(db, await scopeOf(req), userId, password));
    return ok();
  });
  app.put(`${BASE}/setStatus`, needs(user.setStatus), async (req) => {
    const { userId, status } = parseInput(userSetStatusBody, req);
    await ended(await setUserStatus(db, await scopeOf(req), userId, status));
    app.invalidatePrincipals([userId]);
    return ok();
  });
  app.delete(`${BASE}/delete`, needs(user.delete), async (req) => {
    const { ids } = parseInput(userDeleteBody, req);
    await ended(await deleteUsers(db, await scopeOf(req), ids));
    app.invalidatePrincipals(ids);
    return ok();
  });

  // The role page's "assign users": who holds a role is kept here. Every cached principal is
  // stale then, and the users who gained or lost the role refresh theirs.
  app.put('/api/v1/system/role/setRoleUser', needs(role.setRoleUser), async (req) => {
    const { roleId, userIds } = parseInput(setRoleUserBody, req);
    const changed = await setRoleUsers(db, principalOf(req), roleId, userIds);
    app.invalidatePrincipals();
    app.notifyTokenUpdated(changed);
    return ok();
  });
}
