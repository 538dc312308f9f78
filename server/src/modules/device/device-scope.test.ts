import { PERMISSIONS } from '@iot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';
import { addRole, addUser, deptIdOf, STRONG, userIdOf } from '../../../test/org-fixture.ts';
import { loadPrincipal } from '../auth/principal.ts';
import { deviceForRead, usersWhoSeeDevice, visibleDeviceKeys } from './index.ts';
import { addProduct } from './test-fixture.ts';

const { device } = PERMISSIONS;
const BUTTONS = [device.list, device.detail, device.add, device.edit, device.delete, device.status, device.export];

// An operator of 华南分公司 (south) and one of 华东分公司 (east), with every device button and no scope
// rows (the fallback: own department and below). Each adds a device; neither sees the other's.
describe('data scope and permissions of devices', () => {
  const s = signedInApp();
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const api = (who: string, method: Method, path: string, data: Record<string, unknown> = {}) =>
    s.t.api(method, `/api/v1/product/device/${path}`, data, tokens[who]);
  const listed = async (who: string) =>
    ((await api(who, 'GET', 'page_list', { pageSize: 100 })).body.data.device as { key: string }[])
      .map((d) => d.key)
      .filter((k) => k.startsWith('z-'))
      .sort();

  beforeAll(async () => {
    const [south, east] = [await deptIdOf(s.t, '华南分公司'), await deptIdOf(s.t, '华东分公司')];
    // Products of every department are visible to holders of the product `all` rule only; these
    // belong to the departments that use them.
    await addProduct(s.t, 'z_south', { deptId: south });
    await addProduct(s.t, 'z_east', { deptId: east });
    const role = await addRole(s.t, s.admin, 'Device operator', [...BUTTONS, PERMISSIONS.product.list]);
    ids.south = await addUser(s.t, s.admin, 'dev-south', { deptId: south, roleIds: [role] });
    ids.east = await addUser(s.t, s.admin, 'dev-east', { deptId: east, roleIds: [role] });
    tokens.south = await s.t.login('dev-south', STRONG);
    tokens.east = await s.t.login('dev-east', STRONG);
    tokens.admin = s.admin;
    tokens.demo = s.demo;
    expect((await api('south', 'POST', 'add', { key: 'z-s1', name: 'S1', productKey: 'z_south' })).body.code).toBe(0);
    expect((await api('east', 'POST', 'add', { key: 'z-e1', name: 'E1', productKey: 'z_east' })).body.code).toBe(0);
    // A product outside one's scope cannot take devices.
    expect((await api('east', 'POST', 'add', { key: 'z-e2', name: 'E2', productKey: 'z_south' })).body.message).toBe(
      'Product not found',
    );
  });

  it('lists show the own department only; the super admin sees all', async () => {
    expect(await listed('south')).toEqual(['z-s1']);
    expect(await listed('east')).toEqual(['z-e1']);
    expect(await listed('admin')).toEqual(['z-e1', 'z-s1']);
    // demo (研发组, under south) sees none of them: z-s1 belongs to 华南分公司 itself.
    expect(await listed('demo')).toEqual([]);
  });

  it('by key, a device outside the scope is "not found" for every read and write', async () => {
    const notFound = { code: 50, message: 'Device not found', data: null };
    expect((await api('east', 'GET', 'detail', { deviceKey: 'z-s1' })).body).toEqual(notFound);
    expect((await api('east', 'PUT', 'edit', { key: 'z-s1', name: 'x' })).body).toEqual(notFound);
    expect((await api('east', 'PUT', 'extend/update', { key: 'z-s1', onlineTimeout: 1 })).body).toEqual(notFound);
    expect((await api('east', 'POST', 'deploy', { deviceKey: 'z-s1' })).body).toEqual(notFound);
    expect((await api('east', 'DELETE', 'del', { keys: ['z-s1', 'z-e1'] })).body).toEqual(notFound);
    expect((await api('east', 'POST', 'tag/add', { deviceKey: 'z-s1', key: 'a', name: 'a', value: '' })).body).toEqual(
      notFound,
    );
    expect((await api('east', 'GET', 'detail', { deviceKey: 'z-e1' })).body.data.data.key).toBe('z-e1');
    expect((await api('south', 'GET', 'detail', { deviceKey: 'z-s1' })).body.code).toBe(0);
  });

  it('export applies the scope too', async () => {
    const res = await s.t.call({ method: 'GET', url: '/api/v1/product/device/export?format=csv', token: tokens.east });
    const keys = String(res.body)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[2]);
    expect(keys).toEqual(['z-e1']);
  });

  it('a user without the buttons is refused every write', async () => {
    const refused = { code: -1 };
    expect((await api('demo', 'POST', 'add', { key: 'z-d1', name: 'D', productKey: 'z_south' })).body).toMatchObject(
      refused,
    );
    expect((await api('demo', 'PUT', 'edit', { key: 'z-s1', name: 'D' })).body).toMatchObject(refused);
    expect((await api('demo', 'DELETE', 'del', { keys: ['z-s1'] })).body).toMatchObject(refused);
    expect((await api('demo', 'POST', 'deploy', { deviceKey: 'z-s1' })).body).toMatchObject(refused);
    expect((await api('demo', 'GET', 'export')).body).toMatchObject(refused);
    expect((await api('demo', 'POST', 'bind_sub', { gatewayKey: 'z-s1' })).body).toMatchObject(refused);
  });

  it('deviceForRead, visibleDeviceKeys and usersWhoSeeDevice follow the same scope', async () => {
    const { db } = s.t.database;
    const east = (await loadPrincipal(db, ids.east))!;
    const read = await deviceForRead(db, east, 'z-e1');
    expect(read.device.key).toBe('z-e1');
    expect(read.product.key).toBe('z_east');
    await expect(deviceForRead(db, east, 'z-s1')).rejects.toMatchObject({ key: 'deviceNotFound' });
    await expect(deviceForRead(db, east, 'ghost')).rejects.toMatchObject({ key: 'deviceNotFound' });
    expect([...(await visibleDeviceKeys(db, east, ['z-e1', 'z-s1', 'ghost']))]).toEqual(['z-e1']);
    const admin = await userIdOf(s.t, 'admin');
    expect((await usersWhoSeeDevice(db, 'z-s1')).sort()).toEqual([admin, ids.south].sort());
    expect((await usersWhoSeeDevice(db, 'z-e1')).sort()).toEqual([admin, ids.east].sort());
    expect(await usersWhoSeeDevice(db, 'ghost')).toEqual([]);
  });
});
