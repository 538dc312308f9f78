import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, startOtherServer, type TestApp } from '../../../test/helpers.ts';
import { listen } from '../../../test/live-client.ts';

interface Client {
  socket: WebSocket;
  frames: Record<string, unknown>[];
  next(event: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/** A real WebSocket client that records every frame. */
function connect(port: number, token?: string, path = '/api/v1/websocket'): Promise<Client> {
  const url = `ws://127.0.0.1:${port}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const socket = new WebSocket(url);
  const frames: Record<string, unknown>[] = [];
  const waiters: { event: string; resolve: (f: Record<string, unknown>) => void }[] = [];
  const claimed = new Set<Record<string, unknown>>();
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Record<string, unknown>;
    frames.push(frame);
    const waiter = waiters.find((w) => w.event === frame.event);
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      claimed.add(frame);
      waiter.resolve(frame);
    }
  });
  const client: Client = {
    socket,
    frames,
    // A frame may arrive before the test asks for it: take the first unclaimed one already received.
    next: (event, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const early = frames.find((f) => f.event === event && !claimed.has(f));
        if (early) {
          claimed.add(early);
          return resolve(early);
        }
        const timer = setTimeout(() => reject(new Error(`no ${event} frame within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ event, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const quiet = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live channel', () => {
  let t: TestApp;
  let port: number;
  const open: WebSocket[] = [];
  const client = async (token?: string, path?: string) => {
    const c = await connect(port, token, path);
    open.push(c.socket);
    return c;
  };
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t.app);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t.close();
  });

  it('answers a ping at once with {event, code, timestamp} and no data', async () => {
    const c = await client(await t.login());
    c.socket.send(JSON.stringify({ event: 'ping' }));
    const frame = await c.next('ping');
    expect(Object.keys(frame).sort()).toEqual(['code', 'event', 'timestamp']);
    expect(frame.code).toBe(0);
    expect(Math.abs((frame.timestamp as number) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('refuses the upgrade without a valid token (HTTP 401)', async () => {
    await expect(connect(port)).rejects.toThrow('HTTP 401');
    await expect(connect(port, 'not-a-token')).rejects.toThrow('HTTP 401');
  });

  it('accepts the double-slash path GFast clients use, and ignores bad frames', async () => {
    const c = await client(await t.login(), '//api/v1/websocket');
    c.socket.send('not json');
    c.socket.send(JSON.stringify({ event: 'unknown' }));
    c.socket.send(JSON.stringify({ event: 'ping' }));
    await c.next('ping');
  });

  it('sends user frames to every connection of those users only, and broadcasts to all', async () => {
    const admin1 = await client(await t.login('admin'));
    const admin2 = await client(await t.login('admin'));
    const demo = await client(await t.login('demo'));
    const adminId = (
      await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token: await t.login('admin') })
    ).body.data.userInfo.id as number;
    await t.app.ctx.live.toUsers([adminId], { event: 'hello', data: { n: 1 } });
    expect((await admin1.next('hello')).data).toEqual({ n: 1 });
    expect((await admin2.next('hello')).data).toEqual({ n: 1 });
    await quiet(200);
    expect(demo.frames.some((f) => f.event === 'hello')).toBe(false);
    await t.app.ctx.live.broadcast({ event: 'all' });
    await Promise.all([admin1.next('all'), admin2.next('all'), demo.next('all')]);
  });

  it("sends tokenUpdated to a role's users when a menu's roles change", async () => {
    const admin = await t.login('admin');
    const demo = await client(await t.login('demo'));
    const params = await t.call({ method: 'GET', url: '/api/v1/system/menu/getParams', token: admin });
    const common = params.body.data.roles.find((r: { roleKey: string }) => r.roleKey === 'common');
    const list = await t.call({
      method: 'GET',
      url: '/api/v1/system/menu/list',
      query: { title: '字典管理' },
      token: admin,
    });
    const rule = list.body.data.rules[0];
    const got = await t.call({
      method: 'GET',
      url: '/api/v1/system/menu/get',
      query: { id: String(rule.id) },
      token: admin,
    });
    const r = got.body.data.rule;
    const res = await t.call({
      method: 'PUT',
      url: '/api/v1/system/menu/update',
      token: admin,
      payload: { ...r, menuName: r.title, menuSort: r.weigh, isKeepAlive: r.isCached, roles: [common.id] },
    });
    expect(res.body.code).toBe(0);
    const frame = await demo.next('tokenUpdated');
    expect(frame).not.toHaveProperty('data');
  });

  it('closes sockets that stay silent too long', async () => {
    const c = await client(await t.login());
    const closed = new Promise<number>((r) => c.socket.once('close', (code) => r(code)));
    t.app.liveHub.reap(0, Date.now() + 1);
    expect(await closed).toBe(4000);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('live channel across processes', () => {
  it('delivers a frame published on one server process to a socket on another sharing the database', async () => {
    const a = await createTestApp();
    const other = await startOtherServer(a.database.url!);
    try {
      const token = await a.login('demo');
      const socket = await connect(other.port, token);
      const demoId = (await a.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token })).body.data
        .userInfo.id;
      await a.app.ctx.live.toUsers([demoId], { event: 'notice', data: { id: 7, title: 'across' } });
      expect((await socket.next('notice')).data).toEqual({ id: 7, title: 'across' });
      socket.socket.close();
    } finally {
      await other.stop();
      await a.close();
    }
  }, 60_000);
});
