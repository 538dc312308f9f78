import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../auth/schema.ts';
import { createTestApp, signedInApp, startOtherServer } from '../../../test/helpers.ts';
import { listeningApp, openLive } from '../../../test/live-client.ts';
import { hashToken } from '../../access/tokens.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe('online users', () => {
  const s = signedInApp();
  const online = async (q: Record<string, unknown> = {}, token = s.admin) =>
    (await s.t.api('GET', '/api/v1/system/online/list', { pageSize: 100, ...q }, token)).body;
  const forceLogout = (ids: unknown, token = s.admin) =>
    s.t.call({ method: 'DELETE', url: '/api/v1/system/online/forceLogout', payload: { ids }, token, lang: 'en' });
  const userMenus = (token: string) => s.t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token });

  it('lists every live session, newest first, marking the caller’s own; tokens never shown', async () => {
    const res = await s.t.call({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username: 'demo', password: '123456' },
      headers: { 'user-agent': FIREFOX },
    });
    const token = res.body.data.token as string;
    const body = await online();
    expect(body.code).toBe(0);
    const [newest] = body.data.list;
    expect(Object.keys(newest).sort()).toEqual(
      ['id', 'uuid', 'token', 'createTime', 'userName', 'ip', 'explorer', 'os', 'lastSeen', 'live', 'current'].sort(),
    );
    expect(newest).toMatchObject({
      userName: 'demo',
      explorer: 'Firefox 121.0',
      os: 'Linux',
      token: '',
      current: false,
      live: false,
    });
    expect(newest.uuid).not.toContain(hashToken(token).slice(0, 16));
    const mine = body.data.list.filter((r: { current: boolean }) => r.current);
    expect(mine).toHaveLength(1);
    expect(mine[0].userName).toBe('admin');
    expect(body.data.total).toBeGreaterThanOrEqual(3);
  });

  it('filters by user name and IP, pages', async () => {
    const demo = (await online({ userName: 'dem' })).data.list;
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((r: { userName: string }) => r.userName === 'demo')).toBe(true);
    expect((await online({ ipaddr: '10.99.' })).data.total).toBe(0);
    const page = (await online({ pageNum: 1, pageSize: 1 })).data;
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });

  it('force logout ends the session at once (401 on the next call), not the caller’s own', async () => {
    const victim = await s.t.login('demo');
    expect((await userMenus(victim)).body.code).toBe(0); // cached as alive now
    const row = (await online({ userName: 'demo' })).data.list[0];
    const [own] = (await online()).data.list.filter((r: { current: boolean }) => r.current);
    expect((await forceLogout([own.id])).body).toMatchObject({
      code: 50,
      message: expect.stringContaining('own session'),
    });
    expect((await forceLogout([row.id])).body.code).toBe(0);
    expect((await userMenus(victim)).body.code).toBe(401);
    expect((await forceLogout([])).body.code).toBe(51);
  });

  it('needs the online rules', async () => {
    expect((await online({}, s.demo)).code).toBe(-1);
    expect((await forceLogout([1], s.demo)).body.code).toBe(-1);
  });
});

describe('live presence and forced logout over the socket', () => {
  const s = listeningApp();

  it('shows which sessions hold a socket; forced logout sends sessionEnded, then closes', async () => {
    const admin = await s.t.login('admin');
    const demo = await s.t.login('demo');
    const live = await openLive(s.port, demo);
    const frames: string[] = [];
    live.socket.on('message', (raw) => frames.push(String(raw)));
    // The presence write follows the upgrade: wait for it.
    for (let i = 0; i < 50; i++) {
      const [row] = await s.t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(demo)));
      if (row.liveSeenAt) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const list = (await s.t.api('GET', '/api/v1/system/online/list', { userName: 'demo' }, admin)).body.data.list;
    expect(list[0]).toMatchObject({ userName: 'demo', live: true });
    const res = await s.t.call({
      method: 'DELETE',
      url: '/api/v1/system/online/forceLogout',
      payload: { ids: [list[0].id] },
      token: admin,
    });
    expect(res.body.code).toBe(0);
    expect(await live.closed).toBe(4001);
    expect(frames.some((f) => JSON.parse(f).event === 'sessionEnded')).toBe(true);
  });
});

describe('server monitor and cache', () => {
  const s = signedInApp();

  it('answers GFast’s flat object plus the database and the broker', async () => {
    const body = (await s.t.api('GET', '/api/v1/system/monitor/server', {}, s.admin)).body;
    expect(body.code).toBe(0);
    const d = body.data;
    expect(d.cpuNum).toBeGreaterThan(0);
    expect(typeof d.cpuUsed).toBe('number');
    expect(typeof d.cpuAvg5).toBe('string');
    expect(d.memTotal).toBeGreaterThan(d.memFree);
    expect(d.goUsed).toBeGreaterThan(0);
    expect(d.goName).toBe('Node.js');
    expect(d.goRunTime).toBeGreaterThanOrEqual(0);
    expect(d.diskList.length).toBeGreaterThan(0);
    expect(d.diskList[0]).toMatchObject({
      path: expect.any(String),
      total: expect.any(Number),
      usedPercent: expect.any(Number),
    });
    expect(d.database.engine).toBe(s.t.database.kind);
    expect(d.database.size).toBeGreaterThan(0);
    expect(d.database.connections).toBeGreaterThanOrEqual(1);
    expect(d.mqtt).toEqual({ connectedDevices: expect.any(Number), messagesPerSecond: 0, messagesTotal: 0 });
    expect((await s.t.api('GET', '/api/v1/system/monitor/server', {}, s.demo)).body.code).toBe(-1);
  });

  it('cache/remove drops cached rights: a changed grant shows at once', async () => {
    const res = await s.t.api('DELETE', '/api/v1/system/cache/remove', {}, s.admin);
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    expect((await s.t.api('GET', '/api/v1/system/user/getUserMenus', {}, s.admin)).body.code).toBe(0);
    expect((await s.t.api('DELETE', '/api/v1/system/cache/remove', {}, s.demo)).body.code).toBe(-1);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('force logout across processes', () => {
  it('a session forced out on one process answers 401 on another at once', async () => {
    const a = await createTestApp();
    const other = await startOtherServer(a.database.url!);
    try {
      const admin = await a.login('admin');
      const demo = await a.login('demo');
      const on = (path: string, token: string) =>
        fetch(`http://127.0.0.1:${other.port}/api/v1/system/${path}`, {
          headers: { authorization: `Bearer ${token}` },
        }).then((r) => r.json() as Promise<{ code: number }>);
      expect((await on('user/getUserMenus', demo)).code).toBe(0); // the other process caches it
      const live = await openLive(other.port, demo);
      const [row] = (await a.api('GET', '/api/v1/system/online/list', { userName: 'demo' }, admin)).body.data.list;
      expect((await a.api('DELETE', '/api/v1/system/online/forceLogout', { ids: [row.id] }, admin)).body.code).toBe(0);
      expect(await live.closed).toBe(4001);
      expect((await on('user/getUserMenus', demo)).code).toBe(401);
    } finally {
      await other.stop();
      await a.close();
    }
  }, 60_000);
});
