// The options ECharts is given, rendered by ECharts itself (server-side SVG, no canvas needed): they
// must draw, and zooming must report the window in axis values, which the history tab refetches.
import type { PropertyHistory, TslProperty } from '@iot/contract';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { historyOption } from './historyOption';

echarts.use([LineChart, GridComponent, TooltipComponent, DataZoomComponent, LegendComponent, SVGRenderer]);
// jsdom has no canvas to measure text with: an estimate will do.
echarts.setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

const colours = { primary: '#1677ff', text: '#000', secondaryText: '#666', split: '#eee', tooltipBackground: '#fff' };
const texts = { avg: 'Average', band: 'Min-max', value: 'Value', true: 'On', false: 'Off' };
const start = Date.UTC(2026, 0, 1);
const points: PropertyHistory['points'] = Array.from({ length: 50 }, (_, i) => ({
  time: start + i * 60_000,
  avg: 20 + Math.sin(i),
  min: 19 + Math.sin(i),
  max: 21 + Math.sin(i),
  count: 5,
}));

function render(bucketMs: number, property: TslProperty, data = points) {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  chart.setOption(
    historyOption({ deviceKey: 'd', propertyKey: 'p', bucketMs, points: data }, property, colours, texts),
  );
  return chart;
}

const float: TslProperty = { key: 'p', name: 'P', accessMode: 1, desc: '', valueType: { type: 'float', unit: '°C' } };

describe('history chart options in ECharts', () => {
  it('draws the band, the raw line and the step line', () => {
    const flags = points.map((p, i) => ({ ...p, avg: null, min: null, max: null, last: i % 2 === 0 }));
    for (const chart of [
      render(60_000, float),
      render(0, float),
      render(60_000, { ...float, valueType: { type: 'boolean' } }, flags),
    ]) {
      expect(chart.renderToSVGString()).toContain('<path');
      chart.dispose();
    }
  });

  it('reports a zoom as axis values', () => {
    const chart = render(60_000, float);
    chart.dispatchAction({ type: 'dataZoom', start: 20, end: 60 });
    const [zoom] = (chart.getOption() as { dataZoom: { startValue: number; endValue: number }[] }).dataZoom;
    expect(zoom.startValue).toBeGreaterThan(start);
    expect(zoom.endValue).toBeLessThan(start + 49 * 60_000);
    chart.dispose();
  });
});
