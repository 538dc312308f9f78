import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alarmSummary, analysisAnswer } from '@/test/analysisData';
import { http } from '@/test/httpMock';
import { setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { ChartDemo } from './ChartDemo';
import { chartOptions } from './options';
import { CHART, demoTexts } from './texts';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// jsdom has no canvas: each chart becomes its labelled box.
vi.mock('./Charts', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} data-testid="chart" />,
}));

setUpPageTests({ serve: () => http.get.mockImplementation(analysisAnswer) });

describe('chart demo', { timeout: 60000 }, () => {
  itHasEveryLanguage(CHART, demoTexts);

  it("renders its six charts from the server's figures", async () => {
    renderWithProviders(<ChartDemo />);
    expect(screen.getByTestId('demo-chart')).toBeInTheDocument();
    expect(await screen.findAllByTestId('chart')).toHaveLength(6);
    expect(screen.getByRole('img', { name: 'Open alarms by level' })).toBeInTheDocument();
    const asked = http.get.mock.calls.map(([url, params]) => `${url} ${JSON.stringify(params ?? {})}`);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/v1/analysis/deviceDataCount {"dateType":"day"}',
        '/api/v1/analysis/deviceDataCount {"dateType":"month"}',
        '/api/v1/analysis/messageRate {"unit":"minute"}',
        '/api/v1/analysis/deviceOnlineOfflineCount {}',
      ]),
    );
  });

  it('shows the figures: series values, level colours (levels with open alarms only), the online rate', () => {
    const palette = { text: '#000', split: '#eee' };
    const points = [
      { Title: '00', Value: 3 },
      { Title: '01', Value: 5 },
    ];
    const o = chartOptions((k, v) => `${k}${v ? JSON.stringify(v) : ''}`, palette, {
      today: points,
      lastHour: [],
      month: [],
      alarmsByMonth: [],
      alarms: alarmSummary,
      devices: { total: 8, online: 6, offline: 1, disable: 1 },
    });
    expect((o.today.series as { data: number[] }[])[0].data).toEqual([3, 5]);
    expect((o.alarms.series as { data: { value: number; itemStyle: { color: string } }[] }[])[0].data).toEqual([
      // The seeded level names in the user's language.
      { name: 'Critical', value: 1, itemStyle: { color: '#f5222d' } },
      {
        name: 'Urgent',
        value: 3,
        itemStyle: { color: '#fa541c' },
      },
    ]);
    expect((o.online.series as { data: { value: number; name: string }[] }[])[0].data[0]).toEqual({
      name: 'onlineRate{"online":6,"total":8}',
      value: 75,
    });
  });
});
