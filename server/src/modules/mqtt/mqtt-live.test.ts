import type { WebSocket } from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, startOtherBroker } from '../../../test/helpers.ts';
import { listen, openLive } from '../../../test/live-client.ts';
import {
  brokerApp,
  connectToken,
  deviceRow,
  logsOf,
  makeDevice,
  makeProduct,
  propertyPost,
  waitFor,
} from './test-kit.ts';

type Frame = { event: string; data?: Record<string, unknown> };

/** A live socket that records its frames. */
async function watcher(port: number, token: string) {
  const { socket } = await openLive(port, token);
  const frames: Frame[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Frame));
  const follow = async (topics: string[]) => {
    const before = frames.filter((f) => f.event === 'subscribed').length;
    socket.send(JSON.stringify({ event: 'subscribe', data: { topics } }));
    const answers = await waitFor(() => {
      const got = frames.filter((f) => f.event === 'subscribed');
      return got.length > before ? got : null;
    });
    return answers.at(-1)!.data!.topics as string[];
  };
  const of = (event: string) => frames.filter((f) => f.event === event).map((f) => f.data!);
  return { socket, frames, follow, of };
}

describe('online state and live frames', () => {
  const m = brokerApp();
  const { db, track } = m;
  const sockets: WebSocket[] = [];
  // Declared after the app's hooks, so it runs before they end the clients and close the app.
  afterAll(() => sockets.forEach((s) => s.close()));

  it('online on CONNECT and offline on disconnect, with frames for followers who may see the device only', async () => {
    const p = await makeProduct(db());
    const d = await makeDevice(db(), p.id);
    const admin = await watcher(m.httpPort, await m.t.login('admin'));
    const demo = await watcher(m.httpPort, await m.t.login('demo'));
    sockets.push(admin.socket, demo.socket);
    expect(await admin.follow([`device/${d.key}`])).toEqual([`device/${d.key}`]);
    // The demo account's data scope does not reach a device of no department.
    expect(await demo.follow([`device/${d.key}`])).toEqual([]);

    const c = await connectToken(m.url, d);
    await waitFor(() => admin.of('deviceStatus').length === 1);
    expect(admin.of('deviceStatus')[0]).toMatchObject({ deviceKey: d.key, status: 2 });
    const row = await deviceRow(db(), d.id);
    expect(row.status).toBe(2);
    expect(row.registryTime).not.toBeNull();
    expect(row.lastOnlineTime).not.toBeNull();
    await waitFor(async () => (await logsOf(db(), d.id, '设备上线')).length === 1);

    // Property frames: coalesced per device, the latest value wins.
    const topic = `/sys/${p.key}/${d.key}/thing/event/property/post`;
    for (let i = 1; i <= 5; i++) await c.publishAsync(topic, propertyPost({ humidity: i }, 0), { qos: 1 });
    await waitFor(
      () =>
        admin
          .of('deviceProperty')
          .some((f) => (f.properties as Record<string, { value: number }>).humidity.value === 5),
      3000,
    );
    expect(admin.of('deviceProperty').length).toBeLessThanOrEqual(2);
    expect(admin.of('deviceProperty')[0]).toMatchObject({ deviceKey: d.key, productKey: p.key });

    await c.publishAsync(
      `/sys/${p.key}/${d.key}/thing/event/overload/post`,
      JSON.stringify({ params: { value: { current: 3 } } }),
      { qos: 1 },
    );
    await waitFor(() => admin.of('deviceEvent').length === 1);
    expect(admin.of('deviceEvent')[0]).toMatchObject({ deviceKey: d.key, eventKey: 'overload', value: { current: 3 } });

    await c.endAsync();
    await waitFor(() => admin.of('deviceStatus').length === 2);
    expect(admin.of('deviceStatus')[1]).toMatchObject({ deviceKey: d.key, status: 1 });
    expect((await deviceRow(db(), d.id)).status).toBe(1);
    await waitFor(async () => (await logsOf(db(), d.id, '设备下线')).length === 1);
    expect(demo.frames.filter((f) => f.event.startsWith('device'))).toEqual([]);

    // Unsubscribed: no more frames.
    admin.socket.send(JSON.stringify({ event: 'unsubscribe', data: { topics: [`device/${d.key}`] } }));
    await new Promise((r) => setTimeout(r, 100));
    track(await connectToken(m.url, d));
    await waitFor(async () => (await deviceRow(db(), d.id)).status === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(admin.of('deviceStatus').length).toBe(2);
  });

  it('marks a silent device offline after its online timeout; its next message brings it back', async () => {
    const p = await makeProduct(db());
    const d = await makeDevice(db(), p.id, { onlineTimeout: 1 });
    // No keep-alive pings: the device says nothing after CONNECT.
    const c = track(await connectToken(m.url, d, { keepalive: 0 }));
    await waitFor(async () => (await deviceRow(db(), d.id)).status === 2);
    await new Promise((r) => setTimeout(r, 1300));
    expect(await m.t.app.mqtt.sweep()).toContain(d.key);
    expect((await deviceRow(db(), d.id)).status).toBe(1);
    expect(await m.t.app.mqtt.sweep()).not.toContain(d.key);
    await c.publishAsync(`/sys/${p.key}/${d.key}/thing/event/property/post`, propertyPost({ humidity: 1 }, 0), {
      qos: 1,
    });
    expect((await deviceRow(db(), d.id)).status).toBe(2);
    expect((await logsOf(db(), d.id, '设备上线')).length).toBe(2);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('live frames across server processes', () => {
  it('a device on the other process’s broker reaches a console following it here', async () => {
    const t = await createTestApp();
    const port = await listen(t.app);
    const other = await startOtherBroker(t.database.url!);
    const db = t.database.db;
    const p = await makeProduct(db);
    const d = await makeDevice(db, p.id);
    const console_ = await watcher(port, await t.login('admin'));
    const client = await connectToken(other.mqttUrl, d);
    const topic = `/sys/${p.key}/${d.key}/thing/event/property/post`;
    try {
      // The other process learns what this one follows over the bus (live/follows.ts): until it
      // has, it builds no frame for the device; every post after that comes through.
      expect(await console_.follow([`device/${d.key}`])).toEqual([`device/${d.key}`]);
      let n = 0;
      await waitFor(async () => {
        await client.publishAsync(topic, propertyPost({ humidity: ++n }, 0), { qos: 1 });
        return console_.of('deviceProperty').length > 0;
      }, 20_000);
      const seen = console_.of('deviceProperty').length;
      await client.publishAsync(topic, propertyPost({ humidity: 99 }, 0), { qos: 1 });
      await waitFor(() => console_.of('deviceProperty').length > seen);
      expect(console_.of('deviceProperty').at(-1)).toMatchObject({
        deviceKey: d.key,
        properties: { humidity: { value: 99 } },
      });
    } finally {
      console_.socket.close();
      await client.endAsync(true);
      await other.stop();
      await t.close();
    }
  }, 90_000);
});
