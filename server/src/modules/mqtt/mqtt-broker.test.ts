import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devices } from '../device/schema.ts';
import {
  bindSub,
  brokerApp,
  connectDevice,
  connectToken,
  deviceRow,
  historyOf,
  latestOf,
  logsOf,
  makeDevice,
  makeProduct,
  nextMessage,
  propertyPost,
  uniqueKey,
  waitFor,
} from './test-kit.ts';

describe('embedded MQTT broker', () => {
  const m = brokerApp();
  const { db, track } = m;
  beforeAll(() => {
    expect(m.t.app.mqtt.port).toBeGreaterThan(0);
    expect(m.t.app.mqtt.port).not.toBe(1883);
  });

  describe('authentication at CONNECT', () => {
    it('accepts AccessToken (user name = device key) and refuses a wrong token with code 4', async () => {
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      track(await connectToken(m.url, d));
      await expect(connectToken(m.url, { key: d.key, accessToken: 'wrong' })).rejects.toMatchObject({ code: 4 });
    });

    it('accepts Basic with the product credentials when the client id is the device key', async () => {
      const p = await makeProduct(db(), { authType: 1, authUser: 'u1', authPasswd: 'p1' });
      const d = await makeDevice(db(), p.id, { accessToken: '' });
      track(await connectDevice(m.url, { clientId: d.key, username: 'u1', password: 'p1' }));
      await expect(connectDevice(m.url, { clientId: d.key, username: 'u1', password: 'nope' })).rejects.toMatchObject({
        code: 4,
      });
      // Basic credentials name no device: another client id is not that device.
      await expect(
        connectDevice(m.url, { clientId: uniqueKey('x'), username: 'u1', password: 'p1' }),
      ).rejects.toMatchObject({ code: 5 });
    });

    it('refuses unknown and disabled devices and devices of unpublished products (code 5)', async () => {
      await expect(connectToken(m.url, { key: uniqueKey('ghost'), accessToken: 'x' })).rejects.toMatchObject({
        code: 5,
      });
      const p = await makeProduct(db());
      const disabled = await makeDevice(db(), p.id, { status: 0 });
      await expect(connectToken(m.url, disabled)).rejects.toMatchObject({ code: 5 });
      const draft = await makeProduct(db(), { status: 0 });
      const d = await makeDevice(db(), draft.id);
      await expect(connectToken(m.url, d)).rejects.toMatchObject({ code: 5 });
    });

    it("writes every refused CONNECT of a known device to that device's log, saying why", async () => {
      type Refusal = { reason: string; message: string; clientId: string; username: string; address: string };
      const refusals = async (id: number) =>
        (await logsOf(db(), id, '连接拒绝')).map((l) => JSON.parse(l.content) as Refusal);
      const p = await makeProduct(db());
      const disabled = await makeDevice(db(), p.id, { status: 0 });
      await expect(connectToken(m.url, disabled, { clientId: 'c-disabled' })).rejects.toMatchObject({ code: 5 });
      const [first] = await waitFor(() => refusals(disabled.id).then((r) => (r.length ? r : null)));
      expect(first).toMatchObject({ reason: 'disabled', clientId: 'c-disabled', username: disabled.key });
      expect(first.message).toMatch(/disabled/);
      expect(first.address).toMatch(/127\.0\.0\.1/);
      // The same refusal again within a minute is counted, not written again.
      await expect(connectToken(m.url, disabled)).rejects.toMatchObject({ code: 5 });
      expect(await refusals(disabled.id)).toHaveLength(1);

      const draft = await makeProduct(db(), { status: 0 });
      const unpublished = await makeDevice(db(), draft.id);
      await expect(connectToken(m.url, unpublished)).rejects.toMatchObject({ code: 5 });
      const [why] = await waitFor(() => refusals(unpublished.id).then((r) => (r.length ? r : null)));
      expect(why).toMatchObject({ reason: 'productUnpublished' });
      expect(why.message).toMatch(/not published/);

      const wrong = await makeDevice(db(), p.id);
      const guess = { key: wrong.key, accessToken: 'guessed-secret' };
      await expect(connectToken(m.url, guess)).rejects.toMatchObject({ code: 4 });
      const [bad] = await waitFor(() => refusals(wrong.id).then((r) => (r.length ? r : null)));
      expect(bad).toMatchObject({ reason: 'badCredentials' });
      expect(bad.message).toMatch(/wrong access token/);
      expect(JSON.stringify(bad)).not.toContain('guessed-secret');

      // An external broker's question is logged the same way.
      const viaHook = await makeDevice(db(), p.id, { status: 0 });
      const payload = { clientid: 'x', username: viaHook.key, password: viaHook.accessToken };
      const res = await m.t.call({ method: 'POST', url: '/api/v1/iot/mqtt/auth', payload });
      expect(res.body).toEqual({ result: 'deny' });
      const [hooked] = await waitFor(() => refusals(viaHook.id).then((r) => (r.length ? r : null)));
      expect(hooked).toMatchObject({ reason: 'disabled', clientId: 'x' });
    });

    it('disconnects a device when it is disabled (bus devicesChanged) and marks it offline', async () => {
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const c = track(await connectToken(m.url, d));
      await waitFor(async () => (await deviceRow(db(), d.id)).status === 2);
      const closed = new Promise<void>((r) => c.once('close', () => r()));
      await db().update(devices).set({ accessToken: 'rotated' }).where(eq(devices.id, d.id));
      await m.t.app.ctx.bus.publish({ type: 'devicesChanged', keys: [d.key] });
      await closed;
      await waitFor(async () => (await deviceRow(db(), d.id)).status === 1);
    });
  });

  describe('messages', () => {
    it('stores a QoS 1 property post before PUBACK and replies on post_reply when asked', async () => {
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const c = track(await connectToken(m.url, d));
      const base = `/sys/${p.key}/${d.key}/thing/event/property`;
      await c.subscribeAsync(`${base}/post_reply`);
      const reply = nextMessage(c, `${base}/post_reply`);
      await c.publishAsync(
        `${base}/post`,
        propertyPost({ temperature: 21.5, humidity: { value: 40, time: 1717000000 } }, 1, '42'),
        { qos: 1 },
      );
      // PUBACK came: the rows are there already.
      const rows = await historyOf(db(), d.id);
      expect(rows.map((r) => [r.property, r.num]).sort()).toEqual([
        ['humidity', 40],
        ['temperature', 21.5],
      ]);
      expect(rows.find((r) => r.property === 'humidity')!.ts.getTime()).toBe(1717000000_000);
      expect((await latestOf(db(), d.id)).properties.temperature.value).toBe(21.5);
      expect((await logsOf(db(), d.id, '属性上报')).length).toBe(1);
      expect(await reply).toEqual({
        code: 200,
        data: {},
        id: '42',
        message: 'success',
        method: 'thing.event.property.post',
        version: '1.0',
      });
    });

    it('does not store a value that does not fit the object model and logs why', async () => {
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const c = track(await connectToken(m.url, d));
      await c.publishAsync(
        `/sys/${p.key}/${d.key}/thing/event/property/post`,
        propertyPost({ temperature: 'hot', humidity: 50, color: 1 }),
        {
          qos: 1,
        },
      );
      expect((await historyOf(db(), d.id)).map((r) => r.property)).toEqual(['humidity']);
      const [refused] = await logsOf(db(), d.id, '消息拒绝');
      const content = JSON.parse(refused.content) as { topic: string; reasons: string[]; payload: string };
      expect(content.topic).toBe(`/sys/${p.key}/${d.key}/thing/event/property/post`);
      expect(content.reasons.some((r) => r.startsWith('temperature:'))).toBe(true);
      expect(content.reasons.some((r) => r.startsWith('color:'))).toBe(true);
      expect(JSON.parse(content.payload).params.temperature).toBe('hot');
    });

    it('logs malformed JSON as refused', async () => {
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const c = track(await connectToken(m.url, d));
      await c.publishAsync(`/sys/${p.key}/${d.key}/thing/event/property/post`, '{not json', { qos: 1 });
      const [refused] = await logsOf(db(), d.id, '消息拒绝');
      expect(JSON.parse(refused.content).reasons).toEqual(['the message is not JSON']);
    });

    it("refuses a publish to another device's topic: disconnected, nothing stored", async () => {
      const p = await makeProduct(db());
      const mine = await makeDevice(db(), p.id);
      const other = await makeDevice(db(), p.id);
      const c = track(await connectToken(m.url, mine));
      const closed = new Promise<void>((r) => c.once('close', () => r()));
      c.publish(`/sys/${p.key}/${other.key}/thing/event/property/post`, propertyPost({ temperature: 1 }), { qos: 1 });
      await closed;
      expect(await historyOf(db(), other.id)).toEqual([]);
      expect(await logsOf(db(), other.id)).toEqual([]);
      await waitFor(async () => (await logsOf(db(), mine.id, '消息拒绝')).length === 1);
      // Subscribing to another device's topics is refused too (SUBACK 128), the connection stays.
      const c2 = track(await connectToken(m.url, mine));
      await expect(c2.subscribeAsync(`/sys/${p.key}/${other.key}/#`)).rejects.toThrow('Subscribe error');
      await expect(c2.subscribeAsync(`/sys/${p.key}/+/thing/#`)).rejects.toThrow('Subscribe error');
      expect((await c2.subscribeAsync(`/sys/${p.key}/${mine.key}/#`))[0].qos).toBe(0);
      expect(c2.connected).toBe(true);
    });

    it('stores an event post as a log line and answers on post_reply', async () => {
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const c = track(await connectToken(m.url, d));
      const topic = `/sys/${p.key}/${d.key}/thing/event/overload/post`;
      await c.subscribeAsync(`${topic}_reply`);
      const reply = nextMessage(c, `${topic}_reply`);
      await c.publishAsync(
        topic,
        JSON.stringify({
          id: '7',
          version: '1.0',
          sys: { ack: 1 },
          params: { value: { current: '31.2' }, time: 1717000000 },
        }),
        {
          qos: 1,
        },
      );
      const [log] = await logsOf(db(), d.id, '事件上报');
      expect(JSON.parse(log.content)).toEqual({ eventKey: 'overload', value: { current: 31.2 }, time: 1717000000_000 });
      expect((await reply).method).toBe('thing.event.overload.post_reply');
    });

    it('takes a gateway batch for a bound sub-device and skips unknown or unbound ones', async () => {
      const gwProduct = await makeProduct(db(), { deviceType: '网关' });
      const subProduct = await makeProduct(db(), { deviceType: '子设备' });
      const gw = await makeDevice(db(), gwProduct.id);
      const sub = await makeDevice(db(), subProduct.id);
      const unbound = await makeDevice(db(), subProduct.id);
      await bindSub(db(), gw.id, sub.id);
      const c = track(await connectToken(m.url, gw));
      const entry = (key: string, temperature: number) => ({
        identity: { productKey: subProduct.key, deviceKey: key },
        properties: { temperature },
      });
      const params = {
        properties: { humidity: 30 },
        subDevices: [entry('nobody', 1), entry(unbound.key, 2), entry(sub.key, 22.5)],
      };
      await c.publishAsync(
        `/sys/${gwProduct.key}/${gw.key}/thing/event/property/pack/post`,
        JSON.stringify({ id: '9', sys: { ack: 0 }, params }),
        {
          qos: 1,
        },
      );
      expect((await historyOf(db(), sub.id)).map((r) => r.num)).toEqual([22.5]);
      expect(await historyOf(db(), unbound.id)).toEqual([]);
      expect((await historyOf(db(), gw.id)).map((r) => r.property)).toEqual(['humidity']);
      expect((await logsOf(db(), gw.id, '网关批量上报')).length).toBe(1);
      expect(JSON.parse((await logsOf(db(), gw.id, '消息拒绝'))[0].content).reasons).toHaveLength(2);
      expect((await deviceRow(db(), sub.id)).status).toBe(2);
    });
  });

  it('speaks MQTT over WebSocket at /mqtt on the HTTP port', async () => {
    const p = await makeProduct(db());
    const d = await makeDevice(db(), p.id);
    const c = track(await connectToken(`ws://127.0.0.1:${m.httpPort}/mqtt`, d));
    await c.publishAsync(`/sys/${p.key}/${d.key}/thing/event/property/post`, propertyPost({ humidity: 55 }), {
      qos: 1,
    });
    expect((await historyOf(db(), d.id)).map((r) => r.num)).toEqual([55]);
  });

  it('answers /health with mqtt "embedded"', async () => {
    const res = await m.t.call({ method: 'GET', url: '/health' });
    expect(res.body).toMatchObject({ status: 'ok', mqtt: 'embedded' });
  });
});
