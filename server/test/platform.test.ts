import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { authPlugin } from '../src/plugins/auth.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('platform behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /health without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      db: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      mqtt: 'off',
    });
  });

  it('refuses bodies over 1 MB with HTTP 413 and an envelope', async () => {
    const token = await t.login();
    const res = await t.call({
      method: 'PUT',
      url: '/api/v1/system/personal/edit',
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ remark: 'x'.repeat(1024 * 1024 + 10) }),
      lang: 'en',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, message: 'Request body too large (limit 1 MB)', data: null });
  });

  it('answers unknown API paths with HTTP 404 and an envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/system/nope', lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, message: 'API path not found' });
  });

  it('answers broken JSON with code 51, not a crash', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/system/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 51, message: 'Request body is not valid JSON' });
  });

  it('names the missing field in the caller language', async () => {
    const en = await t.call({ method: 'POST', url: '/api/v1/system/login', payload: { password: 'x' }, lang: 'en' });
    expect(en.body).toEqual({ code: 51, message: 'username is required', data: null });
    const zh = await t.call({ method: 'POST', url: '/api/v1/system/login', payload: { username: 'a' } });
    expect(zh.body.message).toBe('password 不能为空');
    const tw = await t.call({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username: '  ' },
      lang: 'zh-TW,zh;q=0.9',
    });
    expect(tw.body.message).toBe('username 不能為空');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('accepts the token from the query, the cookie and the body as GFast does', async () => {
    const token = await t.login();
    const q = await t.call({ method: 'GET', url: `/api/v1/system/user/getUserMenus?token=${token}` });
    expect(q.body.code).toBe(0);
    const c = await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', cookies: { token } });
    expect(c.body.code).toBe(0);
    const b = await t.call({
      method: 'PUT',
      url: '/api/v1/system/personal/resetPwd',
      payload: { token, password: 'x' },
    });
    expect(b.body.code).toBe(51);
  });

  it('revokes a token at logout; other logins of the same user stay valid', async () => {
    const a = await t.login();
    const b = await t.login();
    expect((await t.call({ method: 'GET', url: '/api/v1/system/logout', token: a })).body.code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token: a })).body.code).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token: b })).body.code).toBe(0);
  });

  it('names menus by the camel-cased rule name with boolean meta and [] leaf children', async () => {
    const token = await t.login();
    const { body } = await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token });
    const system = body.data.menuList.find((m: { path: string }) => m.path === '/system');
    const menus = system.children.find((m: { path: string }) => m.path === '/system/auth/menuList');
    expect(menus).toMatchObject({ name: 'apiV1SystemAuthMenuList', component: 'system/menu/index', children: [] });
    expect(menus.meta).toMatchObject({ isKeepAlive: true, isHide: false, isAffix: false, isIframe: false, isLink: '' });
  });

  it("sends GFast's menus without /home (its console has its own) and this console's, flagged withHome=1, with it", async () => {
    type Node = { path: string; meta: { isAffix: boolean; roles: string[] }; children: Node[] };
    const paths = (menus: Node[]): string[] => menus.flatMap((m) => [m.path, ...paths(m.children)]);
    const overviewOf = (menus: Node[]) => menus.find((m) => m.path === '/overview')!;
    for (const user of ['admin', 'demo']) {
      const token = await t.login(user);
      // Twice each, in turn: the two shapes are cached apart.
      for (let i = 0; i < 2; i++) {
        const gfast = await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token });
        expect(paths(gfast.body.data.menuList), user).not.toContain('/home');
        const rest = ['/overview/monitoring', '/overview/operations', '/system/sysNotice/show'];
        expect(paths(overviewOf(gfast.body.data.menuList).children), user).toEqual(rest);
        const ours = await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus?withHome=1', token });
        const overview = overviewOf(ours.body.data.menuList);
        expect(paths(overview.children), user).toEqual(['/home', ...rest]);
        expect(overview.children[0].meta).toMatchObject({
          isAffix: true,
          roles: expect.arrayContaining(['admin', 'common']),
        });
        expect(ours.body.data.permissions).toEqual(gfast.body.data.permissions);
        expect(ours.body.data.userInfo).toEqual(gfast.body.data.userInfo);
      }
    }
    // The login answers menus too, in the same two shapes.
    const payload = { username: 'admin', password: '123456' };
    const gfastLogin = await t.call({ method: 'POST', url: '/api/v1/system/login', payload });
    expect(paths(gfastLogin.body.data.menuList)).not.toContain('/home');
    const ourLogin = await t.call({ method: 'POST', url: '/api/v1/system/login?withHome=1', payload });
    expect(paths(ourLogin.body.data.menuList)).toContain('/home');
  });

  it('refuses the mobile login plainly (no SMS gateway)', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/system/mobileLogin',
      payload: { mobile: '13800000000' },
      lang: 'en',
    });
    expect(res.body.code).toBe(50);
    expect(res.body.message).toMatch(/SMS gateway/);
  });
});

describe('deny by default', () => {
  it('refuses to register an API route that declares no permission', async () => {
    const app = Fastify();
    app.decorate('ctx', { database: { db: {} } } as never);
    await app.register(authPlugin);
    expect(() => app.get('/api/v1/system/x', async () => 'open')).toThrow(/declares no permission/);
  });
});
