import { ALL_PERMISSIONS, type LoginUser, type UserMenu } from '@iot/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authRules, roleRules, roles } from '../../db/schema.ts';
import type { Principal } from '../auth/principal.ts';

type Rule = typeof authRules.$inferSelect;

/** GoFrame's CaseCamelLower of the rule name with `/` as `_`: `api/v1/system/role/list` -> `apiV1SystemRoleList`. */
export function routeName(ruleName: string): string {
  const words = ruleName
    .replace(/\//g, '_')
    .split(/[_\-. ]+/)
    .filter(Boolean);
  const joined = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  // A letter after a run of digits starts a new word too.
  const camel = joined.replace(/(\d)([a-z])/g, (_, d: string, c: string) => d + c.toUpperCase());
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

/** Builds a tree from flat rows by id/pid; rows whose parent is absent become roots. Children keep input order. */
export function buildTree<T extends { id: number; pid: number }, N>(
  rows: T[],
  toNode: (row: T, children: N[]) => N,
): N[] {
  const byParent = new Map<number, T[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const parent = ids.has(r.pid) ? r.pid : 0;
    const list = byParent.get(parent) ?? [];
    list.push(r);
    byParent.set(parent, list);
  }
  const build = (pid: number, seen: Set<number>): N[] =>
    (byParent.get(pid) ?? [])
      .filter((r) => !seen.has(r.id))
      .map((r) => toNode(r, build(r.id, new Set([...seen, r.id]))));
  return build(0, new Set());
}

/** Role keys that hold each rule; super-admin roles hold every rule. */
async function rolesByRule(db: Db): Promise<{ byRule: Map<number, string[]>; superKeys: string[] }> {
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

function toUserMenu(rule: Rule, children: UserMenu[], roleKeys: string[]): UserMenu {
  return {
    id: rule.id,
    pid: rule.pid,
    name: routeName(rule.name),
    path: rule.path,
    component: rule.component,
    redirect: rule.redirect,
    meta: {
      title: rule.title,
      icon: rule.icon,
      isLink: rule.isIframe === 1 || rule.isLink === 1 ? rule.linkUrl : '',
      isHide: rule.isHide === 1,
      isKeepAlive: rule.isCached === 1,
      isAffix: rule.isAffix === 1,
      isIframe: rule.isIframe === 1,
      roles: roleKeys,
    },
    children,
  };
}

/** The menus (directories and pages, hidden ones included) the principal may see, as GFast's UserMenu tree. */
export async function userMenuTree(db: Db, principal: Principal): Promise<UserMenu[]> {
  const rows = await db
    .select()
    .from(authRules)
    .where(inArray(authRules.menuType, [0, 1]))
    .orderBy(desc(authRules.weigh), asc(authRules.id));
  const visible = principal.isSuperAdmin
    ? rows
    : rows.filter((r) => principal.grantedRules.has(r.name) || r.condition === 'nocheck');
  const { byRule, superKeys } = await rolesByRule(db);
  return buildTree(visible, (r, children) =>
    toUserMenu(r, children, [...new Set([...superKeys, ...(byRule.get(r.id) ?? [])])]),
  );
}

/** The all-permissions entry for super-admins, else the names of the granted button rules (menuType 2). */
export async function userPermissions(db: Db, principal: Principal): Promise<string[]> {
  if (principal.isSuperAdmin) return [ALL_PERMISSIONS];
  const buttons = await db
    .select({ name: authRules.name })
    .from(authRules)
    .where(eq(authRules.menuType, 2))
    .orderBy(asc(authRules.id));
  return buttons.map((b) => b.name).filter((n) => principal.grantedRules.has(n));
}

/** The user as login, getUserMenus and refreshToken return it (loaded with the principal). */
export async function loginUser(_db: Db, principal: Principal): Promise<LoginUser> {
  return principal.loginUser;
}
