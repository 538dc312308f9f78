// Roles (GFast §3.2): the rules granted each and their data scopes, and the role page. Below the
// accounts: which users hold a role is the user module's (`accounts` service, context.ts); the
// menu page edits a rule's grants through the `grants` service this module gives.
import { defineModule } from '../module.ts';
import { grants } from './grants.ts';
import { roleMessages } from './messages.ts';
import roleRoutes from './routes.ts';
import { insertRoles, roleMenus } from './seed.ts';

export { manageableRoleIds, mayManage } from './access.ts';
export { isEffective, nextChange, parseEffectiveTime } from './effective-time.ts';
export { grantedRuleNames, roleIdKeyed, roleKeysByRule, rolesByIds, scopeRows, superRoleIdQuery } from './grants.ts';
export { SEED_ROLES } from './seed.ts';
export { allRoles, manageableRole, toSysRole, type RoleRecord } from './service.ts';

export const roleModule = defineModule({
  name: 'role',
  routes: roleRoutes,
  messages: roleMessages,
  seed: { insert: insertRoles, menus: roleMenus },
  provides: { grants },
});
