import { DEVICE_LOG_TYPES } from '@iot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, WIRE_TIME } from '../../../test/helpers.ts';
import { formatTime } from '../../lib/time.ts';
import { RECENT_VALUES } from './service.ts';
import { makeDevices } from './test-fixture.ts';

describe('running state and property values', () => {
  const s = signedInApp();
  let key = '';
  let quiet = '';
  const get = (path: string, query: Record<string, unknown>, token = s.admin) =>
    s.t.api('GET', `/api/v1/product/${path}`, query, token);
  // Today, so that property/get's "today's values" hold them.
  const base = new Date().setHours(0, 0, 1, 0);

  beforeAll(async () => {
    const { devices } = await makeDevices(s.t.database.db, 2);
    [key, quiet] = devices.map((d) => d.key);
    const id = devices[0].id;
    const w = s.t.app.telemetry;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        w.enqueue({
          deviceId: id,
          time: base + i * 1000,
          properties: {
            temperature: { value: 20 + i / 10, time: base + i * 1000 },
            ...(i % 2 ? {} : { pos: { value: { x: i, y: -i }, time: base + i * 1000 } }),
            mode: { value: String(i % 2), time: base + i * 1000 },
          },
        }),
      ),
    );
  });

  it('run_status lists every property, latest value and newest values first; objects as JSON text', async () => {
    const res = await get('device/run_status', { deviceKey: key });
    expect(res.body.code).toBe(0);
    const { status, lastOnlineTime, properties } = res.body.data;
    expect(status).toBe(1);
    expect(lastOnlineTime).toBeNull();
    expect(properties.map((p: { key: string }) => p.key)).toEqual([
      'temperature',
      'battery',
      'switch',
      'mode',
      'label',
      'pos',
    ]);
    const byKey = Object.fromEntries(properties.map((p: { key: string }) => [p.key, p]));
    expect(byKey.temperature).toMatchObject({ name: '温度', type: 'float', unit: '°C', value: 21.9 });
    expect(byKey.temperature.list).toHaveLength(RECENT_VALUES);
    expect(byKey.temperature.list.slice(0, 3)).toEqual([21.9, 21.8, 21.7]);
    expect(byKey.battery).toEqual({ key: 'battery', name: '电量', type: 'int', unit: '%', value: null, list: [] });
    expect(byKey.mode).toMatchObject({ value: '1', unit: '' });
    expect(byKey.mode.list.slice(0, 2)).toEqual(['1', '0']);
    expect(byKey.pos.value).toBe('{"x":18,"y":-18}');
    expect(byKey.pos.list[0]).toBe('{"x":18,"y":-18}');
    // SagooIoT's declared spelling works too.
    expect((await get('device/run_status', { device_key: quiet })).body.data.properties[0]).toMatchObject({
      value: null,
      list: [],
    });
  });

  it('get_latest_property lists the properties with a value', async () => {
    const res = await get('device/get_latest_property', { deviceKey: key });
    expect(res.body.data.list.map((p: { key: string }) => p.key)).toEqual(['temperature', 'mode', 'pos']);
    expect(res.body.data.list[0]).toEqual({ key: 'temperature', name: '温度', type: 'float', unit: '°C', value: 21.9 });
    expect((await get('device/get_latest_property', { deviceKey: quiet })).body.data).toEqual({ list: [] });
  });

  it('property/list pages one property newest first with List and Total', async () => {
    const res = await get('device/property/list', {
      deviceKey: key,
      propertyKey: 'temperature',
      PageSize: 5,
      pageNum: 2,
    });
    expect(Object.keys(res.body.data).sort()).toEqual(['List', 'Total', 'currentPage']);
    expect(res.body.data.Total).toBe(20);
    expect(res.body.data.currentPage).toBe(2);
    expect(res.body.data.List.map((r: { value: number }) => r.value)).toEqual([21.4, 21.3, 21.2, 21.1, 21]);
    expect(res.body.data.List[0].ts).toBe(formatTime(new Date(base + 14_000)));
    expect((await get('device/property/list', { deviceKey: key, propertyKey: 'mode' })).body.data.List[0].value).toBe(
      '1',
    );
    expect((await get('device/property/list', { deviceKey: key })).body).toMatchObject({
      code: 51,
      message: 'propertyKey is required',
    });
    expect((await get('device/property/list', { deviceKey: key, propertyKey: 'nope' })).body).toMatchObject({
      code: 50,
      message: 'The object model has no property nope',
    });
  });

  it("property/get answers the latest value and today's values", async () => {
    const res = await get('device/property/get', { device_key: key, propertyKey: 'temperature' });
    expect(res.body.data).toMatchObject({ key: 'temperature', name: '温度', type: 'float', unit: '°C', value: 21.9 });
    expect(res.body.data.list).toHaveLength(20);
    expect(res.body.data.list[0]).toBe(21.9);
  });

  it('answers "not found" for unknown devices and requires the key', async () => {
    for (const path of [
      'device/run_status',
      'device/get_latest_property',
      'device/property/get',
      'device/property/list',
    ]) {
      expect((await get(path, { deviceKey: 'no_such_device', propertyKey: 'temperature' })).body).toMatchObject({
        code: 50,
        message: 'Device not found',
      });
      expect((await get(path, { propertyKey: 'temperature' })).body).toMatchObject({
        code: 51,
        message: 'deviceKey is required',
      });
    }
  });
});

describe('property history', () => {
  const s = signedInApp();
  let key = '';
  const t0 = Date.UTC(2024, 0, 1);
  const history = async (q: Record<string, unknown>) =>
    (await s.t.api('GET', '/api/v1/product/device/property/history', { deviceKey: key, ...q }, s.admin)).body;

  beforeAll(async () => {
    const { devices } = await makeDevices(s.t.database.db, 1);
    key = devices[0].key;
    const w = s.t.app.telemetry;
    // temperature: 0..99 at one per second; mode flips every second.
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        w.enqueue({
          deviceId: devices[0].id,
          time: t0 + i * 1000,
          properties: {
            temperature: { value: i % 80, time: t0 + i * 1000 },
            mode: { value: String(i % 2), time: t0 + i * 1000 },
          },
        }),
      ),
    );
  });

  it('answers raw points when the range holds no more than asked for', async () => {
    const body = await history({ propertyKey: 'temperature', start: t0, end: t0 + 9_000, points: 10 });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ deviceKey: key, propertyKey: 'temperature', bucketMs: 0 });
    expect(body.data.points).toHaveLength(10);
    expect(body.data.points[3]).toEqual({ time: t0 + 3000, avg: 3, min: 3, max: 3, count: 1 });
  });

  it('downsamples numbers into equal buckets from the start with min, max, average and count', async () => {
    const body = await history({ propertyKey: 'temperature', start: String(t0), end: t0 + 99_999, points: 10 });
    expect(body.data.bucketMs).toBe(10_000);
    expect(body.data.points).toHaveLength(10);
    expect(body.data.points[0]).toEqual({ time: t0, avg: 4.5, min: 0, max: 9, count: 10 });
    // 80..89 become 0..9 (i % 80).
    expect(body.data.points[8]).toEqual({ time: t0 + 80_000, avg: 4.5, min: 0, max: 9, count: 10 });
    const total = body.data.points.reduce((n: number, p: { count: number }) => n + p.count, 0);
    expect(total).toBe(100);
  });

  it('never answers more points than asked for, the end included', async () => {
    const body = await history({ propertyKey: 'temperature', start: t0, end: t0 + 99_000, points: 33 });
    expect(body.data.points.length).toBeLessThanOrEqual(33);
    expect(body.data.points.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(100);
  });

  it('gives the last value of each bucket for other types, and takes local times', async () => {
    const body = await history({
      propertyKey: 'mode',
      start: formatTime(new Date(t0)),
      end: formatTime(new Date(t0 + 99_000)),
      points: 5,
    });
    // (99,000 ms + the end itself) / 5 points.
    expect(body.data.bucketMs).toBe(19_801);
    expect(body.data.points).toHaveLength(5);
    expect(body.data.points[0]).toEqual({ time: t0, avg: null, min: null, max: null, last: '1', count: 20 });
    const raw = await history({ propertyKey: 'mode', start: t0, end: t0 + 1000 });
    expect(raw.data.points).toEqual([
      { time: t0, avg: null, min: null, max: null, last: '0', count: 1 },
      { time: t0 + 1000, avg: null, min: null, max: null, last: '1', count: 1 },
    ]);
  });

  it('validates the range and the number of points', async () => {
    expect(await history({ propertyKey: 'temperature', start: t0, end: t0 })).toMatchObject({
      code: 50,
      message: 'The start must be before the end',
    });
    expect((await history({ propertyKey: 'temperature', points: 5001 })).code).toBe(51);
    expect((await history({ propertyKey: 'temperature', points: 0 })).code).toBe(51);
    expect((await history({ propertyKey: 'temperature', start: 'yesterday' })).code).toBe(51);
    expect((await history({ propertyKey: 'temperature', start: '2024-02-30 00:00:00' })).code).toBe(51);
    // Defaults: the last day until now; nothing reported then.
    expect((await history({ propertyKey: 'temperature' })).data).toMatchObject({ bucketMs: 0, points: [] });
  });
});

describe('device log and events', () => {
  const s = signedInApp();
  let keys: string[] = [];
  let productKey = '';
  const t0 = Date.UTC(2024, 3, 1, 4);
  const search = async (q: Record<string, unknown>, token = s.admin) =>
    (await s.t.api('GET', '/api/v1/product/log/search', q, token)).body;

  beforeAll(async () => {
    const made = await makeDevices(s.t.database.db, 2);
    keys = made.devices.map((d) => d.key);
    productKey = made.product.key;
    const w = s.t.app.telemetry;
    const [a, b] = made.devices.map((d) => d.id);
    await Promise.all([
      w.enqueue({ deviceId: a, time: t0, log: { type: '设备上线', content: '{"timestamp":1,"desc":""}' } }),
      w.enqueue({ deviceId: a, time: t0 + 1000, log: { type: '属性上报', content: '{"params":{}}' } }),
      w.enqueue({
        deviceId: a,
        time: t0 + 2000,
        log: {
          type: '事件上报',
          content: JSON.stringify({ eventKey: 'overheat', value: { temperature: 90 }, time: t0 + 1500 }),
        },
      }),
      w.enqueue({ deviceId: a, time: t0 + 86_400_000 * 2, log: { type: '设备下线', content: '{}' } }),
      w.enqueue({ deviceId: b, time: t0 + 3000, log: { type: '事件上报', content: 'not json' } }),
    ]);
  });

  it('log/type lists the types in order', async () => {
    const res = await s.t.api('GET', '/api/v1/product/log/type', {}, s.admin);
    expect(res.body.data).toEqual({ list: [...DEVICE_LOG_TYPES] });
  });

  it('log/search: one device, newest first, with types (scalar or list) and dateRange', async () => {
    const all = await search({ deviceKey: keys[0], pageSize: 10 });
    expect(Object.keys(all.data).sort()).toEqual(['Total', 'currentPage', 'list']);
    expect(all.data.Total).toBe(4);
    expect(all.data.list.map((r: { type: string }) => r.type)).toEqual([
      '设备下线',
      '事件上报',
      '属性上报',
      '设备上线',
    ]);
    expect(all.data.list[3]).toEqual({
      ts: formatTime(new Date(t0)),
      device: keys[0],
      type: '设备上线',
      content: '{"timestamp":1,"desc":""}',
    });
    expect(all.data.list[0].ts).toMatch(WIRE_TIME);
    expect((await search({ deviceKey: keys[0], types: '属性上报' })).data.Total).toBe(1);
    expect((await search({ deviceKey: keys[0], 'types[]': ['属性上报', '设备上线'] })).data.Total).toBe(2);
    expect((await search({ deviceKey: keys[0], types: '' })).data.Total).toBe(4);
    const day = formatTime(new Date(t0))!.slice(0, 10);
    expect((await search({ deviceKey: keys[0], 'dateRange[]': [day, day] })).data.Total).toBe(3);
    expect((await search({ deviceKey: keys[0], pageNum: 2, PageSize: 3 })).data.list).toHaveLength(1);
  });

  it('log/search by product (ours) covers its devices; one of the two keys is needed', async () => {
    const res = await search({ productKey, pageSize: 100 });
    expect(res.data.Total).toBe(5);
    expect(new Set(res.data.list.map((r: { device: string }) => r.device))).toEqual(new Set(keys));
    expect((await search({ productKey: 'no_such_product' })).data).toEqual({ list: [], currentPage: 1, Total: 0 });
    expect(await search({})).toMatchObject({ code: 51, message: 'deviceKey or productKey is required' });
    expect(await search({ deviceKey: 'no_such_device' })).toMatchObject({ code: 50, message: 'Device not found' });
  });

  it('event/list reads the events back with the object model’s name and level', async () => {
    const res = await s.t.api('GET', '/api/v1/product/device/event/list', { deviceKey: keys[0] }, s.admin);
    expect(res.body.data).toEqual({
      list: [
        {
          ts: formatTime(new Date(t0 + 1500)),
          eventKey: 'overheat',
          name: '过热',
          level: 1,
          value: { temperature: 90 },
        },
      ],
      currentPage: 1,
      Total: 1,
    });
    const broken = await s.t.api('GET', '/api/v1/product/device/event/list', { deviceKey: keys[1] }, s.admin);
    expect(broken.body.data.list).toEqual([
      { ts: formatTime(new Date(t0 + 3000)), eventKey: '', name: '', level: 0, value: {} },
    ]);
  });
});
