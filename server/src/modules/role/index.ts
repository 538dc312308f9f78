import { defineModule } from '../module.ts';
import { roleMessages } from './messages.ts';
import roleRoutes from './routes.ts';
import { roleMenus } from './seed.ts';

export const roleModule = defineModule({
  name: 'role',
  routes: roleRoutes,
  messages: roleMessages,
  seed: { menus: roleMenus },
});
