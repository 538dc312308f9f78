// What this module gives the platform's access control (access/rights.ts): the rights cache over
// its sessions and the accounts' roles, and the reads behind data scopes (roles' scope rows, the
// departments). The app takes them from the module's definition (index.ts) when it is built.
import { and, eq, inArray } from 'drizzle-orm';
import type { ScopeSource } from '../../access/data-scope.ts';
import type { AccessProvider } from '../../access/rights.ts';
import { depts } from '../dept/schema.ts';
import { authRules } from '../menu/schema.ts';
import { roleScopes } from '../role/schema.ts';
import { RightsCache } from './cache.ts';

const scopes: ScopeSource = {
  scopeRows: (db, roleIds, menu) =>
    db
      .select({ scope: roleScopes.dataScope, deptIds: roleScopes.deptIds })
      .from(roleScopes)
      .innerJoin(authRules, eq(authRules.id, roleScopes.menuId))
      .where(and(eq(authRules.name, menu), inArray(roleScopes.roleId, roleIds))),
  enabledDepts: (db) => db.select({ id: depts.deptId, pid: depts.parentId }).from(depts).where(eq(depts.status, 1)),
};

export const authAccess: AccessProvider = {
  rights: (db, bus, config) => new RightsCache(db, bus, config),
  scopes,
};

// The app's rights are this module's cache: its callers (login, getUserMenus) read the menus too.
declare module '../../access/rights.ts' {
  interface Rights {
    menusOf: RightsCache['menusOf'];
    userMenusBody: RightsCache['userMenusBody'];
  }
}
