// A bar or line chart of one series of counts (messages per minute, alarms per month), in its own
// chunk: the dashboards load it lazily, so ECharts stays out of their first load.
import type { AnalysisPoint } from '@iot/contract';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface SeriesChartProps {
  points: AnalysisPoint[];
  /** The series' name in the tooltip. */
  name: string;
  kind: 'bar' | 'line';
  colour: string;
  /** Axis labels and split lines. */
  text: string;
  split: string;
  height?: number;
}

export default function SeriesChart({ points, name, kind, colour, text, split, height = 240 }: SeriesChartProps) {
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: points.map((p) => p.Title),
        axisLabel: { color: text },
        axisLine: { lineStyle: { color: split } },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { color: text },
        splitLine: { lineStyle: { color: split } },
      },
      series: [
        {
          name,
          type: kind,
          data: points.map((p) => p.Value),
          itemStyle: { color: colour },
          smooth: kind === 'line',
          showSymbol: false,
          areaStyle: kind === 'line' ? { opacity: 0.15 } : undefined,
        },
      ],
    }),
    [points, name, kind, colour, text, split],
  );
  // The charts resize with their container (echarts-for-react observes it): phone widths work.
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />;
}
