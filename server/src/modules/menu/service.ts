// Reading menus (auth rules) for the menu management page, in GFast's shapes.
import type { MenuGetData, MenuInfo, MenuListData, MenuListQuery, MenuParamsData, SysRole } from '@iot/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../user/schema.ts';
import { authRules, roleRules } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { contains } from '../../lib/sql.ts';
import { formatTime } from '../../lib/time.ts';
import { buildTree } from '../../lib/tree.ts';

type Rule = typeof authRules.$inferSelect;
type Role = typeof roles.$inferSelect;

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

export function toSysRole(r: Role): SysRole {
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
  const [roleRows, menuRows] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.listOrder), asc(roles.id)),
    db
      .select()
      .from(authRules)
      .where(inArray(authRules.menuType, [0, 1]))
      .orderBy(...menuOrder),
  ]);
  return { roles: roleRows.map(toSysRole), menus: menuRows.map(toMenuInfo) };
}

export async function getMenu(db: Db, id: number): Promise<MenuGetData> {
  const [rule] = await db.select().from(authRules).where(eq(authRules.id, id));
  if (!rule) throw businessError('menuNotFound');
  const grants = await db
    .select({ roleId: roleRules.roleId })
    .from(roleRules)
    .where(eq(roleRules.ruleId, id))
    .orderBy(asc(roleRules.roleId));
  return {
    rule: {
      ...toMenuInfo(rule),
      moduleType: rule.moduleType,
      modelId: rule.modelId,
      createdAt: formatTime(rule.createdAt),
      updatedAt: formatTime(rule.updatedAt),
    },
    roleIds: grants.map((g) => g.roleId),
  };
}
