import { defineModule } from '../module.ts';
import { personalMessages } from './messages.ts';
import personalRoutes from './routes.ts';
import { personalMenus } from './seed.ts';

export const personalModule = defineModule({
  name: 'personal',
  routes: personalRoutes,
  messages: personalMessages,
  seed: { menus: personalMenus },
});
