// The operation log (GFast §3.10): hooks on every route registered after it record each write,
// off the request's path (recorder.ts); the routes read, delete and clear it.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module.ts';
import { operLogMessages } from './messages.ts';
import { OperLogRecorder } from './recorder.ts';
import operLogRoutes from './routes.ts';
import { operLogMenus } from './seed.ts';

export { pruneOperLogs } from './service.ts';
export { maskSecrets } from './mask.ts';

declare module 'fastify' {
  interface FastifyInstance {
    operLog: OperLogRecorder;
  }
}

async function operLogPlugin(app: FastifyInstance) {
  const recorder = new OperLogRecorder(app.ctx.database.db, (err) =>
    app.log.error({ err }, 'operation log write failed'),
  );
  app.decorate('operLog', recorder);
  recorder.hook(app);
  // The app closes before the database: what waits is written first.
  app.addHook('onClose', () => recorder.close());
  await operLogRoutes(app);
}

export const operLogModule = defineModule({
  name: 'operlog',
  routes: operLogPlugin,
  // Not encapsulated: its hooks must see the routes of the modules registered after it.
  decoratesApp: true,
  messages: operLogMessages,
  seed: { menus: operLogMenus },
});
