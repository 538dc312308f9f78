import { describe, expect, it } from 'vitest';
import { createTestApp, startOtherBroker } from '../../../test/helpers.ts';
import { answeringDeviceOnceUp, commandDevice, commandsOf } from './test-fixture.ts';

// Two processes on one PostgreSQL: the device is connected to the other process's embedded broker,
// the command is sent here. The downlink crosses over the bus, and so does the reply.
describe.runIf(process.env.TEST_DB === 'postgres')('device commands across server processes', () => {
  it('reaches a device on the other process and gets its reply back', async () => {
    const t = await createTestApp();
    const other = await startOtherBroker(t.database.url!, { HOST: '127.0.0.1' });
    const clients: { endAsync(force?: boolean): Promise<void> }[] = [];
    try {
      const db = t.database.db;
      const target = await commandDevice(db);
      const device = await answeringDeviceOnceUp(db, other.mqttUrl, target, () => ({ code: 200, data: { ok: 1 } }));
      clients.push(device.client);
      const admin = await t.login();
      const res = await t.api(
        'POST',
        '/api/v1/product/function/do',
        { deviceKey: target.device.key, funcKey: 'ping', timeout: 10 },
        admin,
      );
      expect(res.body).toEqual({ code: 0, message: '', data: { data: { ok: 1 } } });
      expect(device.received.map((r) => r.message.method)).toEqual(['thing.service.ping']);
      expect(await commandsOf(db, target.device.id)).toMatchObject([{ status: 'ok', key: 'ping' }]);
    } finally {
      await Promise.all(clients.map((c) => c.endAsync(true)));
      await other.stop();
      await t.close();
    }
  }, 60_000);
});
