import { defineModule } from '../module.ts';
import { userMessages } from './messages.ts';
import userRoutes from './routes.ts';
import { insertAccounts, userMenus } from './seed.ts';

export const userModule = defineModule({
  name: 'user',
  routes: userRoutes,
  messages: userMessages,
  seed: { insert: insertAccounts, menus: userMenus },
});
