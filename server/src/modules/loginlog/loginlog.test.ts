import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs } from './schema.ts';
import { signedInApp, WIRE_TIME } from '../../../test/helpers.ts';
import { pruneLoginLog, recordLogin } from './service.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('login log', () => {
  const s = signedInApp();
  const list = async (q: Record<string, unknown> = {}, token = s.admin) =>
    (await s.t.api('GET', '/api/v1/system/loginLog/list', { pageSize: 100, ...q }, token)).body;
  const loginAs = (username: string, password: string) =>
    s.t.call({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username, password },
      headers: { 'user-agent': CHROME },
    });

  it('records logins, failures and logouts with the User-Agent read, newest first, in GFast keys', async () => {
    expect((await loginAs('demo', 'wrong')).body.code).not.toBe(0);
    const ok = await loginAs('demo', '123456');
    expect(ok.body.code).toBe(0);
    await s.t.call({
      method: 'GET',
      url: '/api/v1/system/logout',
      token: ok.body.data.token,
      headers: { 'user-agent': CHROME },
    });
    const body = await list({ userName: 'demo' });
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(['currentPage', 'list', 'total']);
    const [logout, login, failure] = body.data.list;
    expect(Object.keys(login).sort()).toEqual(
      [
        'infoId',
        'loginName',
        'ipaddr',
        'loginLocation',
        'browser',
        'os',
        'status',
        'msg',
        'loginTime',
        'module',
      ].sort(),
    );
    expect(logout).toMatchObject({
      loginName: 'demo',
      status: 1,
      msg: '退出成功',
      browser: 'Chrome 120.0.0.0',
      os: 'Windows',
    });
    expect(login).toMatchObject({ loginName: 'demo', status: 1, msg: '登录成功', loginLocation: '内网IP' });
    expect(failure).toMatchObject({ loginName: 'demo', status: 0, msg: '账号密码错误', os: 'Windows' });
    expect(login.loginTime).toMatch(WIRE_TIME);
  });

  it('filters by user name and IP (LIKE), status and date range; sorts when asked', async () => {
    expect(
      (await list({ status: 0, userName: 'dem' })).data.list.every((r: { status: number }) => r.status === 0),
    ).toBe(true);
    expect((await list({ ipaddr: '127.0' })).data.total).toBeGreaterThan(0);
    expect((await list({ ipaddr: '10.9.9.9' })).data.total).toBe(0);
    expect((await list({ dateRange: ['2000-01-01', '2000-01-02'] })).data.total).toBe(0);
    const asc = (await list({ orderByColumn: 'infoId', isAsc: 'asc' })).data.list;
    expect(asc[0].infoId).toBeLessThan(asc[asc.length - 1].infoId);
    expect((await list({ orderByColumn: 'password' })).code).toBe(51);
  });

  it('a failing log write does not fail the caller and is reported', async () => {
    const errors: unknown[] = [];
    const broken = { insert: () => ({ values: () => Promise.reject(new Error('down')) }) };
    await recordLogin(broken as never, { loginName: 'x', ip: '1.2.3.4', userAgent: '', status: 0, msg: 'm' }, (e) =>
      errors.push(e),
    );
    expect(errors).toHaveLength(1);
  });

  it('deletes by ids in the query string, clears, and prunes old rows', async () => {
    const before = (await list()).data.list;
    const id = before[0].infoId;
    const del = await s.t.call({ method: 'DELETE', url: `/api/v1/system/loginLog/delete?ids[]=${id}`, token: s.admin });
    expect(del.body.code).toBe(0);
    expect((await list()).data.list.some((r: { infoId: number }) => r.infoId === id)).toBe(false);
    expect(
      (await s.t.call({ method: 'DELETE', url: '/api/v1/system/loginLog/delete', token: s.admin })).body.code,
    ).toBe(51);

    const [old] = (await list()).data.list;
    await s.t.database.db
      .update(loginLogs)
      .set({ loginTime: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(loginLogs.infoId, old.infoId));
    expect(await pruneLoginLog(s.t.database.db, 30)).toBe(1);

    const clear = await s.t.call({ method: 'DELETE', url: '/api/v1/system/loginLog/clear', token: s.admin });
    expect(clear.body.code).toBe(0);
    expect((await list()).data.total).toBe(0);
  });

  it('needs the login log rules', async () => {
    expect((await list({}, s.demo)).code).toBe(-1);
    const clear = await s.t.call({ method: 'DELETE', url: '/api/v1/system/loginLog/clear', token: s.demo });
    expect(clear.body.code).toBe(-1);
  });
});
