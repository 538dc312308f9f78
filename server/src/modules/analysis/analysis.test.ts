import { PERMISSIONS, routeName } from '@iot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alarmLogs } from '../alarm/schema.ts';
import { devices } from '../device/schema.ts';
import { addRole, addUser, deptIdOf, STRONG } from '../../../test/org-fixture.ts';
import {
  brokerApp,
  connectToken,
  deviceRow,
  makeDevice,
  makeProduct,
  propertyPost,
  waitFor,
} from '../mqtt/test-kit.ts';

interface Row {
  Title: string;
  Value: number;
  level: number;
  count: number;
  key: string;
  deviceKey: string;
  type: string;
}
interface Data {
  [k: string]: unknown;
  data: Row[];
  Data: { total: number; online: number; offline: number; disable: number };
  number: number;
  total: number;
  levels: Row[];
  latest: Row[];
}
type Body = { code: number; message: string; data: Data };
const sum = (points: { Value: number }[]) => points.reduce((s, p) => s + p.Value, 0);

// Figures of the overview over a real broker: an operator of 华东分公司 (east) sees the devices,
// messages and alarms of east only; the super admin sees them all; a user without the IoT lists
// is refused.
describe('analysis', () => {
  const m = brokerApp();
  const tokens: Record<string, string> = {};
  const get = async (who: string, path: string, query: Record<string, unknown> = {}) =>
    (await m.t.api('GET', `/api/v1/analysis/${path}`, query, tokens[who])).body as Body;
  const online = async (who: string) => (await get(who, 'deviceOnlineOfflineCount')).data.Data;
  let east = 0;
  let south = 0;

  beforeAll(async () => {
    [east, south] = [await deptIdOf(m.t, '华东分公司'), await deptIdOf(m.t, '华南分公司')];
    tokens.admin = await m.t.login('admin');
    const { device, product, alarm } = PERMISSIONS;
    const role = await addRole(m.t, tokens.admin, 'Overview', [device.list, product.list, alarm.logList]);
    await addUser(m.t, tokens.admin, 'ana-east', { deptId: east, roleIds: [role] });
    tokens.east = await m.t.login('ana-east', STRONG);
    const other = await addRole(m.t, tokens.admin, 'Posts only', [PERMISSIONS.post.list]);
    await addUser(m.t, tokens.admin, 'ana-none', { deptId: east, roleIds: [other] });
    tokens.none = await m.t.login('ana-none', STRONG);
  });

  it('answers SagooIoT shapes', async () => {
    expect(await get('admin', 'deviceOnlineOfflineCount')).toMatchObject({
      code: 0,
      data: { Data: { total: expect.any(Number), online: expect.any(Number), offline: expect.any(Number) } },
    });
    expect((await get('admin', 'deviceDataTotalCount', { dateType: 'year' })).data).toEqual({
      number: expect.any(Number),
    });
    expect((await get('admin', 'deviceDataCount', { dateType: 'year' })).data.data.map((p) => p.Title)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect((await get('admin', 'deviceDataCount', { dateType: 'day' })).data.data).toHaveLength(24);
    expect((await get('admin', 'deviceAlertCountByYearMonth', { year: 2024 })).data.data).toHaveLength(12);
    const levels = (await get('admin', 'deviceAlarmLevelCount', { dateType: 'year', date: '2024' })).data.data;
    // Title the level's number (SagooIoT's dashboard names it from alarm_type), with its name.
    expect(levels.map((l) => l.Title)).toEqual(['1', '2', '3', '4', '5']);
    expect(levels.map((l) => (l as { name?: string }).name)).toEqual(['超紧急', '紧急', '严重', '一般', '提醒']);
    expect((await get('admin', 'productCount')).data).toEqual({
      total: expect.any(Number),
      enable: expect.any(Number),
      disable: expect.any(Number),
      added: expect.any(Number),
    });
    const rate = (await get('admin', 'messageRate', { unit: 'second' })).data.data;
    expect(rate).toHaveLength(60);
    expect(rate[59].Title).toMatch(/^\d\d:\d\d:\d\d$/);
    expect((await get('admin', 'messageRate')).data.data[0].Title).toMatch(/^\d\d:\d\d$/);
  });

  it('refuses bad input with code 51', async () => {
    expect((await get('admin', 'deviceDataCount', { dateType: 'week' })).code).toBe(51);
    expect((await get('admin', 'deviceAlarmLevelCount', { dateType: 'month', date: '2024' })).code).toBe(51);
    expect((await get('admin', 'deviceAlertCountByYearMonth', { year: 'soon' })).code).toBe(51);
    expect((await get('admin', 'alarmOpen', { limit: 0 })).code).toBe(51);
    expect((await get('admin', 'messageRate', { unit: 'hour' })).code).toBe(51);
  });

  it('counts devices going online, messages, events, positions and alarms within the data scope', async () => {
    const [adminBefore, eastBefore] = [await online('admin'), await online('east')];
    const eastRateBefore = sum((await get('east', 'messageRate')).data.data);
    const p = await makeProduct(m.db());
    const mine = await makeDevice(m.db(), p.id);
    const disabled = await makeDevice(m.db(), p.id, { status: 0 });
    const theirs = await makeDevice(m.db(), p.id);
    await m.db().update(devices).set({ deptId: east, lng: '121.47', lat: '31.23' }).where(eq(devices.id, mine.id));
    await m.db().update(devices).set({ deptId: east, lng: 'x', lat: '31' }).where(eq(devices.id, disabled.id));
    await m.db().update(devices).set({ deptId: south, lng: '113.9', lat: '22.5' }).where(eq(devices.id, theirs.id));

    const c1 = m.track(await connectToken(m.url, mine));
    const c2 = m.track(await connectToken(m.url, theirs));
    await waitFor(async () => (await deviceRow(m.db(), mine.id)).status === 2);
    await waitFor(async () => (await deviceRow(m.db(), theirs.id)).status === 2);
    await c1.publishAsync(`/sys/${p.key}/${mine.key}/thing/event/property/post`, propertyPost({ temperature: 21 }), {
      qos: 1,
    });
    await c2.publishAsync(`/sys/${p.key}/${theirs.key}/thing/event/property/post`, propertyPost({ temperature: 22 }), {
      qos: 1,
    });

    expect(await online('east')).toEqual({
      total: eastBefore.total + 2,
      online: eastBefore.online + 1,
      offline: eastBefore.offline,
      disable: eastBefore.disable + 1,
    });
    expect(await online('admin')).toMatchObject({ total: adminBefore.total + 3, online: adminBefore.online + 2 });

    // The east operator counts the message of its own device only.
    await waitFor(async () => sum((await get('admin', 'messageRate')).data.data) >= 2);
    expect(sum((await get('east', 'messageRate')).data.data)).toBe(eastRateBefore + 1);
    expect((await get('east', 'deviceDataTotalCount', { dateType: 'day' })).data.number).toBeGreaterThanOrEqual(1);

    const events = (await get('east', 'deviceEvents', { limit: 50 })).data.data as {
      deviceKey: string;
      type: string;
    }[];
    expect(events).toContainEqual(expect.objectContaining({ deviceKey: mine.key, type: '设备上线' }));
    expect(events.map((e) => e.deviceKey)).not.toContain(theirs.key);

    const places = (await get('east', 'deviceLocations')).data.data as { key: string }[];
    expect(places.find((d) => d.key === mine.key)).toMatchObject({ lng: 121.47, lat: 31.23, status: 2 });
    expect(places.map((d) => d.key)).not.toContain(disabled.key);
    expect(places.map((d) => d.key)).not.toContain(theirs.key);
    expect((await get('admin', 'deviceLocations')).data.data.map((d) => d.key)).toContain(theirs.key);

    // Alarms: one open on each device, level 2; the east operator sees its own.
    const eastOpen = (await get('east', 'alarmOpen')).data;
    const alarm = (deviceId: number, key: string) => ({
      deptId: 0,
      ruleId: 999_999,
      ruleName: 'too hot',
      level: 2,
      deviceId,
      productKey: p.key,
      deviceKey: key,
    });
    await m
      .db()
      .insert(alarmLogs)
      .values([alarm(mine.id, mine.key), alarm(theirs.id, theirs.key)]);
    const after = (await get('east', 'alarmOpen')).data;
    expect(after.total).toBe(eastOpen.total + 1);
    expect(after.levels.find((l) => l.level === 2)?.count).toBe(
      (eastOpen.levels.find((l) => l.level === 2)?.count ?? 0) + 1,
    );
    expect(after.latest[0]).toMatchObject({ deviceKey: mine.key, deviceName: mine.name, level: 2, levelName: '紧急' });
    expect(after.latest.map((a) => a.deviceKey)).not.toContain(theirs.key);
    const month = new Date().getMonth();
    const byMonth = (await get('east', 'deviceAlertCountByYearMonth')).data.data;
    expect(byMonth[month].Value).toBeGreaterThanOrEqual(1);
    const levels = (await get('east', 'deviceAlarmLevelCount', { dateType: 'day' })).data.data;
    expect(levels.find((l) => l.Title === '2')?.Value).toBe(1);
  });

  it('answers the seeded common role (demo), which holds the IoT lists as pages, not as buttons', async () => {
    tokens.demo = await m.t.login('demo');
    const menus = (await m.t.api('GET', '/api/v1/system/user/getUserMenus', {}, tokens.demo)).body.data as {
      menuList: { name: string; children: unknown[] }[];
      permissions: string[];
    };
    const names: string[] = [];
    const walk = (list: { name: string; children: unknown[] }[]) =>
      list.forEach((x) => (names.push(x.name), walk(x.children as typeof list)));
    walk(menus.menuList);
    // What the console reads to show the overview: the list pages among the menus (button
    // permissions do not name pages).
    const { device, product, alarm } = PERMISSIONS;
    for (const rule of [device.list, product.list, alarm.logList]) {
      expect(names, rule).toContain(routeName(rule));
      expect(menus.permissions).not.toContain(rule);
    }
    for (const path of ['deviceOnlineOfflineCount', 'messageRate', 'productCount', 'alarmOpen', 'deviceLocations'])
      expect((await get('demo', path)).code, path).toBe(0);
  });

  it('refuses users without the IoT lists', async () => {
    for (const path of ['deviceOnlineOfflineCount', 'messageRate', 'productCount', 'alarmOpen', 'deviceLocations']) {
      const body = await get('none', path);
      expect(body.code, path).not.toBe(0);
      expect(body.data ?? null, path).toBeNull();
    }
    expect((await m.t.api('GET', '/api/v1/analysis/deviceOnlineOfflineCount')).body.code).toBe(401);
  });
});
