// Answers of the IoT overview's endpoints (/api/v1/analysis/*) for the home page's and the
// dashboards' tests (two features share them, so they live with the shared test helpers).
import type { AlarmOpenSummary, AnalysisPoint } from '@iot/contract';

const points = (n: number, value: (i: number) => number): AnalysisPoint[] =>
  Array.from({ length: n }, (_, i) => ({ Title: String(i).padStart(2, '0'), Value: value(i) }));

export const alarmSummary: AlarmOpenSummary = {
  total: 4,
  levels: [
    { level: 1, name: '超紧急', color: '#f5222d', count: 1 },
    { level: 2, name: '紧急', color: '#fa541c', count: 3 },
    { level: 3, name: '严重', color: '#fa8c16', count: 0 },
    { level: 4, name: '一般', color: '#faad14', count: 0 },
    { level: 5, name: '提醒', color: '#1677ff', count: 0 },
  ],
  latest: [
    {
      id: 7,
      level: 2,
      levelName: '紧急',
      levelColor: '#fa541c',
      ruleName: 'Too hot',
      deviceKey: 'boiler-1',
      deviceName: 'Boiler 1',
      count: 3,
      createdAt: '2026-11-26 08:00:00',
      lastAt: '2026-11-26 08:30:00',
    },
  ],
};

/** Serves every overview call by its path; anything else fails the test. */
export async function analysisAnswer(url: string): Promise<unknown> {
  const path = url.replace('/api/v1/analysis/', '');
  if (path === 'deviceOnlineOfflineCount') return { Data: { total: 17, online: 11, offline: 4, disable: 2 } };
  if (path === 'productCount') return { total: 6, enable: 5, disable: 1, added: 2 };
  if (path === 'messageRate') return { data: points(60, (i) => i) };
  if (path === 'deviceDataCount') return { data: points(24, (i) => 10 * i) };
  if (path === 'deviceDataTotalCount') return { number: 1234 };
  if (path === 'deviceAlertCountByYearMonth') return { data: points(12, () => 1) };
  if (path === 'alarmOpen') return alarmSummary;
  if (path === 'deviceLocations')
    return {
      data: [
        { key: 'boiler-1', name: 'Boiler 1', productName: 'Boilers', status: 2, lng: 121.47, lat: 31.23, address: '' },
      ],
    };
  if (path === 'deviceEvents')
    return {
      data: [{ id: 3, ts: '2026-11-26 08:31:00', deviceKey: 'boiler-1', deviceName: 'Boiler 1', type: '设备上线' }],
    };
  throw new Error(`unexpected GET ${url}`);
}

/** The answers above, but the latest alarm holds the seeded level and demo device, as stored (in Chinese). */
export async function seededAlarmAnswer(url: string): Promise<unknown> {
  if (!url.endsWith('/alarmOpen')) return analysisAnswer(url);
  const [latest] = alarmSummary.latest;
  return {
    ...alarmSummary,
    latest: [{ ...latest, level: 1, levelName: '超紧急', deviceKey: 'th_0001', deviceName: '温湿度传感器 1' }],
  };
}
