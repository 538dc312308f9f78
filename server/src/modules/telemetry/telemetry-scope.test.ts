import { PERMISSIONS } from '@iot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { addRole, addUser, deptIdOf, STRONG } from '../../../test/org-fixture.ts';
import { devices } from '../device/schema.ts';
import { makeDevices } from './test-fixture.ts';

// An operator of 华南分公司 (south) with the device rules and no scope rows: their department and
// below. Devices of 华东分公司 (east) are "not found" to them, in every telemetry read.
describe('data scope and permissions of telemetry reads', () => {
  const s = signedInApp();
  let south = '';
  let nobody = '';
  let southKey = '';
  let eastKey = '';
  let productKey = '';
  const get = (path: string, q: Record<string, unknown>, token: string) =>
    s.t.api('GET', `/api/v1/product/${path}`, q, token);

  beforeAll(async () => {
    const db = s.t.database.db;
    const southDept = await deptIdOf(s.t, '华南分公司');
    const eastDept = await deptIdOf(s.t, '华东分公司');
    const made = await makeDevices(db, 2, { deptId: southDept });
    productKey = made.product.key;
    const [southDevice, eastDevice] = made.devices;
    await db.update(devices).set({ deptId: eastDept }).where(eq(devices.id, eastDevice.id));
    southKey = southDevice.key;
    eastKey = eastDevice.key;
    await Promise.all(
      made.devices.map((d) =>
        s.t.app.telemetry.enqueue({ deviceId: d.id, time: Date.now(), log: { type: '设备上线', content: '{}' } }),
      ),
    );
    const role = await addRole(s.t, s.admin, 'Telemetry reader', [PERMISSIONS.device.list, PERMISSIONS.device.detail]);
    await addUser(s.t, s.admin, 'tele-south', { deptId: southDept, roleIds: [role] });
    await addUser(s.t, s.admin, 'tele-nobody', { deptId: southDept });
    [south, nobody] = await Promise.all([s.t.login('tele-south', STRONG), s.t.login('tele-nobody', STRONG)]);
  });

  const reads = (deviceKey: string): [string, Record<string, unknown>][] => [
    ['device/run_status', { deviceKey }],
    ['device/get_latest_property', { deviceKey }],
    ['device/property/get', { deviceKey, propertyKey: 'temperature' }],
    ['device/property/list', { deviceKey, propertyKey: 'temperature' }],
    ['device/property/history', { deviceKey, propertyKey: 'temperature' }],
    ['device/event/list', { deviceKey }],
    ['log/search', { deviceKey }],
  ];

  it('reads devices in the scope and answers "not found" for the others', async () => {
    for (const [path, q] of reads(southKey)) expect((await get(path, q, south)).body.code, path).toBe(0);
    for (const [path, q] of reads(eastKey)) {
      expect((await get(path, q, south)).body, path).toMatchObject({ code: 50, message: 'Device not found' });
    }
  });

  it("a product's log shows only the devices in the scope", async () => {
    const mine = (await get('log/search', { productKey }, south)).body.data;
    expect(mine.list.map((r: { device: string }) => r.device)).toEqual([southKey]);
    const all = (await get('log/search', { productKey }, s.admin)).body.data;
    expect(all.Total).toBe(2);
  });

  it('refuses callers without the device detail rule', async () => {
    for (const [path, q] of [...reads(southKey), ['log/type', {}] as [string, Record<string, unknown>]]) {
      expect((await get(path, q, nobody)).body, path).toEqual({ code: -1, message: 'No permission', data: null });
    }
  });
});
