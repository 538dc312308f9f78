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
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../context.ts';
import { businessError } from '../../lib/errors.ts';
import { contains } from '../../lib/sql.ts';
import { formatTime } from '../../lib/time.ts';
import { buildTree } from '../../lib/tree.ts';
import type { Principal } from '../../access/principal.ts';
import { allRules, toMenuInfo } from '../menu/index.ts';
import { manageableRoleIds, mayManage } from './access.ts';
import { parseEffectiveTime } from './effective-time.ts';
import { roles, roleRules, roleScopes } from './schema.ts';

/** A role as stored. */
export type RoleRecord = typeof roles.$inferSelect;

export const roleOrder = [asc(roles.listOrder), asc(roles.id)];

export function toSysRole(r: RoleRecord): SysRole {
  return {
    id: r.id,
    pid: r.pid,
    status: r.status,
    listOrder: r.listOrder,
    name: r.name,
    remark: r.remark,
    dataScope: r.dataScope,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
    // GFast fills userCnt only in role/list.
    userCnt: 0,
    createdBy: r.createdBy,
    effectiveTime: r.effectiveTime,
    roleKey: r.roleKey,
  };
}

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
  const [rows, cnt] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(...roleOrder),
    services().accounts.holderCounts(db),
  ]);
  return { list: rows.map((r) => ({ ...toSysRole(r), userCnt: cnt.get(r.id) ?? 0 })), total: null, currentPage: 0 };
}

/** Every rule (flat) and the ids of those the caller holds, the only ones they may grant. */
export async function roleParams(db: Db, principal: Principal): Promise<RoleParamsData> {
  const rules = await allRules(db);
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
    allRules(db),
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
