// A user as a principal (access/principal.ts), read from the accounts, roles and rules.
import { eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { authRules, roleRules } from '../menu/schema.ts';
import { roles, userRoles, users } from '../user/schema.ts';
import { isEffective, nextChange, parseEffectiveTime } from '../role/effective-time.ts';

export async function loadPrincipal(db: Db, userId: number): Promise<Principal | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const roleRows = await db
    .select({
      id: roles.id,
      roleKey: roles.roleKey,
      isSuperAdmin: roles.isSuperAdmin,
      status: roles.status,
      effectiveTime: roles.effectiveTime,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  // A disabled role grants nothing, nor does one outside its effective time (GFast §5).
  const now = new Date();
  const times = roleRows.map((r) => ({ role: r, time: parseEffectiveTime(r.effectiveTime) }));
  const active = times.filter((r) => r.role.status === 1 && isEffective(r.time, now)).map((r) => r.role);
  const validUntil = Math.min(Infinity, ...times.map((r) => nextChange(r.time, now)));
  const roleIds = active.map((r) => r.id);
  const granted = new Set<string>();
  if (roleIds.length) {
    const rows = await db
      .select({ name: authRules.name })
      .from(roleRules)
      .innerJoin(authRules, eq(authRules.id, roleRules.ruleId))
      .where(inArray(roleRules.roleId, roleIds));
    for (const r of rows) granted.add(r.name);
  }
  const nocheck = await db.select({ name: authRules.name }).from(authRules).where(eq(authRules.condition, 'nocheck'));
  for (const r of nocheck) granted.add(r.name);
  const roleKeys = active.map((r) => r.roleKey);
  return {
    id: user.id,
    userName: user.userName,
    userStatus: user.userStatus,
    roleIds,
    roleKeys,
    isSuperAdmin: active.some((r) => r.isSuperAdmin),
    deptId: user.deptId,
    validUntil,
    grantedRules: granted,
    loginUser: {
      id: user.id,
      userName: user.userName,
      mobile: user.mobile,
      userNickname: user.userNickname,
      userStatus: user.userStatus,
      isAdmin: user.isAdmin,
      avatar: user.avatar,
      deptId: user.deptId,
      roles: roleKeys,
    },
  };
}
