import { defineModule } from '../module.ts';
import { monitorMessages } from './messages.ts';
import monitorRoutes from './routes.ts';
import { monitorMenus } from './seed.ts';

export const monitorModule = defineModule({
  name: 'monitor',
  // The server monitor reads the broker's counters (`app.mqtt`).
  dependencies: ['mqtt'],
  routes: monitorRoutes,
  messages: monitorMessages,
  seed: { menus: monitorMenus },
});
