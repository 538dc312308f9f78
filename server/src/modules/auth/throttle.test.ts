import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { LOCK_MS, lockRemainingMs, MAX_FAILURES, WINDOW_MS } from './throttle.ts';
import { loginFailures, loginLogs } from '../../composition/schema.ts';
import { eq } from 'drizzle-orm';

describe('login throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, ip = '10.0.0.1') =>
    t.call({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username, password },
      lang: 'en',
      remoteAddress: ip,
    });

  it('locks a user name for one IP after 5 failures, with the same answer for unknown users', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await attempt('admin', 'bad');
      expect(res.body).toMatchObject({ code: 50, message: 'Wrong user name or password' });
    }
    const unknown = await attempt('nobody-here', 'bad');
    expect(unknown.body.message).toBe('Wrong user name or password');
    // Now even the right password is refused, with a clear message.
    const locked = await attempt('admin', '123456');
    expect(locked.body).toMatchObject({ code: 50, message: 'Too many failed logins, please try again in 15 minutes' });
    // Another IP, or another user name from this IP, is not affected.
    expect((await attempt('admin', '123456', '10.0.0.2')).body.code).toBe(0);
    expect((await attempt('demo', '123456')).body.code).toBe(0);
  });

  it('logs successes and failures in the login log', async () => {
    const rows = await t.database.db.select().from(loginLogs).where(eq(loginLogs.loginName, 'admin'));
    expect(rows.some((r) => r.status === 1 && r.msg === '登录成功')).toBe(true);
    expect(rows.some((r) => r.status === 0 && r.msg === '账号密码错误')).toBe(true);
    expect(rows[0]).toMatchObject({ module: '系统后台' });
  });

  it('computes the lock from failure times: 5 within 15 minutes lock for 15 minutes after the fifth', async () => {
    const db = t.database.db;
    const base = Date.now() - 60 * 60 * 1000;
    const at = (min: number) => new Date(base + min * 60_000);
    await db
      .insert(loginFailures)
      .values([0, 1, 2, 3, 14].map((m) => ({ userName: 'calc', ip: 'ip', createdAt: at(m) })));
    expect(await lockRemainingMs(db, 'calc', 'ip', base + 20 * 60_000)).toBe(LOCK_MS - 6 * 60_000);
    expect(await lockRemainingMs(db, 'calc', 'ip', base + 30 * 60_000)).toBe(0);
    // Five failures spread over more than the window never lock.
    await db
      .insert(loginFailures)
      .values([0, 5, 10, 15, 20].map((m) => ({ userName: 'spread', ip: 'ip', createdAt: at(m) })));
    expect(await lockRemainingMs(db, 'spread', 'ip', base + 21 * 60_000)).toBe(0);
    expect(WINDOW_MS).toBe(15 * 60_000);
  });
});
