import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, WIRE_TIME, type TestApp } from '../../../test/helpers.ts';
import { listen } from '../../../test/live-client.ts';
import type { BusMessage } from '../../lib/bus.ts';
import { logsOf, waitFor } from '../mqtt/test-kit.ts';
import { answeringDevice, commandDevice, commandsOf, type Answer } from './test-fixture.ts';

// Commands over the embedded broker to a real MQTT client that plays the device.
describe('device commands over MQTT', () => {
  let t: TestApp;
  let url = '';
  let admin = '';
  const clients: MqttClient[] = [];
  const bus: BusMessage[] = [];
  const db = () => t.database.db;
  const post = (path: string, body: Record<string, unknown>) => t.api('POST', `/api/v1/product/${path}`, body, admin);
  /** A connected device answering downlinks with `answer`. */
  const online = async (answer: (topic: string, message: Record<string, unknown>) => Answer) => {
    const target = await commandDevice(db());
    const device = await answeringDevice(db(), url, target, answer);
    clients.push(device.client);
    return { ...target, ...device };
  };

  beforeAll(async () => {
    t = await createTestApp({ MQTT_PORT: '0' });
    await listen(t.app);
    await t.app.mqtt.started();
    url = `mqtt://127.0.0.1:${t.app.mqtt.port}`;
    admin = await t.login();
    t.app.ctx.bus.on('message', (m) => bus.push(m));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await t.close();
  });

  it('sets properties: converted values go out, the reply comes back, the command and log record it', async () => {
    const d = await online(() => ({ code: 200, message: 'success', data: {} }));
    const res = await post('property/set', {
      deviceKey: d.device.key,
      params: { target: '25', power: 1, mode: 2, config: { speed: '3' } },
    });
    expect(res.body).toEqual({ code: 0, message: '', data: { data: {} } });
    const [{ topic, message }] = d.received;
    expect(topic).toBe(`/sys/${d.product.key}/${d.device.key}/thing/service/property/set`);
    expect(message).toEqual({
      id: expect.any(String),
      version: '1.0.0',
      method: 'thing.service.property.set',
      params: { target: 25, power: true, mode: '2', config: { speed: 3 } },
    });
    const [row] = await commandsOf(db(), d.device.id);
    expect(row).toMatchObject({
      messageId: message.id,
      kind: 'set',
      key: 'target,power,mode,config',
      status: 'ok',
      reply: { code: 200, message: 'success', data: {} },
      error: '',
      userName: 'admin',
    });
    expect(row.finishedAt).not.toBeNull();
    const logged = async (type: string) => (await logsOf(db(), d.device.id, type)).map((l) => JSON.parse(l.content));
    expect(await logged('属性设置')).toEqual([message]);
    expect((await logged('属性设置回复'))[0]).toMatchObject({ id: message.id, code: 200 });
    expect(await logged('修改属性')).toEqual([message.params]);
  });

  it('invokes a service and answers its outputs', async () => {
    const d = await online((topic, m) => ({
      code: 200,
      data: { result: `rebooted in ${(m.params as { delay: number }).delay}` },
    }));
    const res = await post('function/do', {
      deviceKey: d.device.key,
      funcKey: 'reboot',
      params: { delay: '5', reason: 'x' },
    });
    expect(res.body).toEqual({ code: 0, message: '', data: { data: { result: 'rebooted in 5' } } });
    const [{ topic, message }] = d.received;
    expect(topic).toBe(`/sys/${d.product.key}/${d.device.key}/thing/service/reboot`);
    expect(message).toMatchObject({
      version: '1.0.0',
      method: 'thing.service.reboot',
      params: { delay: 5, reason: 'x' },
    });
    expect(await commandsOf(db(), d.device.id)).toMatchObject([
      { kind: 'invoke', key: 'reboot', status: 'ok', reply: { code: 200, data: { result: 'rebooted in 5' } } },
    ]);
    expect((await logsOf(db(), d.device.id, '方法调用')).length).toBe(1);
    expect((await logsOf(db(), d.device.id, '方法调用回复')).length).toBe(1);
  });

  it("reports the device's error code", async () => {
    const d = await online(() => ({ code: 500, message: 'busy' }));
    const res = await post('function/do', { deviceKey: d.device.key, funcKey: 'ping' });
    expect(res.body).toMatchObject({ code: 50, message: 'The device answered with code 500: busy' });
    expect(await commandsOf(db(), d.device.id)).toMatchObject([
      { status: 'error', error: 'code 500: busy', reply: { code: 500 } },
    ]);
  });

  it('times out when the device stays silent', async () => {
    const d = await online(() => null);
    const started = Date.now();
    const res = await post('property/set', { deviceKey: d.device.key, params: { power: false }, timeout: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.body).toMatchObject({
      code: 50,
      message: 'invoke service SetProperty timed out: the device did not answer within 1 s',
    });
    expect(await commandsOf(db(), d.device.id)).toMatchObject([{ status: 'timeout', error: 'no reply within 1 s' }]);
    expect((await logsOf(db(), d.device.id, '修改属性')).length).toBe(0);
  });

  it('refuses an offline device without sending anything, and a timeout beyond 45 s', async () => {
    const d = await commandDevice(db());
    const res = await post('property/set', { deviceKey: d.device.key, params: { power: true } });
    expect(res.body).toMatchObject({ code: 50, message: 'The device is offline' });
    expect(await commandsOf(db(), d.device.id)).toEqual([]);
    const long = await post('property/set', { deviceKey: d.device.key, params: { power: true }, timeout: 46 });
    expect(long.body).toMatchObject({ code: 51, message: 'timeout must be at most 45' });
  });

  it('settles a command with a reply that reached another process (bus deviceReply)', async () => {
    // The device stays silent; its reply comes as the process that received it passes it on.
    const d = await online(() => null);
    const pending = post('function/do', { deviceKey: d.device.key, funcKey: 'ping', timeout: 10 });
    const [row] = await waitFor(async () => {
      const rows = await commandsOf(db(), d.device.id);
      return rows.length ? rows : null;
    });
    await t.app.ctx.bus.publish({
      type: 'deviceReply',
      reply: { deviceKey: d.device.key, id: row.messageId, code: 200, message: '', data: { pong: 1 }, raw: {} },
    });
    expect((await pending).body).toMatchObject({ code: 0, data: { data: { pong: 1 } } });
  });

  it('with PostgreSQL, passes a reply nobody here waits for to the other processes', async () => {
    const d = await online(() => null);
    const topic = `/sys/${d.product.key}/${d.device.key}/thing/service/ping_reply`;
    await d.client.publishAsync(topic, JSON.stringify({ id: 'stray-1', code: 200, data: {} }), { qos: 1 });
    const forwarded = () => bus.filter((m) => m.type === 'deviceReply' && m.reply.id === 'stray-1').length;
    if (t.database.url) await waitFor(() => forwarded() === 1);
    else {
      // One process (PGlite): there is nobody else to tell.
      await waitFor(async () => (await logsOf(db(), d.device.id, '方法调用回复')).length === 1);
      expect(forwarded()).toBe(0);
    }
  });

  it('lists the history newest first, paged', async () => {
    const d = await online(() => ({ code: 200, data: {} }));
    await post('property/set', { deviceKey: d.device.key, params: { target: 11 } });
    await post('property/set', { deviceKey: d.device.key, params: { target: 12 } });
    await post('function/do', { deviceKey: d.device.key, funcKey: 'ping' });
    const page = async (pageNum: number) =>
      (
        await t.api(
          'GET',
          '/api/v1/product/device/command/list',
          { deviceKey: d.device.key, pageNum, pageSize: 2 },
          admin,
        )
      ).body.data;
    const first = await page(1);
    expect(first).toMatchObject({ currentPage: 1, Total: 3 });
    expect(first.list.map((r: { key: string }) => r.key)).toEqual(['ping', 'target']);
    expect(first.list[1]).toMatchObject({ kind: 'set', params: { target: 12 }, status: 'ok', deviceKey: d.device.key });
    expect(first.list[0].createdAt).toMatch(WIRE_TIME);
    expect(first.list[0].finishedAt).toMatch(WIRE_TIME);
    expect((await page(2)).list.map((r: { params: unknown }) => r.params)).toEqual([{ target: 11 }]);
  });
});
