// The menus and permissions a principal sees (getUserMenus, login), as GFast's UserMenu tree: read
// from the menu module's rules and the role module's grants, cached per role set by the rights
// cache (cache.ts).
import { ALL_PERMISSIONS, routeName, type UserMenu } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { buildTree } from '../../lib/tree.ts';
import type { Principal } from '../../access/principal.ts';
import { buttonRuleNames, menuRules, type MenuRule } from '../menu/index.ts';
import { roleKeysByRule } from '../role/index.ts';

type Rule = MenuRule;

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
  const rows = await menuRules(db);
  const visible = principal.isSuperAdmin
    ? rows
    : rows.filter((r) => principal.grantedRules.has(r.name) || r.condition === 'nocheck');
  const { byRule, superKeys } = await roleKeysByRule(db);
  return buildTree(visible, (r, children) =>
    toUserMenu(r, children, [...new Set([...superKeys, ...(byRule.get(r.id) ?? [])])]),
  );
}

/** The all-permissions entry for super-admins, else the names of the granted button rules (menuType 2). */
export async function userPermissions(db: Db, principal: Principal): Promise<string[]> {
  if (principal.isSuperAdmin) return [ALL_PERMISSIONS];
  return (await buttonRuleNames(db)).filter((n) => principal.grantedRules.has(n));
}

/** The console's home page, which GFast's console has as a static route of its own. */
const HOME_PATH = '/home';

/**
 * The menus in GFast's shape: without the /home page, as GFast's seed (its console would show it
 * twice); a directory that held nothing else goes too.
 */
export function withoutHome(menus: UserMenu[]): UserMenu[] {
  return menus.flatMap((m) => {
    if (m.path === HOME_PATH) return [];
    if (!m.children.length) return [m];
    const children = withoutHome(m.children);
    return children.length ? [{ ...m, children }] : [];
  });
}
