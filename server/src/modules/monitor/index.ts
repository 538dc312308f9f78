import { defineModule } from '../module.ts';
import { monitorMessages } from './messages.ts';
import monitorRoutes from './routes.ts';
import { monitorMenus } from './seed.ts';

export const monitorModule = defineModule({
  name: 'monitor',
  routes: monitorRoutes,
  messages: monitorMessages,
  seed: { menus: monitorMenus },
});
