import { defineModule } from '../module.ts';
import { menuMessages } from './messages.ts';
import menuRoutes from './routes.ts';
import { menuMenus } from './seed.ts';

export const menuModule = defineModule({
  name: 'menu',
  routes: menuRoutes,
  messages: menuMessages,
  seed: { menus: menuMenus },
});
