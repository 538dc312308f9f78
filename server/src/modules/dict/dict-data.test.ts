import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRUD_CALLS, signedInApp, type Method } from '../../../test/helpers.ts';
import { dictData, dictTypes } from './schema.ts';
import { newlyAdded } from './test-fixture.ts';

describe('dict data', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/dict/data/${path}`, data, token);
  const item = (extra: Record<string, unknown> = {}) => ({
    dictType: 'fruit',
    dictLabel: 'Apple',
    dictValue: 'apple',
    isDefault: '0',
    status: '1',
    ...extra,
  });
  const rowOf = async (dictValue: string, dictType = 'fruit') =>
    (
      await s.t.database.db
        .select()
        .from(dictData)
        .where(and(eq(dictData.dictType, dictType), eq(dictData.dictValue, dictValue)))
    )[0];

  beforeAll(async () => {
    await s.t.database.db.insert(dictTypes).values({ dictName: 'Fruit', dictType: 'fruit', remark: 'fruits' });
  });

  it('answers getDictData with key = value and value = label, for any logged-in user', async () => {
    const res = await api('GET', 'getDictData', { dictType: 'sys_user_sex', defaultValue: '' }, s.demo);
    expect(res.body).toEqual({
      code: 0,
      message: '',
      data: {
        info: { name: '用户性别', remark: '用户性别' },
        values: [
          { key: '0', value: '保密', isDefault: 1, remark: '' },
          { key: '1', value: '男', isDefault: 0, remark: '' },
          { key: '2', value: '女', isDefault: 0, remark: '' },
        ],
      },
    });
  });

  it('recomputes isDefault from a non-empty defaultValue', async () => {
    const res = await api('GET', 'getDictData', { dictType: 'sys_user_sex', defaultValue: '2' }, s.demo);
    expect(res.body.data.values.map((v: { isDefault: number }) => v.isDefault)).toEqual([0, 0, 1]);
    const none = await api('GET', 'getDictData', { dictType: 'sys_user_sex', defaultValue: 'nope' }, s.demo);
    expect(none.body.data.values.map((v: { isDefault: number }) => v.isDefault)).toEqual([0, 0, 0]);
  });

  it('gives nulls for an unknown or disabled type, drops disabled items, and orders by dictSort', async () => {
    expect((await api('GET', 'getDictData', { dictType: 'nope' }, s.demo)).body.data).toEqual({
      info: null,
      values: null,
    });
    await s.t.database.db.insert(dictTypes).values({ dictName: 'Off', dictType: 'off', status: 0 });
    await s.t.database.db.insert(dictData).values({ dictType: 'off', dictValue: '1', dictLabel: 'x' });
    expect((await api('GET', 'getDictData', { dictType: 'off' }, s.demo)).body.data).toEqual({
      info: null,
      values: null,
    });

    await s.t.database.db.insert(dictTypes).values({ dictName: 'Order', dictType: 'order' });
    expect((await api('GET', 'getDictData', { dictType: 'order' })).body.data).toEqual({
      info: { name: 'Order', remark: '' },
      values: [],
    });
    await s.t.database.db.insert(dictData).values([
      { dictType: 'order', dictValue: 'b', dictLabel: 'B', dictSort: 2 },
      { dictType: 'order', dictValue: 'hidden', dictLabel: 'H', dictSort: 0, status: 0 },
      { dictType: 'order', dictValue: 'a', dictLabel: 'A', dictSort: 1, remark: 'first' },
    ]);
    const res = await api('GET', 'getDictData', { dictType: 'order' });
    expect(res.body.data.values).toEqual([
      { key: 'a', value: 'A', isDefault: 0, remark: 'first' },
      { key: 'b', value: 'B', isDefault: 0, remark: '' },
    ]);
  });

  it('validates getDictData and needs a token', async () => {
    expect((await api('GET', 'getDictData', {}, s.demo)).body).toEqual({
      code: 51,
      message: 'dictType is required',
      data: null,
    });
    const arr = await s.t.call({
      method: 'GET',
      url: '/api/v1/system/dict/data/getDictData?dictType[]=a',
      token: s.demo,
      lang: 'en',
    });
    expect(arr.body).toEqual({ code: 51, message: 'dictType must be string', data: null });
    const anonymous = await s.t.call({
      method: 'GET',
      url: '/api/v1/system/dict/data/getDictData?dictType=sys_user_sex',
    });
    expect(anonymous.body).toEqual({ code: 401, message: 'token已失效' });
  });

  it('adds, gets and lists items with GFast keys', async () => {
    expect(
      (await api('POST', 'add', item({ dictSort: '3', cssClass: 'c', listClass: 'success', remark: 'r' }))).body,
    ).toEqual({ code: 0, message: '', data: null });
    await api('POST', 'add', item({ dictLabel: 'Pear', dictValue: 'pear', dictSort: 1, isDefault: 1 }));
    const apple = await rowOf('apple');
    const got = await api('GET', 'get', { dictCode: String(apple.dictCode) });
    expect(got.body.data).toEqual({
      dict: {
        dictCode: apple.dictCode,
        dictSort: 3,
        dictLabel: 'Apple',
        dictValue: 'apple',
        dictType: 'fruit',
        cssClass: 'c',
        listClass: 'success',
        isDefault: 0,
        status: 1,
        ...newlyAdded('r'),
      },
    });
    const list = await api('GET', 'list', { dictType: 'fruit', dictLabel: '', status: '' });
    expect(Object.keys(list.body.data).sort()).toEqual(['currentPage', 'list', 'total']);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.currentPage).toBe(1);
    expect(list.body.data.list.map((d: { dictValue: string }) => d.dictValue)).toEqual(['pear', 'apple']);
    expect(list.body.data.list[1]).toEqual(got.body.data.dict);
  });

  it('filters the list: dictType exact, dictLabel LIKE, status exact, paged', async () => {
    const exact = await api('GET', 'list', { dictType: 'frui' });
    expect(exact.body.data).toEqual({ list: [], total: 0, currentPage: 1 });
    const label = await api('GET', 'list', { dictLabel: 'pp' });
    expect(label.body.data.list.map((d: { dictValue: string }) => d.dictValue)).toEqual(['apple']);
    const off = await api('GET', 'list', { dictType: 'order', status: '0' });
    expect(off.body.data.list.map((d: { dictValue: string }) => d.dictValue)).toEqual(['hidden']);
    const page = await api('GET', 'list', { dictType: 'sys_user_sex', pageNum: 2, pageSize: 2 });
    expect(page.body.data).toMatchObject({ total: 3, currentPage: 2 });
    expect(page.body.data.list.map((d: { dictValue: string }) => d.dictValue)).toEqual(['2']);
  });

  it('validates items: required fields, flags, unknown type, duplicate value', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [item({ dictLabel: '' }), 51, 'dictLabel is required'],
      [item({ dictValue: undefined }), 51, 'dictValue is required'],
      [item({ dictType: '' }), 51, 'dictType is required'],
      [item({ isDefault: undefined }), 51, 'isDefault is required'],
      [item({ status: '2' }), 51, 'status must be one of 0, 1'],
      [item({ dictSort: 'first' }), 51, 'dictSort must be number'],
      [item({ dictSort: 1.5 }), 51, 'dictSort must be int'],
      [item({ remark: 'x'.repeat(501) }), 51, 'remark must be at most 500 characters'],
      [item({ dictType: 'nope' }), 50, 'Dictionary type not found'],
      [item(), 50, 'This dictionary type already has an item with this value'],
    ];
    for (const [payload, code, message] of cases) {
      expect((await api('POST', 'add', payload)).body).toEqual({ code, message, data: null });
    }
    // The same value under another type is fine.
    expect((await api('POST', 'add', item({ dictType: 'order' }))).body.code).toBe(0);
  });

  it('edits an item, keeping values unique within the type', async () => {
    const apple = await rowOf('apple');
    const pear = await rowOf('pear');
    const edit = (extra: Record<string, unknown>) => api('PUT', 'edit', item({ dictCode: apple.dictCode, ...extra }));
    expect((await edit({ dictValue: 'pear' })).body.message).toBe(
      'This dictionary type already has an item with this value',
    );
    expect((await edit({ dictLabel: 'Green apple', status: 0 })).body.code).toBe(0);
    expect(await rowOf('apple')).toMatchObject({ dictLabel: 'Green apple', status: 0 });
    expect((await rowOf('apple')).updateBy).toBeGreaterThan(0);
    expect((await edit({ dictType: 'nope' })).body.message).toBe('Dictionary type not found');
    expect((await api('PUT', 'edit', item({ dictCode: 999999 }))).body.message).toBe('Dictionary item not found');
    expect((await api('PUT', 'edit', item())).body.message).toBe('dictCode is required');
    expect((await api('PUT', 'edit', item({ dictCode: '0' }))).body.message).toBe('dictCode must be at least 1');
    expect(await rowOf('pear')).toEqual(pear);
  });

  it('deletes items by ids from a JSON body or the query string', async () => {
    const pear = await rowOf('pear');
    expect((await api('DELETE', 'delete', { ids: [pear.dictCode, 999999] })).body).toEqual({
      code: 0,
      message: '',
      data: null,
    });
    expect(await rowOf('pear')).toBeUndefined();
    const apple = await rowOf('apple');
    const q = await s.t.call({
      method: 'DELETE',
      url: `/api/v1/system/dict/data/delete?ids[]=${apple.dictCode}`,
      token: s.admin,
    });
    expect(q.body.code).toBe(0);
    expect(await rowOf('apple')).toBeUndefined();
    expect(await rowOf('apple', 'order')).toBeDefined();
    expect((await api('DELETE', 'delete', {})).body).toEqual({ code: 51, message: 'ids is required', data: null });
    expect((await api('GET', 'get', { dictCode: String(pear.dictCode) })).body.message).toBe(
      'Dictionary item not found',
    );
  });

  it('is closed to users without the dictionary rules', async () => {
    for (const [method, path] of [...CRUD_CALLS, ['GET', 'get'] as const]) {
      expect((await api(method, path, {}, s.demo)).body).toEqual({ code: -1, message: 'No permission', data: null });
      expect((await s.t.call({ method, url: `/api/v1/system/dict/data/${path}` })).body.code).toBe(401);
    }
  });
});
