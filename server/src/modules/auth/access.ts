// What this module gives the platform's access control (access/rights.ts): the rights cache over
// its sessions and the accounts' roles, and the reads behind data scopes (the role module's scope
// rows, the department module's tree). The app takes them from the module's definition (index.ts)
// when it is built.
import type { ScopeSource } from '../../access/data-scope.ts';
import type { AccessProvider } from '../../access/rights.ts';
import { deptNodes } from '../dept/index.ts';
import { scopeRows } from '../role/index.ts';
import { RightsCache } from './cache.ts';

const scopes: ScopeSource = {
  scopeRows,
  enabledDepts: (db) => deptNodes(db, true),
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
