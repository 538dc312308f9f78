// Writing roles. Each write returns the users whose rights it changed, so the routes can send them
// `tokenUpdated`. A restricted caller grants only rules they hold (the role's other grants stay).
// Who holds a role is the user module's: it gives the holders (`accounts` service) and assigns the
// role to users (role/setRoleUser, user/mutations.ts).
import type { RoleAddBody, RoleDataScopeBody, RoleEditBody } from '@iot/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../context.ts';
import { businessError } from '../../lib/errors.ts';
import { descendantsOf } from '../../lib/tree.ts';
import type { Principal } from '../../access/principal.ts';
import { allRules } from '../menu/index.ts';
import { roleRules, roles, roleScopes } from './schema.ts';
import { manageableRoleIds, mayManage } from './access.ts';
import { serializeEffectiveTime } from './effective-time.ts';
import { manageableRole } from './service.ts';

const columnsOf = (f: RoleAddBody) => ({
  pid: f.pid,
  name: f.name,
  status: f.status,
  listOrder: f.listOrder,
  remark: f.remark,
  effectiveTime: serializeEffectiveTime(f),
});

/** The parent must be 0 or a role the caller manages, and never the role itself or one below it. */
async function assertParent(tx: Db, principal: Principal, pid: number, selfId?: number) {
  if (pid === 0) return;
  const all = await tx.select({ id: roles.id, pid: roles.pid }).from(roles);
  if (!all.some((r) => r.id === pid)) throw businessError('roleNotFound', { id: pid });
  if (!mayManage(await manageableRoleIds(tx, principal), pid)) throw businessError('roleNoEdit');
  if (selfId !== undefined && descendantsOf(all, [selfId]).has(pid)) throw businessError('roleParentBelow');
}

/** Replaces the role's grants by `menuIds` among the rules the caller holds; the others stay. */
async function replaceGrants(tx: Db, principal: Principal, roleId: number, menuIds: number[]) {
  const rules = await allRules(tx);
  const held = new Set(
    rules.filter((r) => principal.isSuperAdmin || principal.grantedRules.has(r.name)).map((r) => r.id),
  );
  const current = await tx.select({ ruleId: roleRules.ruleId }).from(roleRules).where(eq(roleRules.roleId, roleId));
  const kept = current.map((g) => g.ruleId).filter((id) => !held.has(id));
  const wanted = [...new Set([...kept, ...menuIds.filter((id) => held.has(id))])];
  await tx.delete(roleRules).where(eq(roleRules.roleId, roleId));
  if (wanted.length) await tx.insert(roleRules).values(wanted.map((ruleId) => ({ roleId, ruleId })));
}

export async function addRole(db: Db, principal: Principal, form: RoleAddBody): Promise<void> {
  await db.transaction(async (tx) => {
    await assertParent(tx, principal, form.pid);
    const [row] = await tx
      .insert(roles)
      .values({ ...columnsOf(form), roleKey: `new-${crypto.randomUUID()}`, createdBy: principal.id })
      .returning({ id: roles.id });
    // The key the console's route meta names the role by.
    await tx
      .update(roles)
      .set({ roleKey: `role${row.id}` })
      .where(eq(roles.id, row.id));
    await replaceGrants(tx, principal, row.id, form.menuIds);
  });
}

export async function editRole(db: Db, principal: Principal, form: RoleEditBody): Promise<number[]> {
  return db.transaction(async (tx) => {
    await manageableRole(tx, principal, form.id, 'roleNoEdit');
    await assertParent(tx, principal, form.pid, form.id);
    await tx
      .update(roles)
      .set({ ...columnsOf(form), updatedAt: new Date() })
      .where(eq(roles.id, form.id));
    await replaceGrants(tx, principal, form.id, form.menuIds);
    return services().accounts.holdersOf(tx, [form.id]);
  });
}

/** Deletes the roles (their grants, scopes and memberships go along); the built-in super-admin role stays. */
export async function deleteRoles(db: Db, principal: Principal, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    for (const id of ids) {
      const row = await manageableRole(tx, principal, id, 'roleNoDelete');
      if (row.isSuperAdmin) throw businessError('roleBuiltIn');
    }
    const members = await services().accounts.holdersOf(tx, ids);
    await tx.delete(roles).where(inArray(roles.id, ids));
    return members;
  });
}

/** Replaces the role's data-scope rows; rows without a menu or a scope, or naming no rule, are dropped. */
export async function setDataScope(db: Db, principal: Principal, body: RoleDataScopeBody): Promise<number[]> {
  return db.transaction(async (tx) => {
    await manageableRole(tx, principal, body.roleId, 'roleNoEdit');
    const rows = body.authData.filter((a) => a.menuId > 0 && a.scope > 0);
    const known = new Set((await allRules(tx)).map((r) => r.id));
    const byMenu = new Map(rows.filter((r) => known.has(r.menuId)).map((r) => [r.menuId, r]));
    await tx.delete(roleScopes).where(eq(roleScopes.roleId, body.roleId));
    if (byMenu.size)
      await tx.insert(roleScopes).values(
        [...byMenu.values()].map((r) => ({
          roleId: body.roleId,
          menuId: r.menuId,
          dataScope: r.scope,
          deptIds: r.scope === 2 ? [...new Set(r.deptIds)] : [],
        })),
      );
    return services().accounts.holdersOf(tx, [body.roleId]);
  });
}
