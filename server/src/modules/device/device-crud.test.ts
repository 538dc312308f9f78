import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, WIRE_TIME, type Method } from '../../../test/helpers.ts';
import { addProduct, dataRowsOf, deviceRow, report, watchDevicesChanged } from './test-fixture.ts';

describe('devices: add, detail, edit, extend, tags, enable, delete', () => {
  const s = signedInApp();
  let changes: string[][] = [];
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/product/device/${path}`, data, token);
  const add = (form: Record<string, unknown>) => api('POST', 'add', { productKey: 'meter', name: 'Meter', ...form });
  const detail = async (deviceKey: string) => (await api('GET', 'detail', { deviceKey })).body;

  beforeAll(async () => {
    await addProduct(s.t, 'meter', { name: '电表' });
    await addProduct(s.t, 'draft', { status: 0 });
    changes = watchDevicesChanged(s.t);
  });

  it('adds a device: key rules, unique keys, never a product key, the product must exist', async () => {
    const tags = [{ key: 'floor', name: '楼层', value: '3F' }];
    expect((await add({ key: 'm-001', tags, lng: '121.5', lat: '31.2' })).body).toEqual({
      code: 0,
      message: '',
      data: null,
    });
    for (const key of ['with space', 'ü', 'x'.repeat(65), '']) expect((await add({ key })).body.code).toBe(51);
    expect((await add({ key: 'm-001' })).body).toMatchObject({ code: 50, message: 'This device key is already taken' });
    expect((await add({ key: 'meter' })).body.message).toBe('A device key may not equal a product key');
    expect((await add({ key: 'm-002', productKey: 'nope' })).body.message).toBe('Product not found');
    expect((await add({ key: 'm-002', name: '' })).body.code).toBe(51);
    expect((await add({ key: 'm-003', tags: [{ key: '1bad', name: 'x', value: '' }] })).body.code).toBe(51);
    // SagooIoT's spelling of the timeout on add.
    expect((await add({ key: 'm-002', online_timeout: '120' })).body.code).toBe(0);
    expect((await deviceRow(s.t, 'm-002')).onlineTimeout).toBe(120);
  });

  it('detail: {data: DeviceRow} with the parsed object model, the product and its tags', async () => {
    const body = await detail('m-001');
    expect(body.code).toBe(0);
    const d = body.data.data;
    expect(d).toMatchObject({
      key: 'm-001',
      name: 'Meter',
      productKey: 'meter',
      productName: '电表',
      status: 0,
      onlineTimeout: 60,
      lng: '121.5',
      lat: '31.2',
      registryTime: null,
      lastOnlineTime: null,
      deletedAt: null,
      tags: [{ key: 'floor', name: '楼层', value: '3F' }],
      latest: {},
    });
    expect(d.createdAt).toMatch(WIRE_TIME);
    expect(d.tsl.properties[0].key).toBe('temperature');
    expect(d.product).toMatchObject({ key: 'meter', deviceType: '设备', status: 1 });
    expect(JSON.parse(d.product.metadata).key).toBe('meter');
    expect((await detail('nope')).message).toBe('Device not found');
    // SagooIoT's other spelling.
    const snake = await s.t.api('GET', '/api/v1/product/device/detail', { device_key: 'm-001' }, s.admin);
    expect(snake.body.data.data.key).toBe('m-001');
    expect((await api('GET', 'detail')).body.code).toBe(51);
  });

  it('edit: the fields sent change; tags are replaced when sent, [] removes them, absent keeps them', async () => {
    expect((await api('PUT', 'edit', { key: 'm-001', name: 'Meter A', desc: 'hall' })).body.code).toBe(0);
    let d = (await detail('m-001')).data.data;
    expect(d).toMatchObject({ name: 'Meter A', desc: 'hall', lng: '121.5' });
    expect(d.tags).toHaveLength(1);
    const tags = [
      { key: 'room', name: '房间', value: '101' },
      { key: 'floor', name: '楼层', value: '1F' },
    ];
    await api('PUT', 'edit', { key: 'm-001', name: 'Meter A', tags });
    d = (await detail('m-001')).data.data;
    expect(d.tags.map((t: { key: string; value: string }) => `${t.key}=${t.value}`)).toEqual(['room=101', 'floor=1F']);
    await api('PUT', 'edit', { key: 'm-001', name: 'Meter A', tags: [] });
    expect((await detail('m-001')).data.data.tags).toEqual([]);
    expect((await api('PUT', 'edit', { key: 'nope', name: 'x' })).body.message).toBe('Device not found');
    const twice = [tags[0], tags[0]];
    expect((await api('PUT', 'edit', { key: 'm-001', name: 'x', tags: twice })).body.message).toBe(
      'This tag key is already used on the device',
    );
  });

  it('credential changes tell the brokers; other edits do not', async () => {
    changes.length = 0;
    await api('PUT', 'edit', { key: 'm-001', name: 'Meter A', desc: 'only text' });
    expect(changes).toEqual([]);
    await api('PUT', 'edit', { key: 'm-001', name: 'Meter A', authType: 2, accessToken: 'secret-1' });
    // On PostgreSQL the bus message comes back through LISTEN/NOTIFY, a moment later.
    await expect.poll(() => changes).toEqual([['m-001']]);
  });

  it('extend/update: key or deviceKey; only the fields sent change', async () => {
    changes.length = 0;
    expect((await api('PUT', 'extend/update', { deviceKey: 'm-001', onlineTimeout: 90 })).body.code).toBe(0);
    let row = await deviceRow(s.t, 'm-001');
    expect(row).toMatchObject({ onlineTimeout: 90, authType: 2, accessToken: 'secret-1' });
    await api('PUT', 'extend/update', { key: 'm-001', authType: 1, authUser: 'u', authPasswd: 'p' });
    row = await deviceRow(s.t, 'm-001');
    expect(row).toMatchObject({ onlineTimeout: 90, authType: 1, authUser: 'u', authPasswd: 'p' });
    // Only the credential change tells the brokers.
    await expect.poll(() => changes).toEqual([['m-001']]);
    expect((await api('PUT', 'extend/update', { onlineTimeout: 5 })).body.code).toBe(51);
    expect((await api('PUT', 'extend/update', { key: 'm-001', authType: 7 })).body.code).toBe(51);
    expect((await api('PUT', 'extend/update', { key: 'zzz' })).body.message).toBe('Device not found');
  });

  it('tags one by one: add (by key or id), edit, delete', async () => {
    const { id } = await deviceRow(s.t, 'm-001');
    expect((await api('POST', 'tag/add', { deviceKey: 'm-001', key: 'zone', name: '区', value: 'A' })).body.code).toBe(
      0,
    );
    expect((await api('POST', 'tag/add', { deviceId: id, key: 'zone', name: '区', value: 'B' })).body.message).toBe(
      'This tag key is already used on the device',
    );
    expect((await api('POST', 'tag/add', { deviceId: id, key: 'line', name: '线', value: '2' })).body.code).toBe(0);
    const tags = (await detail('m-001')).data.data.tags;
    expect(tags.map((t: { key: string }) => t.key)).toEqual(['zone', 'line']);
    expect((await api('PUT', 'tag/edit', { id: tags[0].id, name: '区域', value: 'C' })).body.code).toBe(0);
    expect((await api('DELETE', 'tag/del', { id: tags[1].id })).body.code).toBe(0);
    expect((await detail('m-001')).data.data.tags).toMatchObject([{ key: 'zone', name: '区域', value: 'C' }]);
    expect((await api('DELETE', 'tag/del', { id: 999999 })).body.message).toBe('Tag not found');
  });

  it('deploy needs a published product; enable → 1, disable → 0; setDeviceStatus in bulk', async () => {
    await add({ key: 'd-001', productKey: 'draft' });
    expect((await api('POST', 'deploy', { deviceKey: 'd-001' })).body).toMatchObject({
      code: 50,
      message: 'Publish the product first',
    });
    expect((await api('POST', 'deploy', { deviceKey: 'm-001' })).body.code).toBe(0);
    expect((await deviceRow(s.t, 'm-001')).status).toBe(1);
    // Already enabled (even online): nothing changes.
    await s.t.api('POST', '/api/v1/product/device/deploy', { deviceKey: 'm-001' }, s.admin);
    expect((await deviceRow(s.t, 'm-001')).status).toBe(1);
    changes.length = 0;
    expect((await api('POST', 'undeploy', { deviceKey: 'm-001' })).body.code).toBe(0);
    expect((await deviceRow(s.t, 'm-001')).status).toBe(0);
    await expect.poll(() => changes).toEqual([['m-001']]);
    expect((await api('POST', 'setDeviceStatus', { ids: ['m-001', 'm-002'], status: 1 })).body.code).toBe(0);
    expect([(await deviceRow(s.t, 'm-001')).status, (await deviceRow(s.t, 'm-002')).status]).toEqual([1, 1]);
    expect((await api('POST', 'setDeviceStatus', { ids: 'm-001,m-002', status: 0 })).body.code).toBe(0);
    expect([(await deviceRow(s.t, 'm-001')).status, (await deviceRow(s.t, 'm-002')).status]).toEqual([0, 0]);
    // Stops at the first refusal; those before it stay done.
    const mixed = await api('POST', 'setDeviceStatus', { ids: ['m-001', 'd-001', 'm-002'], status: 1 });
    expect(mixed.body.message).toBe('Publish the product first');
    expect([(await deviceRow(s.t, 'm-001')).status, (await deviceRow(s.t, 'm-002')).status]).toEqual([1, 0]);
    expect((await api('POST', 'setDeviceStatus', { ids: ['m-001'], status: 3 })).body.code).toBe(51);
    expect((await api('POST', 'deploy', { deviceKey: 'ghost' })).body.message).toBe('Device not found');
  });

  it('delete: enabled devices are refused; history, latest values and log go with the device', async () => {
    await report(s.t, 'm-001', 21.5);
    const { id } = await deviceRow(s.t, 'm-001');
    expect(await dataRowsOf(s.t, id)).toBe(3);
    expect((await api('DELETE', 'del', { keys: ['m-001'] })).body.message).toBe(
      'Device m-001 is enabled and cannot be deleted',
    );
    await api('POST', 'undeploy', { deviceKey: 'm-001' });
    expect((await api('DELETE', 'del', { keys: ['m-001', 'ghost'] })).body.message).toBe('Device not found');
    changes.length = 0;
    expect((await api('DELETE', 'del', { keys: ['m-001'] })).body.code).toBe(0);
    expect(await deviceRow(s.t, 'm-001')).toBeUndefined();
    expect(await dataRowsOf(s.t, id)).toBe(0);
    await expect.poll(() => changes).toEqual([['m-001']]);
    expect((await api('DELETE', 'del', { keys: [] })).body.code).toBe(51);
  });

  it('add: disabled unless the form says status 1 (enabled), which needs a published product', async () => {
    expect((await add({ key: 'm-020' })).body.code).toBe(0);
    expect((await deviceRow(s.t, 'm-020')).status).toBe(0);
    expect((await add({ key: 'm-021', status: 1 })).body.code).toBe(0);
    expect((await deviceRow(s.t, 'm-021')).status).toBe(1);
    expect((await add({ key: 'm-022', status: '0' })).body.code).toBe(0);
    expect((await deviceRow(s.t, 'm-022')).status).toBe(0);
    const draft = await add({ key: 'm-023', productKey: 'draft', status: 1 });
    expect(draft.body).toMatchObject({ code: 50, message: 'Publish the product first' });
    expect(await deviceRow(s.t, 'm-023')).toBeUndefined();
    expect((await add({ key: 'm-024', status: 2 })).body.code).toBe(51);
  });

  it('online/offline and dev_asset/get answer quietly', async () => {
    expect((await api('POST', 'online', { id: 1 })).body).toEqual({ code: 0, message: '', data: null });
    expect((await api('POST', 'offline', { id: 1 })).body).toEqual({ code: 0, message: '', data: null });
    const asset = await s.t.api('GET', '/api/v1/product/dev_asset/get', { deviceKey: 'x' }, s.admin);
    expect(asset.body).toEqual({ code: 0, message: '', data: null });
  });
});
