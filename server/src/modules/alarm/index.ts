// Alarms (SagooIoT's /alarm/**): levels, rules, alarm logs, evaluated inline as devices report
// (the MQTT module's device observer), cron rules, live `alarm` frames and webhooks.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module.ts';
import { CronJobs, fireCronRule } from './cron.ts';
import { AlarmEngine, type CompiledRule } from './engine.ts';
import { alarmMessages } from './messages.ts';
import { alarmRoutes } from './routes.ts';
import { alarmDicts, alarmMenus, insertAlarmLevels } from './seed.ts';
import sagooNoticeConfigRoutes from './sagoo.ts';

export { DEFAULT_LEVELS } from './seed.ts';
export { alarmLevelRows, alarmLogView } from './views.ts';

export interface AlarmService {
  readonly engine: AlarmEngine;
  /** Runs one firing of a published cron rule at `at` (tests; the scheduler calls the same). */
  fireCron(ruleId: number, at: Date): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    alarms: AlarmService;
  }
}

async function alarmPlugin(app: FastifyInstance) {
  const { database, bus, live } = app.ctx;
  const onError = (err: unknown) => app.log.error({ err }, 'alarm');
  const engine = new AlarmEngine(database.db, live, onError);
  const cron = new CronJobs(database.db, engine, onError);
  engine.onCronRules = (rules) => cron.schedule(rules);
  app.mqtt.observe(engine);
  bus.on('message', (m) => {
    if (m.type === 'alarmRulesChanged') void engine.reload().catch(() => undefined);
    else if (m.type === 'devicesChanged') engine.dropDevices(m.productKeys ? undefined : m.keys);
  });
  bus.on('reset', () => {
    engine.dropDevices();
    void engine.reload().catch(() => undefined);
  });
  app.addHook('onReady', async () => {
    await engine.reload();
  });
  app.addHook('onClose', async () => {
    cron.stop();
    await engine.close();
  });
  const find = async (id: number): Promise<CompiledRule | undefined> =>
    (await engine.published()).find((r) => r.id === id);
  app.decorate('alarms', {
    engine,
    fireCron: async (ruleId, at) => {
      const rule = await find(ruleId);
      return rule && rule.triggerMode === 2 ? fireCronRule(database.db, engine, rule, at) : null;
    },
  } satisfies AlarmService);
  alarmRoutes(app, engine);
  await sagooNoticeConfigRoutes(app);
}

export const alarmModule = defineModule({
  name: 'alarm',
  // The device observer comes from the MQTT module, the live channel (`app.ctx.live`, taken when
  // the plugin starts) from the live module.
  dependencies: ['mqtt', 'live'],
  routes: alarmPlugin,
  // `app.alarms` for tests and the cron firing.
  decoratesApp: true,
  messages: alarmMessages,
  seed: { insert: insertAlarmLevels, menus: alarmMenus, dicts: alarmDicts },
});
