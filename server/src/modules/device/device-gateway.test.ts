import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';
import { addProduct, deviceRow } from './test-fixture.ts';

describe('gateways and sub-devices', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}) =>
    s.t.api(method, `/api/v1/product/device/${path}`, data, s.admin);
  const keysOf = (rows: { key: string }[]) => rows.map((r) => r.key);

  beforeAll(async () => {
    await addProduct(s.t, 'gw', { deviceType: '网关' });
    await addProduct(s.t, 'node', { deviceType: '子设备' });
    await addProduct(s.t, 'node_draft', { deviceType: '子设备', status: 0 });
    await addProduct(s.t, 'plain');
    const add = (key: string, productKey: string) => api('POST', 'add', { key, name: key.toUpperCase(), productKey });
    for (const key of ['gw-1', 'gw-2']) await add(key, 'gw');
    for (const key of ['n-1', 'n-2', 'n-3']) await add(key, 'node');
    await add('nd-1', 'node_draft');
    await add('p-1', 'plain');
  });

  it('binds sub-devices to a gateway, with SagooIoT refusals', async () => {
    expect((await api('POST', 'bind_sub', { gatewayKey: 'p-1', subKeys: ['n-1'] })).body.message).toBe(
      'Not a gateway: it cannot have sub-devices',
    );
    expect((await api('POST', 'bind_sub', { gatewayKey: 'gw-1', subKeys: ['p-1'] })).body.message).toBe(
      'Not a sub-device: it cannot be bound',
    );
    expect((await api('POST', 'bind_sub', { gatewayKey: 'gw-1', subKeys: ['ghost'] })).body.message).toBe(
      'Device not found',
    );
    expect((await api('POST', 'bind_sub', { gatewayKey: 'gw-1', subKeys: [] })).body.code).toBe(0);
    expect((await api('POST', 'bind_sub', { gatewayKey: 'gw-1', subKeys: ['n-1', 'n-2', 'nd-1'] })).body.code).toBe(0);
    // Again to the same gateway: nothing changes; to another: refused, naming the device.
    expect((await api('POST', 'bind_sub', { gatewayKey: 'gw-1', subKeys: ['n-1'] })).body.code).toBe(0);
    expect((await api('POST', 'bind_sub', { gatewayKey: 'gw-2', subKeys: ['n-3', 'n-2'] })).body.message).toBe(
      'N-2 is already bound to a gateway',
    );
    const bound = (await api('GET', 'bind_list', { gatewayKey: 'gw-1' })).body.data;
    expect(Object.keys(bound).sort()).toEqual(['Total', 'currentPage', 'list']);
    expect(keysOf(bound.list)).toEqual(['nd-1', 'n-2', 'n-1']);
    expect(bound.Total).toBe(3);
    // Nothing was bound by the refused call (n-3 came first).
    expect((await api('GET', 'bind_list', { gatewayKey: 'gw-2' })).body.data).toEqual({
      list: [],
      currentPage: 1,
      Total: 0,
    });
  });

  it('sub_list: candidates of a product, leaving out the bound ones when a gateway is named', async () => {
    const sub = async (q: Record<string, unknown>) => (await api('GET', 'sub_list', q)).body;
    expect(keysOf((await sub({ productKey: 'node' })).data.device)).toEqual(['n-3', 'n-2', 'n-1']);
    const candidates = (await sub({ productKey: 'node', gatewayKey: 'gw-2' })).data;
    expect(candidates).toMatchObject({ currentPage: 1, Total: 1 });
    expect(keysOf(candidates.device)).toEqual(['n-3']);
    expect((await sub({})).code).toBe(51);
  });

  it('enabling a gateway enables its subs (of published products); disabling disables them', async () => {
    expect((await api('POST', 'deploy', { deviceKey: 'gw-1' })).body.code).toBe(0);
    const statuses = async () =>
      Promise.all(['gw-1', 'n-1', 'n-2', 'nd-1', 'n-3'].map(async (k) => (await deviceRow(s.t, k)).status));
    expect(await statuses()).toEqual([1, 1, 1, 0, 0]);
    expect((await api('POST', 'undeploy', { deviceKey: 'gw-1' })).body.code).toBe(0);
    expect(await statuses()).toEqual([0, 0, 0, 0, 0]);
  });

  it('unbinds, and deletes a disabled sub-device by key or by id', async () => {
    expect((await api('POST', 'unbind_sub', { gatewayKey: 'n-1', subKeys: ['n-1'] })).body.message).toBe(
      'Not a gateway: it cannot have sub-devices',
    );
    expect((await api('POST', 'unbind_sub', { gatewayKey: 'gw-1', subKeys: ['n-2'] })).body.code).toBe(0);
    expect(keysOf((await api('GET', 'bind_list', { gatewayKey: 'gw-1' })).body.data.list)).toEqual(['nd-1', 'n-1']);
    expect((await api('DELETE', 'del_sub', { deviceKey: 'p-1' })).body.message).toBe('This device is not a sub-device');
    await api('POST', 'deploy', { deviceKey: 'n-1' });
    expect((await api('DELETE', 'del_sub', { deviceKey: 'n-1' })).body.message).toBe(
      'The device is enabled and cannot be deleted',
    );
    await api('POST', 'undeploy', { deviceKey: 'n-1' });
    const { id } = await deviceRow(s.t, 'n-1');
    // SagooIoT's console sends the row id.
    expect((await api('DELETE', 'del_sub', { deviceKey: id })).body.code).toBe(0);
    expect(await deviceRow(s.t, 'n-1')).toBeUndefined();
    expect((await api('DELETE', 'del_sub', { deviceKey: 'nd-1' })).body.code).toBe(0);
    expect((await api('GET', 'bind_list', { gatewayKey: 'gw-1' })).body.data.Total).toBe(0);
  });
});
