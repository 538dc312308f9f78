import type { PropertyHistory, TslProperty } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { historyOption } from './historyOption';

const colours = { primary: '#1677ff', text: '#000', secondaryText: '#666', split: '#eee', tooltipBackground: '#fff' };
const texts = { avg: 'Average', min: 'Min', max: 'Max', value: 'Value', true: 'On', false: 'Off' };
const temp: TslProperty = { key: 'temp', name: 'T', accessMode: 1, desc: '', valueType: { type: 'float', unit: '°C' } };
const history = (bucketMs: number, points: PropertyHistory['points']): PropertyHistory => ({
  deviceKey: 'd',
  propertyKey: 'temp',
  bucketMs,
  points,
});
type Series = { name: string; data: unknown[][]; stack?: string; step?: string }[];

describe('historyOption', () => {
  it('draws a min-max band under the average for buckets', () => {
    const option = historyOption(
      history(60_000, [{ time: 1, avg: 2, min: 1, max: 4, count: 3 }]),
      temp,
      colours,
      texts,
    );
    const series = option.series as Series;
    expect(series.map((s) => s.name)).toEqual(['Min (°C)', 'Max (°C)', 'Average (°C)']);
    // The band: the minimum, then max - min stacked on it (the maximum rides along for the tooltip).
    expect(series[0].data).toEqual([[1, 1]]);
    expect(series[1]).toMatchObject({ stack: 'band', data: [[1, 3, 4]] });
    expect(series[2].data).toEqual([[1, 2]]);
    expect(option.yAxis).toMatchObject({ type: 'value', name: '°C' });
  });

  it('names every series in the legend: no stray helper series', () => {
    const option = historyOption(history(60_000, [{ time: 1, avg: 2, min: 1, max: 4, count: 3 }]), temp, colours, {
      ...texts,
      avg: '平均值',
      min: '最小值',
      max: '最大值',
    });
    const names = (option.series as Series).map((s) => s.name);
    expect(names).toEqual(['最小值 (°C)', '最大值 (°C)', '平均值 (°C)']);
    expect((option.legend as { data: string[] }).data).toEqual(names);
    const unitless = historyOption(history(60_000, []), { ...temp, valueType: { type: 'int' } }, colours, texts);
    expect((unitless.series as Series).map((s) => s.name)).toEqual(['Min', 'Max', 'Average']);
  });

  it('breaks the lines where no data came for several buckets, and never joins over the break', () => {
    const minute = 60_000;
    const at = (m: number, v: number) => ({ time: m * minute, avg: v, min: v - 1, max: v + 1, count: 1 });
    // Minutes 0-2, then a 40-minute gap (the device was off), then 42-43.
    const option = historyOption(
      history(minute, [at(0, 1), at(1, 2), at(2, 3), at(42, 4), at(43, 5)]),
      temp,
      colours,
      texts,
    );
    const series = option.series as (Series[number] & { connectNulls?: boolean })[];
    for (const s of series) {
      expect(s.connectNulls).toBe(false);
      expect(s.data).toHaveLength(6);
      expect(s.data[3][1]).toBeNull();
      // The break sits inside the gap.
      expect(s.data[3][0]).toBeGreaterThan(2 * minute);
      expect(s.data[3][0]).toBeLessThan(42 * minute);
    }
    expect(series[2].data.map((p) => p[1])).toEqual([1, 2, 3, null, 4, 5]);
    // A bucket or two missing is no gap.
    const close = historyOption(history(minute, [at(0, 1), at(2, 2), at(4, 3)]), temp, colours, texts);
    expect((close.series as Series)[2].data.map((p) => p[1])).toEqual([1, 2, 3]);
  });

  it('breaks the raw line at a gap far longer than the usual spacing of its points', () => {
    const second = 1000;
    const points = [0, 5, 10, 15, 20, 2420, 2425, 2430].map((s) => ({
      time: s * second,
      avg: s,
      min: s,
      max: s,
      count: 1,
    }));
    const raw = historyOption(history(0, points), temp, colours, texts);
    const [line] = raw.series as (Series[number] & { connectNulls?: boolean })[];
    expect(line.connectNulls).toBe(false);
    expect(line.data.map((p) => p[1])).toEqual([0, 5, 10, 15, 20, null, 2420, 2425, 2430]);
  });

  it('draws one line for raw points and a step line of texts for other types', () => {
    const raw = historyOption(history(0, [{ time: 1, avg: 5, min: 5, max: 5, count: 1 }]), temp, colours, texts);
    expect((raw.series as Series).map((s) => s.data)).toEqual([[[1, 5]]]);
    const flag: TslProperty = { ...temp, valueType: { type: 'boolean' } };
    const steps = historyOption(
      history(60_000, [
        { time: 1, avg: null, min: null, max: null, last: true, count: 1 },
        { time: 2, avg: null, min: null, max: null, last: false, count: 1 },
      ]),
      flag,
      colours,
      texts,
    );
    expect(steps.yAxis).toMatchObject({ type: 'category', data: ['On', 'Off'] });
    expect((steps.series as Series)[0]).toMatchObject({
      step: 'end',
      data: [
        [1, 'On'],
        [2, 'Off'],
      ],
    });
  });

  it('formats tooltip and axis values by the object model, not as raw floats', () => {
    const option = historyOption(
      history(60_000, [{ time: 1, avg: 223.61542940869163, min: 220.123456, max: 226.987654, count: 3 }]),
      temp,
      colours,
      texts,
    );
    const tooltip = option.tooltip as { valueFormatter: (v: unknown) => string };
    expect(tooltip.valueFormatter(223.61542940869163)).toBe('223.62 °C');
    expect(tooltip.valueFormatter(null)).toBe('-');
    const yAxis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(yAxis.axisLabel.formatter(223.61542940869163)).toBe('223.62');
    const oneDecimal: TslProperty = { ...temp, valueType: { type: 'float', unit: '°C', decimals: 1 } };
    const raw = historyOption(history(0, [{ time: 1, avg: 5, min: 5, max: 5, count: 1 }]), oneDecimal, colours, texts);
    expect((raw.tooltip as { valueFormatter: (v: unknown) => string }).valueFormatter(21.04)).toBe('21.0 °C');
  });
});
