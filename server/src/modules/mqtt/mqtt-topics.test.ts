// A product's custom topics at the broker: devices publish and subscribe by each topic's access,
// `{deviceKey}` standing for their own key; a message on one is written to the device's log and is
// not read as telemetry; changes reach connected devices through the cache, not a query per packet.
import type { MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  brokerApp,
  connectDevice,
  connectToken,
  historyOf,
  logsOf,
  makeDevice,
  makeProduct,
  mosquitto,
  uniqueKey,
  waitFor,
} from './test-kit.ts';

const CUSTOM = '自定义主题消息';
type Logged = { topic: string; payload: unknown };
const customLogs = async (db: Parameters<typeof logsOf>[0], id: number) =>
  (await logsOf(db, id, CUSTOM)).map((l) => JSON.parse(l.content) as Logged);

/** Resolves with the next message's text on `topic`. */
const nextText = (c: MqttClient, topic: string) =>
  new Promise<string>((resolve) => {
    const on = (t: string, payload: Buffer) => {
      if (t !== topic) return;
      c.off('message', on);
      resolve(payload.toString());
    };
    c.on('message', on);
  });

/** The broker app, a product with topics added through the API, and its calls. */
function topicsKit(env?: Record<string, string>) {
  const m = brokerApp(env);
  const k = {
    m,
    token: '',
    product: undefined as unknown as Awaited<ReturnType<typeof makeProduct>>,
    api: (method: 'POST' | 'PUT' | 'DELETE', path: string, data: Record<string, unknown>) =>
      m.t.api(method, `/api/v1/product/topic/${path}`, data, k.token),
    add: async (rest: string, access: string) => {
      const topic = `/${k.product.key}/{deviceKey}/user/${rest}`;
      const res = await k.api('POST', 'add', { productKey: k.product.key, name: rest, topic, access });
      expect(res.body.code).toBe(0);
    },
  };
  beforeAll(async () => {
    k.token = await m.t.login('admin');
    k.product = await makeProduct(m.db());
    await k.add('report', 'pub');
    await k.add('down', 'sub');
    await k.add('cmd/+', 'sub');
    await k.add('chat', 'both');
  });
  return k;
}

describe('custom topics at the embedded broker', () => {
  const k = topicsKit();
  const { m } = k;
  const db = () => m.db();

  it('logs a message on a topic the device may publish to, and reads no values from it', async () => {
    const d = await makeDevice(db(), k.product.id);
    const c = m.track(await connectToken(m.url, d));
    const topic = `/${k.product.key}/${d.key}/user/report`;
    await c.publishAsync(topic, JSON.stringify({ temperature: 21.5 }), { qos: 1 });
    await c.publishAsync(topic, 'plain text', { qos: 1 });
    expect(
      await waitFor(async () => ((await customLogs(db(), d.id)).length === 2 ? customLogs(db(), d.id) : null)),
    ).toEqual([
      { topic, payload: { temperature: 21.5 } },
      { topic, payload: 'plain text' },
    ]);
    expect(await historyOf(db(), d.id)).toEqual([]);
    expect(await logsOf(db(), d.id, '属性上报')).toEqual([]);
    expect(await logsOf(db(), d.id, '消息拒绝')).toEqual([]);
    expect(c.connected).toBe(true);
  });

  it('subscribes where the access allows: its own key, that filter or a narrower one', async () => {
    const d = await makeDevice(db(), k.product.id);
    const other = await makeDevice(db(), k.product.id);
    const c = m.track(await connectToken(m.url, d));
    const own = `/${k.product.key}/${d.key}/user`;
    expect((await c.subscribeAsync(`${own}/down`))[0].qos).toBe(0);
    expect((await c.subscribeAsync(`${own}/cmd/+`))[0].qos).toBe(0);
    expect((await c.subscribeAsync(`${own}/cmd/reboot`))[0].qos).toBe(0);
    expect((await c.subscribeAsync(`${own}/chat`))[0].qos).toBe(0);
    for (const refused of [
      `${own}/report`, // publish only
      `${own}/#`, // wider than any topic
      `${own}/cmd/#`,
      `${own}/cmd/a/b`,
      `/${k.product.key}/${other.key}/user/down`, // another device's
      `/${k.product.key}/+/user/down`,
      '#',
    ])
      await expect(c.subscribeAsync(refused), refused).rejects.toThrow('Subscribe error');
    expect(c.connected).toBe(true);

    // A `both` topic: what the device publishes is logged and delivered to its subscription.
    const echo = nextText(c, `${own}/chat`);
    await c.publishAsync(`${own}/chat`, 'hello', { qos: 1 });
    expect(await echo).toBe('hello');
    expect(await waitFor(() => customLogs(db(), d.id).then((l) => (l.length ? l : null)))).toEqual([
      { topic: `${own}/chat`, payload: 'hello' },
    ]);
  });

  it('refuses a publish on a subscribe-only topic or another device’s: disconnected and logged as refused', async () => {
    const d = await makeDevice(db(), k.product.id);
    const other = await makeDevice(db(), k.product.id);
    for (const topic of [`/${k.product.key}/${d.key}/user/down`, `/${k.product.key}/${other.key}/user/report`]) {
      const c = m.track(await connectToken(m.url, d));
      const closed = new Promise<void>((r) => c.once('close', () => r()));
      c.publish(topic, 'x', { qos: 1 });
      await closed;
    }
    const refused = await waitFor(async () => {
      const rows = await logsOf(db(), d.id, '消息拒绝');
      return rows.length === 2 ? rows : null;
    });
    expect(refused.map((r) => (JSON.parse(r.content) as { topic: string }).topic)).toEqual([
      `/${k.product.key}/${d.key}/user/down`,
      `/${k.product.key}/${other.key}/user/report`,
    ]);
    expect(await customLogs(db(), d.id)).toEqual([]);
    expect(await customLogs(db(), other.id)).toEqual([]);
  });

  it('answers an external broker’s ACL question by the same rules', async () => {
    const d = await makeDevice(db(), k.product.id);
    const acl = async (topic: string, action: string) =>
      (
        await m.t.call({
          method: 'POST',
          url: '/api/v1/iot/mqtt/acl',
          payload: { clientid: 'any', username: d.key, topic, action },
        })
      ).body as { result: string };
    const own = `/${k.product.key}/${d.key}/user`;
    expect(await acl(`${own}/report`, 'publish')).toEqual({ result: 'allow' });
    expect(await acl(`${own}/report`, 'subscribe')).toEqual({ result: 'deny' });
    expect(await acl(`${own}/down`, 'subscribe')).toEqual({ result: 'allow' });
    expect(await acl(`${own}/down`, 'publish')).toEqual({ result: 'deny' });
    expect(await acl(`${own}/chat`, 'publish')).toEqual({ result: 'allow' });
    expect(await acl(`/${k.product.key}/other/user/report`, 'publish')).toEqual({ result: 'deny' });
  });

  it('follows changes of the topics at once for connected devices (the cache is renewed)', async () => {
    const d = await makeDevice(db(), k.product.id);
    const c = m.track(await connectToken(m.url, d));
    const own = `/${k.product.key}/${d.key}/user`;
    await expect(c.subscribeAsync(`${own}/late`)).rejects.toThrow('Subscribe error');
    await k.add('late', 'sub');
    // The change reaches the connected client's view through the bus: poll with subscriptions.
    await waitFor(() =>
      c.subscribeAsync(`${own}/late`).then(
        () => true,
        () => false,
      ),
    );

    const list = await m.t.api('GET', '/api/v1/product/topic/list', { productKey: k.product.key }, k.token);
    const late = (list.body.data.list as { id: number; topic: string }[]).find((t) => t.topic.endsWith('/late'))!;
    const edit = { productKey: k.product.key, id: late.id, name: 'late', topic: late.topic, access: 'pub' };
    // Its subscription may no longer hold: the device is disconnected, and under the new rules
    // publishes there but may not subscribe.
    const closed = new Promise<void>((r) => c.once('close', () => r()));
    expect((await k.api('PUT', 'edit', edit)).body.code).toBe(0);
    await closed;
    const again = m.track(await connectToken(m.url, d));
    await expect(again.subscribeAsync(`${own}/late`)).rejects.toThrow('Subscribe error');
    await again.publishAsync(`${own}/late`, 'now allowed', { qos: 1 });
    await waitFor(() => customLogs(db(), d.id).then((l) => l.some((x) => x.payload === 'now allowed')));
  });
});

const mosquittoUp = await mosquitto.answers();

describe.runIf(mosquittoUp)('custom topics through an external broker (Mosquitto)', () => {
  const k = topicsKit({ MQTT_URL: `${mosquitto.url}?shareGroup=${uniqueKey('t')}` });
  const { m } = k;

  it('logs what a device publishes on a custom topic it may publish to, nothing else', async () => {
    const db = m.db();
    const d = await makeDevice(db, k.product.id);
    const c = m.track(await connectDevice(mosquitto.url, { clientId: uniqueKey('dev') }));
    const own = `/${k.product.key}/${d.key}/user`;
    // The broker lets anyone publish (its ACL is its own): what is not the device's to publish is not its message.
    await c.publishAsync(`${own}/down`, 'to the device', { qos: 1 });
    await c.publishAsync(`${own}/report`, '{"n":1}', { qos: 1 });
    expect(await waitFor(() => customLogs(db, d.id).then((l) => (l.length ? l : null)))).toEqual([
      { topic: `${own}/report`, payload: { n: 1 } },
    ]);
  });
});
