// A user as a principal (access/principal.ts), read from the accounts (user module), their roles
// and the rules granted them (role and menu modules).
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { nocheckRuleNames } from '../menu/index.ts';
import { grantedRuleNames, isEffective, nextChange, parseEffectiveTime, rolesByIds } from '../role/index.ts';
import { roleIdsOf, userRecord } from '../user/index.ts';

export async function loadPrincipal(db: Db, userId: number): Promise<Principal | null> {
  const user = await userRecord(db, userId);
  if (!user) return null;
  // In the order the account's role links are read, as GFast lists a user's roles.
  const ids = await roleIdsOf(db, userId);
  const roleRows = (await rolesByIds(db, ids)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  // A disabled role grants nothing, nor does one outside its effective time (GFast §5).
  const now = new Date();
  const times = roleRows.map((r) => ({ role: r, time: parseEffectiveTime(r.effectiveTime) }));
  const active = times.filter((r) => r.role.status === 1 && isEffective(r.time, now)).map((r) => r.role);
  const validUntil = Math.min(Infinity, ...times.map((r) => nextChange(r.time, now)));
  const roleIds = active.map((r) => r.id);
  const granted = new Set<string>();
  for (const name of await grantedRuleNames(db, roleIds)) granted.add(name);
  for (const name of await nocheckRuleNames(db)) granted.add(name);
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
