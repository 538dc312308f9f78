// System parameters (GFast §3.8), and the cached reader of the server's own tunables.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module.ts';
import { configMessages } from './messages.ts';
import { followParamChanges } from './params.ts';
import configRoutes from './routes.ts';
import { configMenus, insertConfigs } from './seed.ts';

export { LOGIN_LOCK_DEFAULTS, paramInt, paramValue, PARAM_KEYS } from './params.ts';

async function configPlugin(app: FastifyInstance) {
  followParamChanges(app.ctx.database.db, app.ctx.bus);
  await configRoutes(app);
}

export const configModule = defineModule({
  name: 'config',
  routes: configPlugin,
  messages: configMessages,
  seed: { insert: insertConfigs, menus: configMenus },
});
