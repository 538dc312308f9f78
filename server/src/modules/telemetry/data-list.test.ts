import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { formatTime } from '../../lib/time.ts';
import { makeDevices } from './test-fixture.ts';

// `GET /product/device/data/list` (sagoo-iot-api.md §6.4): time windows of a device's reports, the
// most frequent value of each property per window, newest window first, paged over the windows.
describe('device data in time windows', () => {
  const s = signedInApp();
  let key = '';
  // Three minutes of reports, six a minute, from minute 5 of the previous hour (one hour, one day).
  const hour = new Date();
  hour.setMinutes(0, 0, 0);
  const base = hour.getTime() - 55 * 60_000;
  const list = (query: Record<string, unknown>) =>
    s.t.api('GET', '/api/v1/product/device/data/list', { deviceKey: key, ...query }, s.admin);

  beforeAll(async () => {
    const { devices } = await makeDevices(s.t.database.db, 1);
    key = devices[0].key;
    const w = s.t.app.telemetry;
    const reports = [];
    for (let minute = 0; minute < 3; minute++)
      for (let i = 0; i < 6; i++) {
        const time = base + minute * 60_000 + i * 10_000;
        reports.push(
          w.enqueue({
            deviceId: devices[0].id,
            time,
            properties: {
              // Minute m: m four times, then 50 twice: the mode is m; over the hour 50 (six times).
              temperature: { value: i < 4 ? minute : 50, time },
              mode: { value: i < 4 ? '1' : '0', time },
              ...(i === 0 ? { pos: { value: { x: minute, y: 0 }, time } } : {}),
            },
          }),
        );
      }
    await Promise.all(reports);
  });

  it('answers minute windows, newest first, with each property as p_<key> (mode), SagooIoT paging', async () => {
    const res = await list({ interval: 1, timeUnit: 2, pageNum: 1, pageSize: 10 });
    expect(res.body.code).toBe(0);
    const { list: rows, Total, currentPage } = res.body.data;
    expect([Total, currentPage]).toEqual([3, 1]);
    expect(rows.map((r: { _wstart: string }) => r._wstart)).toEqual(
      [2, 1, 0].map((m) => formatTime(new Date(base + m * 60_000))),
    );
    expect(rows[0]._wend).toBe(formatTime(new Date(base + 3 * 60_000)));
    expect(rows[0]).toEqual({
      _wstart: rows[0]._wstart,
      _wend: rows[0]._wend,
      p_temperature: 2,
      p_battery: null,
      p_switch: null,
      p_mode: '1',
      p_label: null,
      // Objects as JSON text, as run_status (SagooIoT's console parses them).
      p_pos: '{"x":2,"y":0}',
    });
    expect(rows.map((r: { p_temperature: number }) => r.p_temperature)).toEqual([2, 1, 0]);
  });

  it('reads windows of seconds from the reports, and pages them', async () => {
    const all = await list({ interval: 30, timeUnit: 1, pageSize: 50 });
    expect(all.body.data.Total).toBe(6);
    const page = await list({ interval: 30, timeUnit: 1, pageNum: 2, pageSize: 2 });
    expect(page.body.data).toMatchObject({ Total: 6, currentPage: 2 });
    expect(page.body.data.list.map((r: { _wstart: string }) => r._wstart)).toEqual(
      [90_000, 60_000].map((ms) => formatTime(new Date(base + ms))),
    );
    // A page past the end is empty, with the real total.
    expect((await list({ interval: 30, timeUnit: 1, pageNum: 9, pageSize: 2 })).body.data).toEqual({
      list: [],
      Total: 6,
      currentPage: 9,
    });
  });

  it('takes hours and days, and a date range', async () => {
    const hours = await list({ interval: 1, timeUnit: 3 });
    expect(hours.body.data.Total).toBe(1);
    expect(hours.body.data.list[0]).toMatchObject({
      _wstart: formatTime(new Date(base - 5 * 60_000)),
      p_temperature: 50,
      p_mode: '1',
    });
    const day = new Date(base);
    day.setHours(0, 0, 0, 0);
    expect((await list({ interval: 1, timeUnit: 4 })).body.data.list[0]._wstart).toBe(formatTime(day));
    const later = formatTime(new Date(base + 24 * 3600_000))!.slice(0, 10);
    expect((await list({ interval: 1, timeUnit: 2, dateRange: [later, later] })).body.data.Total).toBe(0);
  });

  it('refuses a missing interval or an unknown unit, and unknown devices', async () => {
    expect((await list({ timeUnit: 2 })).body.code).toBe(51);
    expect((await list({ interval: 0, timeUnit: 2 })).body.code).toBe(51);
    expect((await list({ interval: 1, timeUnit: 5 })).body.code).toBe(51);
    expect((await list({ interval: 1, pageSize: 501 })).body.code).toBe(51);
    const none = await s.t.api('GET', '/api/v1/product/device/data/list', { deviceKey: 'nope', interval: 1 }, s.admin);
    expect(none.body.code).toBe(50);
  });
});
