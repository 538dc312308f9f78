import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { batchStatement } from '../telemetry/writer.ts';
import { addProduct, deviceRow, report, setStatus } from './test-fixture.ts';

describe('device lists: page_list and list', () => {
  const s = signedInApp();
  const page = async (q: Record<string, unknown> = {}) =>
    (await s.t.api('GET', '/api/v1/product/device/page_list', { pageSize: 100, ...q }, s.admin)).body;
  const keysOf = (rows: { key: string }[]) => rows.map((r) => r.key);
  const pageKeys = async (q: Record<string, unknown> = {}) =>
    keysOf((await page(q)).data.device).filter((k) => k.startsWith('l-'));

  beforeAll(async () => {
    await addProduct(s.t, 'lamp', { name: '路灯' });
    await addProduct(s.t, 'lamp_draft', { status: 0 });
    const add = (key: string, name: string, productKey = 'lamp') =>
      s.t.api('POST', '/api/v1/product/device/add', { key, name, productKey }, s.admin);
    await add('l-001', '东门路灯');
    await add('l-002', '西门路灯');
    await add('l-003', 'Gate light');
    await add('l-004', '草稿灯', 'lamp_draft');
    await setStatus(s.t, 'l-001', 2);
    await setStatus(s.t, 'l-002', 1);
    await report(s.t, 'l-001', 3.5);
  });

  it('a page: {device, currentPage, Total}, newest first, each row a DeviceRow with its latest values', async () => {
    const body = await page({ pageNum: 1, pageSize: 2, productKey: 'lamp' });
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(['Total', 'currentPage', 'device']);
    expect(body.data.Total).toBe(3);
    expect(body.data.currentPage).toBe(1);
    expect(keysOf(body.data.device)).toEqual(['l-003', 'l-002']);
    const row = body.data.device[1];
    expect(row).toMatchObject({ productName: '路灯', productKey: 'lamp', tsl: null, tags: [], latest: {}, status: 1 });
    expect(row.product).toMatchObject({ key: 'lamp', metadata: '' });
    // SagooIoT declares `PageSize`; both spellings count.
    const query = { pageNum: 2, PageSize: 2, productKey: 'lamp' };
    const second = (await s.t.api('GET', '/api/v1/product/device/page_list', query, s.admin)).body;
    expect(keysOf(second.data.device)).toEqual(['l-001']);
    expect(second.data.device[0].latest.temperature.value).toBe(3.5);
    expect(second.data.currentPage).toBe(2);
  });

  it('answers from the cache, and shows values a device reports at the next read (a telemetry write)', async () => {
    const latestOf = async (key: string) =>
      (await page({ key })).data.device[0].latest as Record<string, { value: number }>;
    expect((await latestOf('l-003')).temperature).toBeUndefined();
    const hits = s.t.database.answers.stats.hits;
    await latestOf('l-003');
    expect(s.t.database.answers.stats.hits).toBe(hits + 1);
    // As the telemetry writer stores a batch: no ordinary write, only the telemetry answers drop.
    const { id } = await deviceRow(s.t, 'l-003');
    const batch = batchStatement([
      { deviceId: id, time: Date.now(), properties: { temperature: { value: 7.5, time: Date.now() } } },
    ]);
    await s.t.database.query(batch.text, batch.values, batch.name);
    expect((await latestOf('l-003')).temperature.value).toBe(7.5);
  });

  it('filters: key exact, name contains, product, status, keyWord, dateRange', async () => {
    expect(await pageKeys({ key: 'l-00' })).toEqual([]);
    expect(await pageKeys({ key: 'l-002' })).toEqual(['l-002']);
    expect(await pageKeys({ name: '门路' })).toEqual(['l-002', 'l-001']);
    expect(await pageKeys({ status: '' })).toEqual(['l-004', 'l-003', 'l-002', 'l-001']);
    expect(await pageKeys({ status: '2' })).toEqual(['l-001']);
    expect(await pageKeys({ status: '1' })).toEqual(['l-002']);
    expect(await pageKeys({ status: '0' })).toEqual(['l-004', 'l-003']);
    expect(await pageKeys({ keyWord: 'gate' })).toEqual(['l-003']);
    expect(await pageKeys({ keyWord: 'l-004' })).toEqual(['l-004']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await pageKeys({ 'dateRange[]': [today, today] })).toHaveLength(4);
    expect(await pageKeys({ 'dateRange[]': ['2000-01-01', '2000-01-02'] })).toEqual([]);
    // Nothing online: an empty page, not SagooIoT's `{}`.
    await setStatus(s.t, 'l-001', 1);
    const none = await page({ status: 2, productKey: 'lamp' });
    expect(none.data).toEqual({ device: [], currentPage: 1, Total: 0 });
    await setStatus(s.t, 'l-001', 2);
    expect((await page({ status: 'x' })).code).toBe(51);
  });

  it('list: enabled devices of published products; the keyword does not escape the other filters', async () => {
    const list = async (q: Record<string, unknown> = {}) => {
      const body = (await s.t.api('GET', '/api/v1/product/device/list', q, s.admin)).body;
      expect(Object.keys(body.data)).toEqual(['device']);
      return keysOf(body.data.device).filter((k) => k.startsWith('l-'));
    };
    expect(await list()).toEqual(['l-002', 'l-001']);
    await setStatus(s.t, 'l-004', 1);
    // l-004 is enabled, but its product is not published.
    expect(await list()).toEqual(['l-002', 'l-001']);
    expect(await list({ keyWord: '东门' })).toEqual(['l-001']);
    // A name match of a disabled device stays out (SagooIoT's unparenthesised OR let it in).
    expect(await list({ keyWord: 'Gate' })).toEqual([]);
    expect(await list({ productKey: 'lamp_draft' })).toEqual([]);
  });
});
