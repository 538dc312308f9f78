// What the modules above read of roles (index.ts): the roles themselves, the rules granted them and
// their data-scope rows; and the `grants` service the menu page writes a rule's grants through.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ModuleServices } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businessError } from '../../lib/errors.ts';
import { ruleIdNamed, ruleNamesOf } from '../menu/index.ts';
import { roles, roleRules, roleScopes } from './schema.ts';
import { allRoles, type RoleRecord } from './service.ts';

/** These roles as stored, by id. */
export async function rolesByIds(db: Db, ids: number[]): Promise<RoleRecord[]> {
  if (!ids.length) return [];
  return db.select().from(roles).where(inArray(roles.id, ids)).orderBy(asc(roles.id));
}

/** The id of the role with this key (the account seed names roles by key), or 0. */
export async function roleIdKeyed(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, key));
  return row?.id ?? 0;
}

/** The names of the rules granted any of these roles. */
export const grantedRuleNames = (db: Db, roleIds: number[]): Promise<string[]> =>
  roleIds.length
    ? ruleNamesOf(db, db.select({ id: roleRules.ruleId }).from(roleRules).where(inArray(roleRules.roleId, roleIds)))
    : Promise.resolve([]);

/** The keys of the roles granted each rule, and of the super-admin roles (which hold every rule). */
export async function roleKeysByRule(db: Db): Promise<{ byRule: Map<number, string[]>; superKeys: string[] }> {
  const grants = await db
    .select({ ruleId: roleRules.ruleId, roleKey: roles.roleKey })
    .from(roleRules)
    .innerJoin(roles, eq(roles.id, roleRules.roleId));
  const superKeys = (await db.select({ k: roles.roleKey }).from(roles).where(eq(roles.isSuperAdmin, true))).map(
    (r) => r.k,
  );
  const byRule = new Map<number, string[]>();
  for (const g of grants) byRule.set(g.ruleId, [...(byRule.get(g.ruleId) ?? []), g.roleKey]);
  return { byRule, superKeys };
}

/** The data-scope rows of these roles for the menu rule named `menu` (the platform's ScopeSource). */
export const scopeRows = (db: Db, roleIds: number[], menu: string) =>
  db
    .select({ scope: roleScopes.dataScope, deptIds: roleScopes.deptIds })
    .from(roleScopes)
    .where(and(eq(roleScopes.menuId, ruleIdNamed(menu)), inArray(roleScopes.roleId, roleIds)));

/**
 * A query helper: the ids of the super-admin roles, as a subquery (`inArray(column, superRoleIdQuery)`);
 * their holders are outside every restricted caller's view.
 */
export const superRoleIdQuery = new QueryBuilder()
  .select({ id: roles.id })
  .from(roles)
  .where(eq(roles.isSuperAdmin, true));

/** The `grants` service (context.ts): the menu page reads and writes a rule's grants through it. */
export const grants: ModuleServices['grants'] = {
  roles: allRoles,
  async rolesOfRules(db, ruleIds) {
    if (!ruleIds.length) return [];
    const rows = await db
      .selectDistinct({ roleId: roleRules.roleId })
      .from(roleRules)
      .where(inArray(roleRules.ruleId, ruleIds))
      .orderBy(asc(roleRules.roleId));
    return rows.map((r) => r.roleId);
  },
  async setRolesOfRule(tx, ruleId, roleIds) {
    await tx.delete(roleRules).where(eq(roleRules.ruleId, ruleId));
    const wanted = [...new Set(roleIds)];
    if (!wanted.length) return;
    const existing = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, wanted));
    const known = new Set(existing.map((r) => r.id));
    const missing = wanted.find((id) => !known.has(id));
    if (missing !== undefined) throw businessError('roleNotFound', { id: missing });
    await tx.insert(roleRules).values(wanted.map((roleId) => ({ roleId, ruleId })));
  },
};
