import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startOtherServer, type TestApp } from '../../../test/helpers.ts';
import { listen } from '../../../test/live-client.ts';
import {
  brokerApp,
  connectDevice,
  historyOf,
  logsOf,
  makeDevice,
  makeProduct,
  mosquitto,
  nextMessage,
  propertyPost,
  uniqueKey,
  waitFor,
} from './test-kit.ts';

const mosquittoUp = await mosquitto.answers();
/** Each run its own share group: test runs on the same Mosquitto must not take each other's messages. */
const externalUrl = () => `${mosquitto.url}?shareGroup=${uniqueKey('t')}`;

describe('embedded broker, port taken', () => {
  let blocker: Server;
  let t: TestApp;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '0.0.0.0', r));
    const taken = (blocker.address() as { port: number }).port;
    t = await createTestApp({ MQTT_PORT: String(taken) });
    await listen(t.app);
    await t.app.mqtt.started();
  });
  afterAll(async () => {
    await t.close();
    blocker.close();
  });

  it('keeps the console running and /health says mqtt "unavailable"', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', mqtt: 'unavailable' });
    expect(t.app.mqtt.port).toBeNull();
    await t.login();
  });
});

describe('broker HTTP hooks (EMQX auth and ACL shapes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows the right credentials and the device its own topics only', async () => {
    const db = t.database.db;
    const p = await makeProduct(db);
    const d = await makeDevice(db, p.id);
    const other = await makeDevice(db, p.id);
    const auth = (body: Record<string, string>) =>
      t.call({ method: 'POST', url: '/api/v1/iot/mqtt/auth', payload: body });
    const acl = (topic: string, action = 'publish') =>
      t.call({
        method: 'POST',
        url: '/api/v1/iot/mqtt/acl',
        payload: { clientid: 'any', username: d.key, topic, action },
      });
    expect((await auth({ clientid: 'any', username: d.key, password: d.accessToken })).body).toEqual({
      result: 'allow',
    });
    expect((await auth({ clientid: 'any', username: d.key, password: 'bad' })).body).toEqual({ result: 'deny' });
    expect((await auth({ clientid: 'x', username: 'nobody', password: '' })).body).toEqual({ result: 'deny' });
    expect((await acl(`/sys/${p.key}/${d.key}/thing/event/property/post`)).body).toEqual({ result: 'allow' });
    expect((await acl(`/sys/${p.key}/${d.key}/#`, 'subscribe')).body).toEqual({ result: 'allow' });
    expect((await acl(`/sys/${p.key}/${other.key}/thing/event/property/post`)).body).toEqual({ result: 'deny' });
    expect((await acl('#', 'subscribe')).body).toEqual({ result: 'deny' });
    // Malformed input is a refusal, never a server error.
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/iot/mqtt/acl', payload: { topic: 'x', action: 'delete' } })).status,
    ).toBe(200);
  });
});

describe.runIf(mosquittoUp)('external broker (Mosquitto)', () => {
  const m = brokerApp({ MQTT_URL: externalUrl() });

  it('stores what a device publishes to the broker and answers through it', async () => {
    expect((await m.t.call({ method: 'GET', url: '/health' })).body.mqtt).toBe('external');
    const db = m.db();
    const p = await makeProduct(db);
    const d = await makeDevice(db, p.id);
    const c = m.track(await connectDevice(mosquitto.url, { clientId: uniqueKey('dev') }));
    const base = `/sys/${p.key}/${d.key}/thing/event/property`;
    await c.subscribeAsync(`${base}/post_reply`);
    const reply = nextMessage(c, `${base}/post_reply`);
    await c.publishAsync(`${base}/post`, propertyPost({ temperature: 19.5 }, 1, 'x1'), { qos: 1 });
    expect((await reply).id).toBe('x1');
    expect((await historyOf(db, d.id)).map((r) => r.num)).toEqual([19.5]);
    // Our own reply came back through the shared filter and was not taken for a message.
    await new Promise((r) => setTimeout(r, 200));
    expect((await logsOf(db, d.id, '属性上报')).length).toBe(1);
    expect((await logsOf(db, d.id, '设备上线')).length).toBe(1);
  });

  it('loses nothing the broker delivered while the database stalls (the broker queues only 1,000 for us)', async () => {
    const db = m.db();
    const p = await makeProduct(db);
    const d = await makeDevice(db, p.id);
    // The stall: records wait for the gate before they go to the writer.
    const writer = m.t.app.telemetry;
    const enqueue = writer.enqueue;
    let open = () => {};
    const gate = new Promise<void>((r) => (open = r));
    writer.enqueue = (record) => gate.then(() => enqueue.call(writer, record));
    const c = m.track(await connectDevice(mosquitto.url, { clientId: uniqueKey('dev') }));
    const topic = `/sys/${p.key}/${d.key}/thing/event/property/post`;
    const total = 4000;
    try {
      for (let i = 0; i < total; i += 500)
        await Promise.all(
          Array.from({ length: 500 }, (_, j) =>
            c.publishAsync(topic, propertyPost({ temperature: { value: 1, time: 1_700_000_000_000 + i + j } }, 0), {
              qos: 1,
            }),
          ),
        );
      // Mosquitto has every message; let it hand them over (or drop what its queue cannot hold).
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      writer.enqueue = enqueue;
      open();
    }
    await waitFor(async () => (await logsOf(db, d.id, '属性上报')).length >= total, 20_000).catch(() => undefined);
    expect((await logsOf(db, d.id, '属性上报')).length).toBe(total);
    expect((await historyOf(db, d.id)).length).toBe(total);
  }, 60_000);
});

describe.runIf(mosquittoUp && process.env.TEST_DB === 'postgres')('two server processes on one external broker', () => {
  it('split 200 messages with none lost and none doubled', async () => {
    const url = externalUrl();
    const t = await createTestApp({ MQTT_URL: url });
    await listen(t.app);
    await t.app.mqtt.started();
    // Count what this process handles: the rest went to the other one.
    let mine = 0;
    const writer = t.app.telemetry;
    const enqueue = writer.enqueue.bind(writer);
    writer.enqueue = (record) => {
      if (record.log?.type === '属性上报') mine++;
      return enqueue(record);
    };
    const other = await startOtherServer(t.database.url!, { MQTT_URL: url });
    const c = await connectDevice(mosquitto.url, { clientId: uniqueKey('dev') });
    try {
      // The other process subscribes just after its /health answers.
      await new Promise((r) => setTimeout(r, 1500));
      const db = t.database.db;
      const p = await makeProduct(db);
      const ds = await Promise.all(Array.from({ length: 10 }, () => makeDevice(db, p.id)));
      for (let i = 0; i < 200; i++) {
        const d = ds[i % ds.length];
        const post = propertyPost({ humidity: { value: i % 100, time: 1_700_000_000_000 + i } }, 0, String(i));
        await c.publishAsync(`/sys/${p.key}/${d.key}/thing/event/property/post`, post, { qos: 1 });
      }
      const count = async () => {
        let logs = 0;
        let rows = 0;
        for (const d of ds) {
          logs += (await logsOf(db, d.id, '属性上报')).length;
          rows += (await historyOf(db, d.id)).length;
        }
        return { logs, rows };
      };
      await waitFor(async () => (await count()).logs >= 200, 15_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(await count()).toEqual({ logs: 200, rows: 200 });
      expect(mine).toBeGreaterThan(0);
      expect(mine).toBeLessThan(200);
    } finally {
      await c.endAsync(true);
      await other.stop();
      await t.close();
    }
  }, 60_000);
});
