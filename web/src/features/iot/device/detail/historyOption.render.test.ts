// The options ECharts is given, rendered by ECharts itself (server-side SVG, no canvas needed): they
// must draw, and zooming must report the window in axis values, which the history tab refetches.
import type { PropertyHistory, TslProperty } from '@iot/contract';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { historyOption, linkBand } from './historyOption';

echarts.use([LineChart, GridComponent, TooltipComponent, DataZoomComponent, LegendComponent, SVGRenderer]);
// jsdom has no canvas to measure text with: an estimate will do.
echarts.setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

const colours = { primary: '#1677ff', text: '#000', secondaryText: '#666', split: '#eee', tooltipBackground: '#fff' };
const texts = { avg: 'Average', min: 'Min', max: 'Max', value: 'Value', true: 'On', false: 'Off' };
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

  it('shows the minimum, maximum and average themselves in the tooltip, each named with its unit', async () => {
    const div = document.body.appendChild(document.createElement('div'));
    const chart = echarts.init(div, null, { renderer: 'svg', width: 600, height: 300 });
    chart.setOption(
      historyOption(
        {
          deviceKey: 'd',
          propertyKey: 'p',
          bucketMs: 60_000,
          points: [{ time: start, avg: 2, min: 1, max: 4, count: 3 }],
        },
        float,
        colours,
        texts,
      ),
    );
    chart.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: 0 });
    await new Promise((r) => setTimeout(r, 20));
    const rows = [...div.querySelectorAll('span')].map((s) => s.textContent).filter(Boolean);
    // The band is drawn as max - min stacked on min: the tooltip still says 4, not 3.
    expect(rows).toEqual(['Min (°C)', '1 °C', 'Max (°C)', '4 °C', 'Average (°C)', '2 °C']);
    chart.dispose();
    div.remove();
  });

  it('hides and shows the band’s two edges together (the maximum is stacked on the minimum)', () => {
    const chart = render(60_000, float);
    chart.on('legendselectchanged', linkBand(chart));
    const selected = () =>
      (chart.getOption() as { legend: { selected: Record<string, boolean> }[] }).legend[0].selected;
    chart.dispatchAction({ type: 'legendToggleSelect', name: 'Min (°C)' });
    expect(selected()).toMatchObject({ 'Min (°C)': false, 'Max (°C)': false });
    chart.dispatchAction({ type: 'legendToggleSelect', name: 'Max (°C)' });
    expect(selected()).toMatchObject({ 'Min (°C)': true, 'Max (°C)': true });
    chart.dispatchAction({ type: 'legendToggleSelect', name: 'Average (°C)' });
    expect(selected()).toMatchObject({ 'Min (°C)': true, 'Max (°C)': true, 'Average (°C)': false });
    chart.dispose();
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
