import { PERMISSIONS } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { addRole, addUser, STRONG } from '../../../test/org-fixture.ts';
import { loginBody } from '../../../test/sagoo-console.ts';
import { MAX_FAILURES } from './throttle.ts';
import { createCaptcha } from './captcha.ts';
import { SSE_COOKIE } from './sagoo.ts';

// SagooIoT's console's login (views/login/*, App.vue, router/backEnd.ts) against our sessions.
describe("SagooIoT's login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const captcha = async () => (await t.call({ method: 'GET', url: '/api/v1/captcha' })).body.data;
  const signIn = async (user = 'admin', password = '123456', ip = '10.1.0.1') => {
    const { key } = await captcha();
    return t.call({
      method: 'POST',
      url: '/api/v1/login',
      payload: loginBody(user, password, 'abcd', key),
      lang: 'en',
      remoteAddress: ip,
    });
  };

  it('gives a captcha as {key, img}', async () => {
    const data = await captcha();
    expect(Object.keys(data).sort()).toEqual(['img', 'key']);
    expect(data.img).toMatch(/^data:image\/svg\+xml;base64,./);
  });

  it('answers sysinfo before login, with the target App.vue decodes', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/sysinfo' });
    expect(res.body.code).toBe(0);
    const info = res.body.data;
    expect(info).toMatchObject({ systemName: expect.any(String), systemHomePageRoute: '/iotmanager/dashboard' });
    // App.vue: const [sysPasswordChangePeriod, isSecurityControlEnabled, isRsaEnabled] = atob(res.target).split('|')
    const [, security, rsa] = Buffer.from(info.target, 'base64').toString().split('|');
    expect([Number(security), Number(rsa)]).toEqual([0, 0]);
    // request.ts hands `data` on whole (no `Data`, no `Total`).
    expect(info.Data).toBeUndefined();
    expect(info.Total).toBeUndefined();
  });

  it('logs in with the body account.vue sends and answers token, userInfo and isChangePwd', async () => {
    const res = await signIn();
    expect(res.body.code).toBe(0);
    const { token, userInfo, isChangePwd } = res.body.data;
    expect(isChangePwd).toBe(0);
    expect(userInfo).toMatchObject({ id: 1, userName: 'admin', avatar: expect.any(String), status: 1 });
    expect(Array.isArray(userInfo.roles)).toBe(true);
    // The token is a session like any other.
    const menus = await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token });
    expect(menus.body.code).toBe(0);
  });

  it('sets the stream cookie (HttpOnly, SameSite=Strict) with the session, and logout clears it', async () => {
    const { key } = await captcha();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: loginBody('admin', '123456', 'x', key),
    });
    const cookie = res.cookies.find((c) => c.name === SSE_COOKIE);
    expect(cookie).toMatchObject({ value: res.json().data.token, httpOnly: true, sameSite: 'Strict', path: '/' });
    const token = res.json().data.token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/loginOut',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json().code).toBe(0);
    expect(out.cookies.find((c) => c.name === SSE_COOKIE)?.value).toBe('');
    // The session is over.
    const after = await t.call({ method: 'GET', url: '/api/v1/system/user/currentUser', token });
    expect(after.body.code).toBe(401);
  });

  it('refuses a wrong password with our message and throttles as our login does', async () => {
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await signIn('demo', 'wrong', '10.1.0.9')).body).toMatchObject({
        code: 50,
        message: 'Wrong user name or password',
      });
    expect((await signIn('demo', '123456', '10.1.0.9')).body).toMatchObject({
      code: 50,
      message: 'Too many failed logins, please try again in 15 minutes',
    });
    expect((await signIn('demo', '123456', '10.1.0.10')).body.code).toBe(0);
    // The login log has SagooIoT's logins like ours.
    const log = await t.api('GET', '/api/v1/system/loginLog/list', { loginName: 'demo' }, await t.login());
    expect(log.body.data.list.some((r: { status: number }) => r.status === 0)).toBe(true);
  });

  it('answers the missing fields as validation errors', async () => {
    const res = await t.call({ method: 'POST', url: '/api/v1/login', payload: { userName: 'admin' }, lang: 'en' });
    expect(res.body.code).toBe(51);
  });

  it('checks the captcha when CAPTCHA=on, taking its VerifyKey spelling', async () => {
    const on = await createTestApp({ CAPTCHA: 'on' });
    try {
      const { key, answer } = await createCaptcha(on.database.db);
      const wrong = await on.call({
        method: 'POST',
        url: '/api/v1/login',
        payload: loginBody('admin', '123456', 'zzzz', key),
        lang: 'en',
      });
      expect(wrong.body).toMatchObject({ code: 50, message: 'Wrong verification code' });
      const again = await createCaptcha(on.database.db);
      const right = await on.call({
        method: 'POST',
        url: '/api/v1/login',
        payload: loginBody('admin', '123456', again.answer, again.key),
      });
      expect(right.body.code).toBe(0);
      expect(answer).toHaveLength(4);
    } finally {
      await on.close();
    }
  });

  it('answers currentUser with Info and the menus its router imports (its views, its paths)', async () => {
    const token = (await signIn('admin', '123456', '10.1.0.20')).body.data.token;
    const res = await t.call({ method: 'GET', url: '/api/v1/system/user/currentUser', token });
    expect(res.body.code).toBe(0);
    const { Info, Data } = res.body.data;
    expect(Info).toMatchObject({ id: 1, userName: 'admin' });
    const flat = (
      ms: { path: string; component: string; children: unknown[] }[],
    ): { path: string; component: string }[] => ms.flatMap((m) => [m, ...flat(m.children as typeof ms)]);
    const byPath = Object.fromEntries(flat(Data).map((m) => [m.path, m.component]));
    expect(byPath).toEqual({
      '/iotmanager/dashboard': 'iot/iotmanager/dashboard',
      '/iotmanager': 'layout/routerView/parent',
      '/iotmanager/device/category': 'iot/device/category/index',
      '/iotmanager/device/product': 'iot/device/product/index',
      '/iotmanager/device/product/detail/:id': 'iot/device/product/detail',
      '/iotmanager/device/instance': 'iot/device/instance/index',
      '/iotmanager/device/instance/:id': 'iot/device/instance/detail',
      '/iotmanager/alarm/setting': 'iot/alarm/setting/index',
      '/iotmanager/alarm/log': 'iot/alarm/log/index',
    });
    // router/backEnd.ts reads these of each item.
    const product = flat(Data).find((m) => m.path === '/iotmanager/device/product/detail/:id') as Record<
      string,
      unknown
    >;
    expect(product).toMatchObject({ isHide: 1, title: expect.any(String), icon: expect.stringMatching(/^ele-/) });
    expect(Array.isArray(product.button)).toBe(true);
    expect(Array.isArray(product.column)).toBe(true);
    // Route names are unique (vue-router's addRoute replaces a route of the same name).
    const names = flat(Data).map((m) => (m as unknown as { name: string }).name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives a user only the pages their roles grant', async () => {
    const admin = await t.login();
    // A role holding only the alarm log page (and the overview's home page).
    const roleId = await addRole(t, admin, 'alarm watcher', ['overview', 'home', 'iot', PERMISSIONS.alarm.logList]);
    await addUser(t, admin, 'watcher', { roleIds: [roleId] });
    const token = (await signIn('watcher', STRONG, '10.1.0.21')).body.data.token;
    const res = await t.call({ method: 'GET', url: '/api/v1/system/user/currentUser', token });
    const paths = (res.body.data.Data as { path: string; children: { path: string }[] }[]).flatMap((m) => [
      m.path,
      ...m.children.map((c) => c.path),
    ]);
    expect(paths).toEqual(['/iotmanager/dashboard', '/iotmanager', '/iotmanager/alarm/log']);
    expect(res.body.data.Info.userName).toBe('watcher');
  });
});
