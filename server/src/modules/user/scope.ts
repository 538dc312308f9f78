// The users a caller may see and change: the data scope of the user page (GFast §5; without scope
// rows only themselves), and never a super admin unless the caller sees everything.
import { PERMISSIONS } from '@iot/contract';
import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { dataScopeOf, scopeFilter, type DataScope } from '../../access/data-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { superRoleIdQuery } from '../role/index.ts';

export const userScopeOf = (db: Db, principal: Principal): Promise<DataScope> =>
  dataScopeOf(db, principal, { menu: PERMISSIONS.user.list, allRule: PERMISSIONS.user.all, fallback: 'self' });

/** The condition on sys_user for a scope. */
export function userScopeFilter(db: Db, scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  const superAdmins = db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.roleId, superRoleIdQuery));
  return and(
    scopeFilter(scope, { dept: users.deptId, self: eq(users.id, scope.userId) }),
    notInArray(users.id, superAdmins),
  );
}

/** Refuses (as "not found") unless every one of these users exists and is in the scope. */
export async function assertUsersInScope(db: Db, scope: DataScope, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), userScopeFilter(db, scope)));
  if (found.length !== wanted.length) throw businessError('userNotFound');
}
