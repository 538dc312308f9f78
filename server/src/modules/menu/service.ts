// Reading menus (auth rules) for the menu management page, in GFast's shapes.
import type { MenuGetData, MenuInfo, MenuListData, MenuListQuery, MenuParamsData } from '@iot/contract';
import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { services } from '../../context.ts';
import { authRules } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { contains } from '../../lib/sql.ts';
import { formatTime } from '../../lib/time.ts';
import { buildTree } from '../../lib/tree.ts';

/** A menu rule as stored. */
export type MenuRule = typeof authRules.$inferSelect;
type Rule = MenuRule;

const menuOrder = [desc(authRules.weigh), asc(authRules.id)];

export function toMenuInfo(r: Rule): MenuInfo {
  return {
    id: r.id,
    pid: r.pid,
    name: r.name,
    title: r.title,
    icon: r.icon,
    condition: r.condition,
    remark: r.remark,
    menuType: r.menuType,
    weigh: r.weigh,
    isHide: r.isHide,
    isCached: r.isCached,
    isAffix: r.isAffix,
    path: r.path,
    redirect: r.redirect,
    component: r.component,
    isIframe: r.isIframe,
    isLink: r.isLink,
    linkUrl: r.linkUrl,
  };
}

/** The whole tree, or (any filter given) GFast's flat list with `children: null`. */
export async function listMenus(db: Db, q: MenuListQuery): Promise<MenuListData> {
  const title = q.menuName || q.title;
  const filters = [title ? contains(authRules.title, title) : undefined];
  if (q.component) filters.push(contains(authRules.component, q.component));
  const where = and(...filters);
  const rows = await db
    .select()
    .from(authRules)
    .where(where)
    .orderBy(...menuOrder);
  if (where) return { rules: rows.map((r) => ({ ...toMenuInfo(r), children: null })) };
  return { rules: buildTree(rows, (r, children) => ({ ...toMenuInfo(r), children })) };
}

/** For the edit dialog: every role (to grant) and every directory and page (as parents). */
export async function menuParams(db: Db): Promise<MenuParamsData> {
  const [roles, menuRows] = await Promise.all([
    services().grants.roles(db),
    db
      .select()
      .from(authRules)
      .where(inArray(authRules.menuType, [0, 1]))
      .orderBy(...menuOrder),
  ]);
  return { roles, menus: menuRows.map(toMenuInfo) };
}

export async function getMenu(db: Db, id: number): Promise<MenuGetData> {
  const [rule] = await db.select().from(authRules).where(eq(authRules.id, id));
  if (!rule) throw businessError('menuNotFound');
  const roleIds = await services().grants.rolesOfRules(db, [id]);
  return {
    rule: {
      ...toMenuInfo(rule),
      moduleType: rule.moduleType,
      modelId: rule.modelId,
      createdAt: formatTime(rule.createdAt),
      updatedAt: formatTime(rule.updatedAt),
    },
    roleIds,
  };
}

// For the modules above (index.ts): the rules as access control, the role page and the operation
// log read them.

/** Every rule, in the menus' order (weigh, then id). */
export const allRules = (db: Db): Promise<MenuRule[]> =>
  db
    .select()
    .from(authRules)
    .orderBy(...menuOrder);

/** The directories and pages (hidden ones included), in the menus' order. */
export const menuRules = (db: Db): Promise<MenuRule[]> =>
  db
    .select()
    .from(authRules)
    .where(inArray(authRules.menuType, [0, 1]))
    .orderBy(...menuOrder);

/** The names of the button rules (menuType 2), by id. */
export async function buttonRuleNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: authRules.name })
    .from(authRules)
    .where(eq(authRules.menuType, 2))
    .orderBy(asc(authRules.id));
  return rows.map((r) => r.name);
}

/** The names of the rules everyone holds (condition `nocheck`). */
export async function nocheckRuleNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: authRules.name }).from(authRules).where(eq(authRules.condition, 'nocheck'));
  return rows.map((r) => r.name);
}

/** The names of these rules (ids, or a query answering ids). */
export async function ruleNamesOf(db: Db, ids: number[] | SQLWrapper): Promise<string[]> {
  const rows = await db.select({ name: authRules.name }).from(authRules).where(inArray(authRules.id, ids));
  return rows.map((r) => r.name);
}

/** The titles of the rules with these names, by name (the operation log's module titles). */
export async function ruleTitles(db: Db, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const rows = await db
    .select({ name: authRules.name, title: authRules.title })
    .from(authRules)
    .where(inArray(authRules.name, names));
  return new Map(rows.map((r) => [r.name, r.title]));
}

/** A query helper: the id of the rule named `name`, as a scalar subquery (NULL when none is). */
export const ruleIdNamed = (name: string): SQL<number | null> =>
  sql`(select ${authRules.id} from ${authRules} where ${authRules.name} = ${name})`;

/** A query helper: the rules' names and titles, a read-only subquery under the table's own name. */
export const ruleView = new QueryBuilder()
  .select({ id: authRules.id, name: authRules.name, title: authRules.title })
  .from(authRules)
  .as('sys_auth_rule');
