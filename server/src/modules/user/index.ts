// Accounts (GFast §3.1): who holds which roles and posts, in which department; the user page and
// the role page's assignment of users. Above the departments, posts, menus and roles it reads;
// below the auth module, whose sessions it ends through the `sessions` service (context.ts). It
// gives the modules below it the `accounts` service.
import { defineModule } from '../module.ts';
import { accounts } from './accounts.ts';
import { userMessages } from './messages.ts';
import userRoutes from './routes.ts';
import { insertAccounts, userMenus } from './seed.ts';

export {
  enabledUserIds,
  existingUserIds,
  markLoggedIn,
  roleIdsOf,
  userNamed,
  userRecord,
  userView,
} from './accounts.ts';
export { changePassword, editProfile } from './mutations.ts';
export { toSysUser, type UserRecord } from './service.ts';

export const userModule = defineModule({
  name: 'user',
  routes: userRoutes,
  messages: userMessages,
  seed: { insert: insertAccounts, menus: userMenus },
  provides: { accounts },
});
