import { defineModule } from '../module.ts';
import { consoleMenus } from './seed.ts';

/** The console's screens that have no API module here: only their menus are seeded. */
export const consoleModule = defineModule({ name: 'console', seed: { menus: consoleMenus } });
