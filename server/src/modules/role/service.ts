// Reading roles (GFast §3.2). A restricted caller sees and manages only their own roles, the ones
// below them and the ones they created (role/access.ts).
import type {
  MenuTree,
  RoleGetData,
  RoleListData,
  RoleListQuery,
  RoleMenuTreeData,
  RoleParamsData,
  SysRole,
} from '@iot/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authRules, roleRules } from '../menu/schema.ts';
import { roles, userRoles } from '../user/schema.ts';
import { roleScopes } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { contains } from '../../lib/sql.ts';
import { buildTree } from '../../lib/tree.ts';
import type { Principal } from '../../access/principal.ts';
import { toMenuInfo, toSysRole } from '../menu/service.ts';
import { manageableRoleIds, mayManage } from './access.ts';
import { parseEffectiveTime } from './effective-time.ts';

const ruleOrder = [desc(authRules.weigh), asc(authRules.id)];
export const roleOrder = [asc(roles.listOrder), asc(roles.id)];

/** Every role, in GFast's order, as SysRole (userCnt 0: only role/list counts). */
export async function allRoles(db: Db): Promise<SysRole[]> {
  return (
    await db
      .select()
      .from(roles)
      .orderBy(...roleOrder)
  ).map(toSysRole);
}

export async function listRoles(db: Db, principal: Principal, q: RoleListQuery): Promise<RoleListData> {
  const manageable = await manageableRoleIds(db, principal);
  const where = and(
    q.roleName ? contains(roles.name, q.roleName) : undefined,
    q.roleStatus === undefined ? undefined : eq(roles.status, q.roleStatus),
    manageable ? inArray(roles.id, [...manageable, 0]) : undefined,
  );
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(...roleOrder),
    db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).groupBy(userRoles.roleId),
  ]);
  const cnt = new Map(counts.map((c) => [c.roleId, Number(c.n)]));
  return { list: rows.map((r) => ({ ...toSysRole(r), userCnt: cnt.get(r.id) ?? 0 })), total: null, currentPage: 0 };
}

/** Every rule (flat) and the ids of those the caller holds, the only ones they may grant. */
export async function roleParams(db: Db, principal: Principal): Promise<RoleParamsData> {
  const rules = await db
    .select()
    .from(authRules)
    .orderBy(...ruleOrder);
  const held = principal.isSuperAdmin ? rules : rules.filter((r) => principal.grantedRules.has(r.name));
  return { menu: rules.map(toMenuInfo), accessMenus: held.map((r) => r.id) };
}

/** The role, if the caller may manage it; `refusal` names the message otherwise. */
export async function manageableRole(
  db: Db,
  principal: Principal,
  id: number,
  refusal: 'roleNoView' | 'roleNoEdit' | 'roleNoDelete',
) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw businessError('roleNotFound', { id });
  if (!mayManage(await manageableRoleIds(db, principal), id)) throw businessError(refusal);
  return row;
}

export async function getRole(db: Db, principal: Principal, id: number): Promise<RoleGetData> {
  const row = await manageableRole(db, principal, id, 'roleNoView');
  const grants = await db
    .select({ ruleId: roleRules.ruleId })
    .from(roleRules)
    .where(eq(roleRules.roleId, id))
    .orderBy(asc(roleRules.ruleId));
  return {
    role: { ...toSysRole(row), ...parseEffectiveTime(row.effectiveTime) },
    menuIds: grants.map((g) => g.ruleId),
  };
}

/** Every rule as a tree, and the role's data-scope rows. */
export async function roleMenuTree(db: Db, principal: Principal, roleId: number): Promise<RoleMenuTreeData> {
  await manageableRole(db, principal, roleId, 'roleNoView');
  const [rules, scopes] = await Promise.all([
    db
      .select()
      .from(authRules)
      .orderBy(...ruleOrder),
    db.select().from(roleScopes).where(eq(roleScopes.roleId, roleId)).orderBy(asc(roleScopes.id)),
  ]);
  return {
    rules: buildTree(rules, (r, children: MenuTree[]) => ({ ...toMenuInfo(r), children })),
    dataScope: scopes.map((s) => ({
      id: s.id,
      roleId: s.roleId,
      menuId: s.menuId,
      dataScope: s.dataScope,
      deptIds: s.deptIds,
    })),
  };
}
