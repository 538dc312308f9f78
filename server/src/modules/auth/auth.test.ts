import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { eq } from 'drizzle-orm';
import { captchas } from './schema.ts';
import { createCaptcha } from './captcha.ts';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in admin and returns the GFast login shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username: 'admin', password: '123456' },
    });
    expect(res.body.code).toBe(0);
    const d = res.body.data;
    expect(typeof d.token).toBe('string');
    expect(d.token.length).toBeGreaterThanOrEqual(43);
    expect(d.permissions).toEqual(['*/*/*']);
    expect(d.userInfo).toMatchObject({ userName: 'admin', roles: ['admin'] });
    expect(d.menuList.map((m: { path: string }) => m.path)).toContain('/system');
  });

  it('takes the Bearer scheme in any case', async () => {
    const token = await t.login();
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await t.call({
        method: 'GET',
        url: '/api/v1/system/user/getUserMenus',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.body.code, scheme).toBe(0);
    }
  });

  it('gives a captcha key and image also with CAPTCHA=off, verifyStatus saying it is not checked (as GFast)', async () => {
    const cap = await t.call({ method: 'GET', url: '/api/v1/pub/captcha/get' });
    expect(Object.keys(cap.body.data).sort()).toEqual(['img', 'key', 'verifyStatus']);
    expect(cap.body.data.verifyStatus).toBe(0);
    expect(cap.body.data.img).toMatch(/^data:image\/svg\+xml;base64,./);
    expect(Buffer.from(cap.body.data.img.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    expect(cap.body.data.key).toMatch(/^[0-9a-f-]{36}$/);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username: 'admin', password: '123456', verifyKey: cap.body.data.key, verifyCode: '' },
    });
    expect(res.body.code).toBe(0);
  });

  it('answers 401 in an envelope without data for a missing or bad token', async () => {
    for (const token of [undefined, 'nope']) {
      const res = await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 401, message: 'token已失效' });
    }
  });

  it('gives demo only common menus and the add and link buttons', async () => {
    const token = await t.login('demo');
    const res = await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token });
    expect(res.body.code).toBe(0);
    expect(res.body.data.permissions.sort()).toEqual(['btn.add', 'btn.link']);
    const paths = res.body.data.menuList.map((m: { path: string }) => m.path);
    expect(paths).not.toContain('/system');
    expect(paths).toContain('/iot');
  });

  it('has a single-use, case-insensitive captcha when CAPTCHA=on', async () => {
    const on = await createTestApp({ CAPTCHA: 'on' });
    try {
      const cap = await on.call({ method: 'GET', url: '/api/v1/pub/captcha/get' });
      expect(Object.keys(cap.body.data).sort()).toEqual(['img', 'key', 'verifyStatus']);
      expect(cap.body.data.verifyStatus).toBe(1);
      expect(cap.body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
      const { key, answer } = await createCaptcha(on.database.db);
      expect(answer).toHaveLength(4);
      // Only a hash is stored, never the answer itself.
      const [row] = await on.database.db.select().from(captchas).where(eq(captchas.key, key));
      expect(row.answer).toMatch(/^[0-9a-f]{64}$/);
      expect(row.answer).not.toContain(answer.toLowerCase());
      const payload = { username: 'admin', password: '123456', verifyKey: key, verifyCode: ` ${answer.toUpperCase()}` };
      const first = await on.call({ method: 'POST', url: '/api/v1/system/login', payload });
      expect(first.body.code).toBe(0);
      const again = await on.call({ method: 'POST', url: '/api/v1/system/login', payload, lang: 'en' });
      expect(again.body).toMatchObject({ code: 50, message: 'Wrong verification code' });
    } finally {
      await on.close();
    }
  });
});
