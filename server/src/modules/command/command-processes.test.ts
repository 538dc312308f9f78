import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, startOtherServer } from '../../../test/helpers.ts';
import { answeringDevice, commandDevice, commandsOf } from './test-fixture.ts';

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

// Two processes on one PostgreSQL: the device is connected to the other process's embedded broker,
// the command is sent here. The downlink crosses over the bus, and so does the reply.
describe.runIf(process.env.TEST_DB === 'postgres')('device commands across server processes', () => {
  it('reaches a device on the other process and gets its reply back', async () => {
    const t = await createTestApp();
    const port = await freePort();
    const other = await startOtherServer(t.database.url!, { MQTT_PORT: String(port), HOST: '127.0.0.1' });
    const clients: { endAsync(force?: boolean): Promise<void> }[] = [];
    try {
      const db = t.database.db;
      const target = await commandDevice(db);
      // The other broker starts listening just after its /health answers.
      let device: Awaited<ReturnType<typeof answeringDevice>> | undefined;
      for (let i = 0; !device; i++) {
        try {
          device = await answeringDevice(db, `mqtt://127.0.0.1:${port}`, target, () => ({
            code: 200,
            data: { ok: 1 },
          }));
        } catch (err) {
          if (i > 20) throw err;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
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
