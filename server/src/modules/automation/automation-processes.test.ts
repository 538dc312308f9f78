import { describe, expect, it } from 'vitest';
import { createTestApp, startOtherBroker } from '../../../test/helpers.ts';
import { answeringDeviceOnceUp } from '../command/test-fixture.ts';
import { connectToken, propertyPost, waitFor } from '../mqtt/test-kit.ts';
import { api, flowProduct, graph, runsOf } from './test-fixture.ts';

// Two processes on one PostgreSQL: the flow is enabled through this one, the devices are connected
// to the other's broker. The other process reloads its flows from the bus, each device message
// fires once (where the broker took it), and each cron firing runs once.
describe.runIf(process.env.TEST_DB === 'postgres')('automations across server processes', () => {
  it('fires each device message and each cron firing exactly once', async () => {
    const t = await createTestApp();
    const other = await startOtherBroker(t.database.url!);
    const clients: { endAsync(force?: boolean): Promise<void> }[] = [];
    try {
      const db = t.database.db;
      const admin = await t.login();
      const source = await flowProduct(db);
      const target = await flowProduct(db);
      const url = other.mqttUrl;
      const fan = await answeringDeviceOnceUp(db, url, target, () => ({ code: 200, data: { on: 1 } }));
      clients.push(fan.client);
      const g = graph(
        [
          {
            id: 't',
            type: 'trigger.property',
            data: { productKey: source.product.key, key: 'target', operator: 'gte', value: 10 },
          },
          { id: 'c', type: 'trigger.cron', data: { cron: '* * * * * *' } },
          { id: 'set', type: 'action.propertySet', data: { deviceKey: target.device.key, params: { power: true } } },
        ],
        [['t', 'set']],
      );
      const id = (await api(t, admin, 'POST', 'add', { name: 'two processes', graph: g })).body.data.id;
      expect((await api(t, admin, 'PUT', 'setStatus', { id, status: 1 })).body.code).toBe(0);
      const sensor = await connectToken(url, source.device);
      clients.push(sensor);
      // Three posts, each in its own second (one run a second per device).
      for (let i = 0; i < 3; i++) {
        const s = Math.floor(Date.now() / 1000);
        await waitFor(() => Math.floor(Date.now() / 1000) > s);
        await sensor.publishAsync(
          `/sys/${source.product.key}/${source.device.key}/thing/event/property/post`,
          propertyPost({ target: 12 }),
          { qos: 1 },
        );
      }
      const deviceRuns = await waitFor(async () => {
        const runs = (await runsOf(t, id)).filter((r) => r.trigger === 'trigger.property' && r.status !== 'running');
        return runs.length >= 3 ? runs : null;
      }, 10_000);
      // Let both processes settle, then disable (the cron fires every second meanwhile).
      await new Promise((r) => setTimeout(r, 1500));
      expect((await api(t, admin, 'PUT', 'setStatus', { id, status: 0 })).body.code).toBe(0);
      await new Promise((r) => setTimeout(r, 1000));
      const runs = await runsOf(t, id);
      expect(runs.filter((r) => r.trigger === 'trigger.property')).toHaveLength(3);
      expect(deviceRuns.every((r) => r.status === 'ok')).toBe(true);
      expect(fan.received).toHaveLength(3);
      // Every cron firing ran once: no second has two runs.
      const cron = runs.filter((r) => r.trigger === 'trigger.cron');
      expect(cron.length).toBeGreaterThan(0);
      const seconds = cron.map((r) => Math.floor(r.startedAt.getTime() / 1000));
      expect(new Set(seconds).size).toBe(seconds.length);
      await t.app.automation.engine.idle();
    } finally {
      await Promise.all(clients.map((c) => c.endAsync(true)));
      await other.stop();
      await t.close();
    }
  }, 60_000);
});
