import { defineModule } from '../module.ts';
import healthRoutes from './routes.ts';

export const healthModule = defineModule({
  name: 'health',
  // It says how devices reach this process (`app.mqtt`).
  dependencies: ['mqtt'],
  routes: healthRoutes,
  unguarded: true,
});
