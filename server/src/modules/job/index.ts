// Scheduled jobs (GFast's sysJob): registered handlers run on cron expressions, each firing once
// across the processes sharing the database (scheduler.ts); run once, start, stop, the job log.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module.ts';
import { registerBuiltInJobs } from './builtins.ts';
import { jobMessages } from './messages.ts';
import jobRoutes from './routes.ts';
import { JobScheduler } from './scheduler.ts';
import { insertJobs, jobMenus } from './seed.ts';

export { registerJobHandler, type JobHandler, type JobRun } from './registry.ts';

async function jobPlugin(app: FastifyInstance) {
  registerBuiltInJobs();
  const scheduler = new JobScheduler(app);
  const reload = () => scheduler.reload().catch((err) => app.log.error({ err }, 'scheduling jobs failed'));
  app.ctx.bus.on('message', (m) => {
    if (m.type === 'jobsChanged') void reload();
  });
  app.ctx.bus.on('reset', () => void reload());
  app.addHook('onReady', reload);
  app.addHook('onClose', () => scheduler.close());
  await jobRoutes(app, (p) => scheduler.track(p));
}

export const jobModule = defineModule({
  name: 'job',
  routes: jobPlugin,
  messages: jobMessages,
  seed: { insert: insertJobs, menus: jobMenus },
});
