import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInApp, WIRE_TIME, type Method } from '../../../test/helpers.ts';
import { MASK, maskSecrets } from './mask.ts';
import { operLogs } from './schema.ts';

describe('operation log', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/operLog/${path}`, data, token);
  const settle = () => s.t.app.operLog.flush();

  it('masks secrets by key name at any depth', () => {
    expect(
      maskSecrets({ a: 1, password: 'p', nested: [{ deviceSecret: 's', token: 't', keep: 'k' }], oldPwd: 'x' }),
    ).toEqual({ a: 1, password: MASK, nested: [{ deviceSecret: MASK, token: MASK, keep: 'k' }], oldPwd: MASK });
  });

  it('records a write without the request waiting for it, with operator, module, result and masked params', async () => {
    await settle();
    const before = s.t.app.operLog.written;
    const res = await s.t.api(
      'POST',
      '/api/v1/system/post/add',
      { postCode: 'oplog', postName: 'Op log', postSort: 1, status: 1, secret: 'hide-me' },
      s.admin,
    );
    expect(res.body.code).toBe(0);
    // Answered before the entry reached the database: it waits on the queue.
    expect(s.t.app.operLog.written).toBe(before);
    await settle();
    expect(s.t.app.operLog.written).toBe(before + 1);
    const list = (await api('GET', 'list', { operName: 'adm' })).body.data;
    expect(Object.keys(list).sort()).toEqual(['currentPage', 'list', 'total']);
    const row = list.list[0];
    expect(row).toMatchObject({
      title: '新增岗位',
      requestMethod: 'POST',
      operName: 'admin',
      operUrl: '/api/v1/system/post/add',
      status: 1,
    });
    expect(row.operTime).toMatch(WIRE_TIME);
    expect(JSON.parse(row.operParam)).toMatchObject({ postCode: 'oplog', secret: MASK });
    expect(row.operParam).not.toContain('hide-me');
    const detail = (await api('GET', 'get', { operId: String(row.operId) })).body.data;
    expect(detail).toMatchObject({
      operId: row.operId,
      businessType: 1,
      method: 'POST /api/v1/system/post/add',
      errorMsg: '',
    });
    expect(JSON.parse(detail.jsonResult)).toEqual({ code: 0, message: '' });
  });

  it('records failures with their message, and never reads (GET)', async () => {
    await s.t.api('PUT', '/api/v1/system/user/resetPwd', { userId: 1, password: 'Secr3tPass' }, s.demo);
    await s.t.api('GET', '/api/v1/system/post/list', {}, s.admin);
    await settle();
    const [row] = (await api('GET', 'list', { status: 0 })).body.data.list;
    expect(row).toMatchObject({ operName: 'demo', requestMethod: 'PUT', status: 0 });
    expect(row.operParam).not.toContain('Secr3tPass');
    expect((await api('GET', 'get', { operId: row.operId })).body.data.errorMsg).not.toBe('');
    expect((await api('GET', 'list', { requestMethod: 'GET' })).body.data.total).toBe(0);
  });

  it('filters by title, method, operator and time; validates', async () => {
    expect((await api('GET', 'list', { title: '新增岗位' })).body.data.total).toBeGreaterThan(0);
    expect((await api('GET', 'list', { title: '新增' })).body.data.total).toBe(0);
    expect((await api('GET', 'list', { dateRange: ['2000-01-01', '2000-01-02'] })).body.data.total).toBe(0);
    expect((await api('GET', 'list', { operName: 'nobody' })).body.data.total).toBe(0);
    expect((await api('GET', 'get', { operId: 'x' })).body.code).toBe(51);
    expect((await api('GET', 'get', { operId: 999999 })).body.message).toBe('Operation log entry not found');
    expect((await api('DELETE', 'delete', {})).body.code).toBe(51);
  });

  it('is for holders of its page and buttons only', async () => {
    for (const [method, path] of [
      ['GET', 'list'],
      ['GET', 'get'],
      ['DELETE', 'delete'],
      ['DELETE', 'clear'],
    ] as const)
      expect((await api(method, path, { operId: 1, operIds: [1] }, s.demo)).body.code).toBe(-1);
  });

  it('deletes entries and clears the log', async () => {
    await settle();
    const { list, total } = (await api('GET', 'list', { pageSize: 100 })).body.data;
    expect((await api('DELETE', 'delete', { operIds: [list[0].operId] })).body.code).toBe(0);
    await settle();
    // The delete itself is logged, so the count stays.
    expect((await api('GET', 'list')).body.data.total).toBe(total);
    expect((await api('DELETE', 'clear')).body.code).toBe(0);
    await settle();
    const after = (await api('GET', 'list')).body.data;
    expect(after.total).toBe(1);
    expect(after.list[0].operUrl).toBe('/api/v1/system/operLog/clear');
  });

  it('answers the exact total whatever writes the log (the kept count is count(*))', async () => {
    await settle();
    const { db } = s.t.database;
    const total = async () => (await api('GET', 'list')).body.data.total as number;
    const counted = async () => {
      const result = (await db.execute(sql`SELECT count(*)::int AS n FROM sys_oper_log`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0].n;
    };
    await db.insert(operLogs).values([{ operName: 'raw1' }, { operName: 'raw2' }, { operName: 'raw3' }]);
    expect(await total()).toBe(await counted());
    await db.delete(operLogs).where(eq(operLogs.operName, 'raw1'));
    expect(await total()).toBe(await counted());
    expect(await counted()).toBeGreaterThan(1);
    await db.execute(sql`TRUNCATE sys_oper_log`);
    expect(await total()).toBe(0);
    await db.insert(operLogs).values({ operName: 'raw4' });
    expect(await total()).toBe(1);
  });
});
