import { defineModule } from '../module.ts';
import { dictMessages } from './messages.ts';
import dictRoutes from './routes.ts';
import { dictMenus, gfastDicts } from './seed.ts';

export const dictModule = defineModule({
  name: 'dict',
  routes: dictRoutes,
  messages: dictMessages,
  seed: { menus: dictMenus, dicts: gfastDicts },
});
