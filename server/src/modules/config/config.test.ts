import { describe, expect, it } from 'vitest';
import { CRUD_CALLS, signedInApp, WIRE_TIME, type Method } from '../../../test/helpers.ts';
import { lockRemainingMs, recordFailure } from '../auth/throttle.ts';
import { retentionDays } from '../telemetry/index.ts';
import { paramInt, PARAM_KEYS } from './index.ts';

describe('system parameters', () => {
  const s = signedInApp({ TELEMETRY_RETENTION_DAYS: '45' });
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/config/${path}`, data, token);
  const idOf = async (configKey: string) =>
    (await api('GET', 'list', { configKey })).body.data.list.find(
      (c: { configKey: string }) => c.configKey === configKey,
    ).configId as number;
  const setParam = async (configKey: string, configValue: string) => {
    const row = (await api('GET', 'get', { id: await idOf(configKey) })).body.data.data;
    return (await api('PUT', 'edit', { ...row, configValue })).body;
  };

  it('lists the seeded built-ins in GFast keys, by id, with filters and paging', async () => {
    const res = await api('GET', 'list', { pageNum: 1, pageSize: 2 });
    expect(res.body.code).toBe(0);
    expect(Object.keys(res.body.data).sort()).toEqual(['currentPage', 'list', 'total']);
    expect(res.body.data.total).toBe(7);
    const [first] = res.body.data.list;
    expect(Object.keys(first).sort()).toEqual(
      [
        'configId',
        'configName',
        'configKey',
        'configValue',
        'configType',
        'createBy',
        'updateBy',
        'remark',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(first).toMatchObject({ configKey: 'sys.uploadFile.fileSize', configValue: '50M', configType: 1 });
    expect(first.createdAt).toMatch(WIRE_TIME);
    const keys = async (q: Record<string, unknown>) =>
      (await api('GET', 'list', { pageSize: 100, ...q })).body.data.list.map((c: { configKey: string }) => c.configKey);
    expect(await keys({ configKey: 'uploadFile' })).toHaveLength(4);
    expect(await keys({ configKey: 'sys.login', configName: '' })).toEqual([
      'sys.login.maxFailures',
      'sys.login.lockMinutes',
    ]);
    expect(await keys({ configType: '0' })).toEqual([]);
    // The env setting is the retention parameter's first value.
    expect(
      (await api('GET', 'get', { id: await idOf(PARAM_KEYS.telemetryRetentionDays) })).body.data.data.configValue,
    ).toBe('45');
  });

  it('adds, reads (under data.data), edits and deletes; a taken key is refused clearly', async () => {
    const add = { configName: 'Demo', configKey: 'demo.key', configValue: 'v1', configType: '0', remark: 'r' };
    expect((await api('POST', 'add', add)).body).toEqual({ code: 0, message: '', data: null });
    expect((await api('POST', 'add', add)).body).toEqual({
      code: 50,
      message: 'A parameter with this key already exists',
      data: null,
    });
    const configId = await idOf('demo.key');
    const got = (await api('GET', 'get', { id: configId })).body.data.data;
    expect(got).toMatchObject({ configName: 'Demo', configValue: 'v1', configType: 0, remark: 'r' });
    expect(got.createBy).toBeGreaterThan(0);
    expect((await api('PUT', 'edit', { ...add, configId, configValue: 'v2' })).body.code).toBe(0);
    expect((await api('GET', 'get', { id: configId })).body.data.data.configValue).toBe('v2');
    // Renaming onto another key is refused too.
    expect((await api('PUT', 'edit', { ...add, configId, configKey: 'sys.uploadFile.fileSize' })).body.code).toBe(50);
    expect((await api('PUT', 'edit', { ...add, configId: 99999 })).body.message).toBe('Parameter not found');
    expect((await api('DELETE', 'delete', { ids: [configId] })).body.code).toBe(0);
    expect((await api('GET', 'get', { id: configId })).body.code).toBe(50);
  });

  it('validates with code 51 and checks the values the server reads', async () => {
    const bad = await api('POST', 'add', { configName: '', configKey: 'x', configValue: 'y', configType: 0 });
    expect(bad.body.code).toBe(51);
    expect(
      (await api('POST', 'add', { configName: 'x', configKey: 'x', configValue: 'y', configType: 3 })).body.code,
    ).toBe(51);
    expect((await api('GET', 'get', { id: 'abc' })).body.code).toBe(51);
    expect(await setParam(PARAM_KEYS.loginMaxFailures, 'many')).toMatchObject({
      code: 50,
      message: 'The value of sys.login.maxFailures must be a whole number from 1 to 100',
    });
  });

  it('keeps built-in parameters: deleting one deletes nothing and says which', async () => {
    const builtIn = await idOf('sys.uploadFile.imageType');
    await api('POST', 'add', { configName: 'Temp', configKey: 'temp.key', configValue: '1', configType: 0 });
    const temp = await idOf('temp.key');
    const res = await api('DELETE', 'delete', { ids: [builtIn, temp] });
    expect(res.body).toMatchObject({ code: 50, message: 'Built-in parameters cannot be deleted: 图片上传-图片类型' });
    expect(await idOf('temp.key')).toBe(temp);
  });

  it('needs the page and its buttons', async () => {
    for (const [method, path] of [...CRUD_CALLS, ['GET', 'get'] as const])
      expect((await api(method, path, { id: 1, ids: [1] }, s.demo)).body.code).toBe(-1);
  });

  it('the login lock and the telemetry retention follow a changed parameter at once', async () => {
    const { db } = s.t.database;
    expect(await retentionDays(db, 45)).toBe(45);
    expect((await setParam(PARAM_KEYS.telemetryRetentionDays, '7')).code).toBe(0);
    expect(await retentionDays(db, 45)).toBe(7);

    expect((await setParam(PARAM_KEYS.loginMaxFailures, '2')).code).toBe(0);
    expect((await setParam(PARAM_KEYS.loginLockMinutes, '3')).code).toBe(0);
    const now = Date.now();
    await recordFailure(db, 'lock-me', '10.0.0.9');
    await recordFailure(db, 'lock-me', '10.0.0.9');
    const left = await lockRemainingMs(db, 'lock-me', '10.0.0.9', now + 1000);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(3 * 60_000);
    // A value gone bad (written outside the console) falls back to the default.
    await db.execute(`UPDATE sys_config SET config_value = 'x' WHERE config_key = '${PARAM_KEYS.loginMaxFailures}'`);
    await setParam('sys.uploadFile.fileSize', '40M');
    expect(await paramInt(db, PARAM_KEYS.loginMaxFailures, 5)).toBe(5);
  });
});
