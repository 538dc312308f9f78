import type { PropertyHistory, TslProperty } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { historyOption } from './historyOption';

const colours = { primary: '#1677ff', text: '#000', secondaryText: '#666', split: '#eee', tooltipBackground: '#fff' };
const texts = { avg: 'Average', band: 'Min-max', value: 'Value', true: 'On', false: 'Off' };
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
    expect(series.map((s) => s.name)).toEqual(['min', 'Min-max', 'Average']);
    expect(series[0].data).toEqual([[1, 1]]);
    expect(series[1]).toMatchObject({ stack: 'band', data: [[1, 3]] });
    expect(series[2].data).toEqual([[1, 2]]);
    expect(option.yAxis).toMatchObject({ type: 'value', name: '°C' });
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
