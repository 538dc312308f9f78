// Automations (ours: the workflow designer's flows, run by the server). Above the alarms: flows
// listen where the alarm engine listens (the MQTT module's device observer) and act through the
// command, alarm and notice modules. Runs and steps are pruned with the telemetry retention (the
// job module's retention job calls pruneAutomationRuns).
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module.ts';
import type { ActionDeps, WebhookSettings } from './actions.ts';
import { AutomationEngine, type EngineOptions } from './engine.ts';
import { automationMessages } from './messages.ts';
import { automationRoutes } from './routes.ts';
import { automationMenus } from './seed.ts';
import { enabledFlows } from './service.ts';

export { pruneRuns as pruneAutomationRuns } from './store.ts';

export interface AutomationService {
  readonly engine: AutomationEngine;
  /** Retries of webhook actions (tests shorten them). */
  readonly webhook: WebhookSettings;
  /** How long a command action waits for the device's reply, in seconds. */
  commandTimeoutS: number;
  readonly options: EngineOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    automation: AutomationService;
  }
}

async function automationPlugin(app: FastifyInstance) {
  const { database, bus } = app.ctx;
  const onError = (err: unknown) => app.log.error({ err }, 'automation');
  const deps: ActionDeps = {
    db: database.db,
    mqtt: app.mqtt,
    scripts: app.scripts,
    // Read at call time: the live channel may be replaced after the plugin starts.
    live: () => app.ctx.live,
    alarms: app.alarms,
    accounts: app.ctx.services.accounts,
    // Read at call time: the same cached principals the request guard uses.
    principalOf: (userId) => app.ctx.rights.principal(userId),
    webhook: { attempts: 3, backoffMs: 1000, timeoutMs: 5000 },
    commandTimeoutS: 10,
    // Both set by the engine.
    onCommand: () => {},
    isEnabled: () => true,
  };
  const engine = new AutomationEngine(deps, () => enabledFlows(database.db), onError);
  app.mqtt.observe(engine);
  engine.publishCause = (cause) => void bus.publish({ type: 'automationCaused', ...cause }).catch(onError);
  bus.on('message', (m) => {
    if (m.type === 'automationFlowsChanged') void engine.reload().catch(() => undefined);
    else if (m.type === 'automationCaused') engine.noteCause(m.deviceKey, m.flowId, m.depth);
    else if (m.type === 'devicesChanged') engine.dropDevices(m.productKeys ? undefined : m.keys);
  });
  bus.on('reset', () => {
    engine.dropDevices();
    void engine.reload().catch(() => undefined);
  });
  app.addHook('onReady', () => engine.reload());
  app.addHook('onClose', () => engine.close());
  app.decorate('automation', {
    engine,
    webhook: deps.webhook,
    get commandTimeoutS() {
      return deps.commandTimeoutS;
    },
    set commandTimeoutS(s: number) {
      deps.commandTimeoutS = s;
    },
    options: engine.options,
  } satisfies AutomationService);
  automationRoutes(app, engine);
}

export const automationModule = defineModule({
  name: 'automation',
  // Device messages from the MQTT module's observer, letters' frames through the live channel,
  // alarm logs through the alarm engine, scripts in the payload scripts' sandbox.
  dependencies: ['mqtt', 'live', 'alarm', 'script'],
  routes: automationPlugin,
  // `app.automation` for tests.
  decoratesApp: true,
  messages: automationMessages,
  seed: { menus: automationMenus },
});
