import { defineModule } from '../module.ts';
import personalRoutes from './routes.ts';
import { personalMenus } from './seed.ts';

export const personalModule = defineModule({
  name: 'personal',
  routes: personalRoutes,
  seed: { menus: personalMenus },
});
