import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInApp, WIRE_TIME, type Method } from '../../../test/helpers.ts';
import { dictData, dictTypes } from './schema.ts';
import { seedDicts } from '../../composition/seed/dicts.ts';
import { newlyAdded } from './test-fixture.ts';

describe('dict types', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/dict/type/${path}`, data, token);
  const typeRow = async (dictType: string) =>
    (await s.t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, dictType)))[0];
  const itemsOf = (dictType: string) => s.t.database.db.select().from(dictData).where(eq(dictData.dictType, dictType));

  it('lists types in pages, ordered by dictId, with GFast keys', async () => {
    const res = await api('GET', 'list', { pageNum: '2', pageSize: '5', dateRange: ['2020-01-01', '2030-01-01'] });
    expect(res.body.code).toBe(0);
    const { dictTypeList, total, currentPage } = res.body.data;
    expect(Object.keys(res.body.data).sort()).toEqual(['currentPage', 'dictTypeList', 'total']);
    expect(total).toBe(seedDicts.length);
    expect(currentPage).toBe(2);
    expect(dictTypeList.map((d: { dictType: string }) => d.dictType)).toEqual(
      seedDicts.slice(5, 10).map((d) => d.type),
    );
    expect(Object.keys(dictTypeList[0]).sort()).toEqual([
      'createdAt',
      'dictId',
      'dictName',
      'dictType',
      'remark',
      'status',
    ]);
    expect(dictTypeList[0].createdAt).toMatch(WIRE_TIME);
    const ids = dictTypeList.map((d: { dictId: number }) => d.dictId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('filters by name and type (LIKE, literal wildcards) and exact status; "" means no filter', async () => {
    const byType = await api('GET', 'list', { dictType: 'JOB', dictName: '', status: '' });
    expect(byType.body.data.dictTypeList.map((d: { dictType: string }) => d.dictType)).toEqual([
      'sys_job_status',
      'sys_job_group',
      'sys_job_policy',
    ]);
    expect(byType.body.data.total).toBe(3);
    const byName = await api('GET', 'list', { dictName: '性别' });
    expect(byName.body.data.dictTypeList.map((d: { dictType: string }) => d.dictType)).toEqual(['sys_user_sex']);
    expect((await api('GET', 'list', { dictType: '%' })).body.data).toEqual({
      dictTypeList: [],
      total: 0,
      currentPage: 1,
    });
    expect((await api('GET', 'list', { status: '0' })).body.data.total).toBe(0);
    expect((await api('GET', 'list', { status: 1 })).body.data.total).toBe(seedDicts.length);
  });

  it('rejects bad paging and filters with code 51', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pageNum: '0' }, 'pageNum must be at least 1'],
      [{ pageSize: '10001' }, 'pageSize must be at most 10000'],
      [{ pageNum: 'x' }, 'pageNum must be number'],
      [{ status: 'on' }, 'status must be number'],
      [{ pageNum: '99999999999' }, 'pageNum must be at most 2147483647'],
    ];
    for (const [query, message] of cases) {
      expect((await api('GET', 'list', query)).body).toEqual({ code: 51, message, data: null });
    }
    const far = await api('GET', 'list', { pageNum: '2147483647', pageSize: '10000' });
    expect(far.body.data).toEqual({ dictTypeList: [], total: seedDicts.length, currentPage: 2147483647 });
  });

  it('adds, gets and validates a type', async () => {
    const add = await api('POST', 'add', { dictName: 'Colour', dictType: 'colour', status: '1', remark: 'r' });
    expect(add.body).toEqual({ code: 0, message: '', data: null });
    const row = await typeRow('colour');
    const got = await api('GET', 'get', { dictId: String(row.dictId) });
    expect(got.body.data).toEqual({
      dictType: {
        dictId: row.dictId,
        dictName: 'Colour',
        dictType: 'colour',
        status: 1,
        ...newlyAdded('r'),
      },
    });
    expect(got.body.data.dictType.createBy).toBeGreaterThan(0);

    const cases: [Record<string, unknown>, number, string][] = [
      [{ dictName: 'Again', dictType: 'colour', status: 1 }, 50, 'This dictionary type already exists'],
      [{ dictType: 'x', status: 1 }, 51, 'dictName is required'],
      [{ dictName: 'x', status: 1 }, 51, 'dictType is required'],
      [{ dictName: 'x', dictType: 'x' }, 51, 'status is required'],
      [{ dictName: 'x', dictType: 'x', status: 2 }, 51, 'status must be one of 0, 1'],
      [{ dictName: 'x', dictType: 'x'.repeat(101), status: 1 }, 51, 'dictType must be at most 100 characters'],
    ];
    for (const [payload, code, message] of cases) {
      expect((await api('POST', 'add', payload)).body).toEqual({ code, message, data: null });
    }
    expect((await api('GET', 'get', {})).body).toEqual({ code: 51, message: 'dictId is required', data: null });
    expect((await api('GET', 'get', { dictId: '-3' })).body.code).toBe(51);
    expect((await api('GET', 'get', { dictId: '999999' })).body).toEqual({
      code: 50,
      message: 'Dictionary type not found',
      data: null,
    });
  });

  it('renames a type together with its items, and refuses to take an existing name', async () => {
    await api('POST', 'add', { dictName: 'Size', dictType: 'size', status: 1 });
    const row = await typeRow('size');
    await s.t.database.db.insert(dictData).values([
      { dictType: 'size', dictValue: 's', dictLabel: 'Small' },
      { dictType: 'size', dictValue: 'l', dictLabel: 'Large' },
    ]);
    const clash = await api('PUT', 'edit', {
      dictId: row.dictId,
      dictName: 'Size',
      dictType: 'sys_user_sex',
      status: 1,
    });
    expect(clash.body).toEqual({ code: 50, message: 'This dictionary type already exists', data: null });
    expect(await itemsOf('size')).toHaveLength(2);

    const res = await api('PUT', 'edit', {
      dictId: row.dictId,
      dictName: 'Sizes',
      dictType: 'size2',
      status: 0,
      remark: 'x',
    });
    expect(res.body.code).toBe(0);
    expect(await typeRow('size')).toBeUndefined();
    expect(await typeRow('size2')).toMatchObject({ dictName: 'Sizes', status: 0, remark: 'x' });
    expect((await typeRow('size2')).updateBy).toBeGreaterThan(0);
    expect(await itemsOf('size')).toHaveLength(0);
    expect((await itemsOf('size2')).map((i) => i.dictValue).sort()).toEqual(['l', 's']);

    expect((await api('PUT', 'edit', { dictName: 'x', dictType: 'x', status: 1 })).body.message).toBe(
      'dictId is required',
    );
    expect((await api('PUT', 'edit', { dictId: 0, dictName: 'x', dictType: 'x', status: 1 })).body.message).toBe(
      'dictId must be at least 1',
    );
    expect((await api('PUT', 'edit', { dictId: 999999, dictName: 'x', dictType: 'x', status: 1 })).body.message).toBe(
      'Dictionary type not found',
    );
  });

  it('deletes types with their items', async () => {
    await api('POST', 'add', { dictName: 'Temp', dictType: 'temp', status: 1 });
    const row = await typeRow('temp');
    await s.t.database.db.insert(dictData).values({ dictType: 'temp', dictValue: '1', dictLabel: 'One' });
    const res = await s.t.call({
      method: 'DELETE',
      url: `/api/v1/system/dict/type/delete?dictIds[]=${row.dictId}&dictIds[]=999999`,
      token: s.admin,
    });
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    expect(await typeRow('temp')).toBeUndefined();
    expect(await itemsOf('temp')).toHaveLength(0);
    expect(await itemsOf('sys_user_sex')).toHaveLength(3);
    expect((await api('DELETE', 'delete', {})).body).toEqual({ code: 51, message: 'dictIds is required', data: null });
    expect((await api('DELETE', 'delete', { dictIds: ['a'] })).body.code).toBe(51);
  });

  it('lists enabled types for selects', async () => {
    await api('POST', 'add', { dictName: 'Off', dictType: 'off_type', status: 0 });
    const res = await api('GET', 'optionSelect');
    const list = res.body.data.dictType;
    expect(list.map((d: { dictType: string }) => d.dictType)).not.toContain('off_type');
    expect(list.map((d: { dictType: string }) => d.dictType)).toContain('sys_user_sex');
    expect(Object.keys(list[0]).sort()).toEqual(
      ['createBy', 'createdAt', 'dictId', 'dictName', 'dictType', 'remark', 'status', 'updateBy', 'updatedAt'].sort(),
    );
    expect(list.every((d: { status: number }) => d.status === 1)).toBe(true);
  });

  it('is closed to users without the dictionary rules and to callers without a token', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', 'list'],
      ['GET', 'get'],
      ['GET', 'optionSelect'],
      ['POST', 'add'],
      ['PUT', 'edit'],
      ['DELETE', 'delete'],
    ];
    for (const [method, path] of calls) {
      expect((await api(method, path, {}, s.demo)).body).toEqual({ code: -1, message: 'No permission', data: null });
      const anonymous = await s.t.call({ method, url: `/api/v1/system/dict/type/${path}` });
      expect(anonymous.body).toEqual({ code: 401, message: 'token已失效' });
    }
  });
});
