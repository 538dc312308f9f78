// The page's chart options, built from the server's figures (the IoT overview's analysis calls):
// what the caller's devices sent and raised, not sample numbers.
import type { AlarmOpenSummary, AnalysisPoint } from '@iot/contract';
import type { EChartsOption } from 'echarts';
import { seededLevelName } from '@/i18n/seeded';

export type Label = (key: string, values?: Record<string, unknown>) => string;

export interface Palette {
  text: string;
  split: string;
}

/** What the charts show; a figure not loaded yet is empty. */
export interface ChartFigures {
  today: AnalysisPoint[];
  lastHour: AnalysisPoint[];
  month: AnalysisPoint[];
  alarmsByMonth: AnalysisPoint[];
  alarms?: AlarmOpenSummary;
  devices?: { total: number; online: number; offline: number; disable: number };
}

const axis = (p: Palette) => ({
  axisLabel: { color: p.text },
  axisLine: { lineStyle: { color: p.split } },
  splitLine: { lineStyle: { color: p.split } },
});

export function chartOptions(l: Label, p: Palette, f: ChartFigures): Record<string, EChartsOption> {
  const common = {
    backgroundColor: 'transparent',
    textStyle: { color: p.text },
    tooltip: { trigger: 'axis' as const },
  };
  const grid = { left: 48, right: 16, top: 24, bottom: 28 };
  const series = (points: AnalysisPoint[], type: 'line' | 'bar', name: string, area = false): EChartsOption => ({
    ...common,
    grid,
    xAxis: { type: 'category', data: points.map((x) => x.Title), ...axis(p) },
    yAxis: { type: 'value', minInterval: 1, ...axis(p) },
    series: [
      {
        name,
        type,
        smooth: type === 'line',
        showSymbol: false,
        ...(area && { areaStyle: { opacity: 0.15 } }),
        data: points.map((x) => x.Value),
      },
    ],
  });
  const devices = f.devices ?? { total: 0, online: 0, offline: 0, disable: 0 };
  return {
    today: series(f.today, 'line', l('messages')),
    lastHour: series(f.lastHour, 'line', l('messages'), true),
    month: series(f.month, 'bar', l('messages')),
    alarmsByMonth: series(f.alarmsByMonth, 'bar', l('alarmCount')),
    alarms: {
      ...common,
      tooltip: { trigger: 'item' },
      legend: { top: 0, type: 'scroll', textStyle: { color: p.text } },
      series: [
        {
          type: 'pie',
          radius: ['40%', '68%'],
          top: 24,
          label: { color: p.text },
          // A level without open alarms has no slice (its label would crowd the others).
          data: (f.alarms?.levels ?? [])
            .filter((x) => x.count > 0)
            .map((x) => ({ name: seededLevelName(x.level, x.name), value: x.count, itemStyle: { color: x.color } })),
        },
      ],
    },
    online: {
      ...common,
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'gauge',
          progress: { show: true, width: 12 },
          axisLine: { lineStyle: { width: 12 } },
          axisLabel: { color: p.text },
          detail: { valueAnimation: true, formatter: '{value}%', color: p.text, fontSize: 20 },
          data: [
            {
              name: l('onlineRate', { online: devices.online, total: devices.total }),
              value: devices.total ? Math.round((100 * devices.online) / devices.total) : 0,
            },
          ],
          title: { color: p.text, offsetCenter: [0, '80%'] },
        },
      ],
    },
  };
}
