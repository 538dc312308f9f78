// Two processes on one PostgreSQL: a custom topic is added through this one while the device is
// connected to the other's embedded broker. The other process learns it from the bus (its cached
// view of the product's devices is renewed), so the device may subscribe and publish there without
// reconnecting, and the message lands in its log.
import { describe, expect, it } from 'vitest';
import { createTestApp, startOtherBroker } from '../../../test/helpers.ts';
import { connectToken, logsOf, makeDevice, makeProduct, waitFor } from './test-kit.ts';

describe.runIf(process.env.TEST_DB === 'postgres')('custom topics across server processes', () => {
  it('a topic added in one process is allowed at the other process’s broker', async () => {
    const t = await createTestApp();
    const other = await startOtherBroker(t.database.url!);
    const db = t.database.db;
    const product = await makeProduct(db);
    const device = await makeDevice(db, product.id);
    const client = await connectToken(other.mqttUrl, device);
    try {
      const own = `/${product.key}/${device.key}/user/late`;
      await expect(client.subscribeAsync(own)).rejects.toThrow('Subscribe error');
      const admin = await t.login('admin');
      const added = await t.api(
        'POST',
        '/api/v1/product/topic/add',
        { productKey: product.key, name: 'late', topic: `/${product.key}/{deviceKey}/user/late`, access: 'both' },
        admin,
      );
      expect(added.body.code).toBe(0);
      await waitFor(() =>
        client.subscribeAsync(own).then(
          () => true,
          () => false,
        ),
      );
      await client.publishAsync(own, '{"hello":1}', { qos: 1 });
      const logged = await waitFor(async () => {
        const rows = await logsOf(db, device.id, '自定义主题消息');
        return rows.length ? rows : null;
      });
      expect(JSON.parse(logged[0].content)).toEqual({ topic: own, payload: { hello: 1 } });
      expect(client.connected).toBe(true);
    } finally {
      await client.endAsync(true);
      await other.stop();
      await t.close();
    }
  }, 60_000);
});
