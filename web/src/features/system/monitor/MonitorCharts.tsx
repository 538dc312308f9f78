// The monitor's gauges and trend lines, in their own chunk: only this page loads ECharts, and only
// the parts it uses.
import { theme } from 'antd';
import { GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import type { Sample } from './format';

echarts.use([GaugeChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface GaugeProps {
  kind: 'gauge';
  title: string;
  value: number;
}

export interface TrendProps {
  kind: 'trend';
  history: Sample[];
  /** The series: a sample's field and its legend name; `unit` follows the values in the tooltip. */
  series: { key: Exclude<keyof Sample, 'at'>; name: string }[];
  unit: string;
}

const hhmmss = (at: number) => new Date(at).toTimeString().slice(0, 8);

/** A gauge (0-100 %) or a line chart of the recent samples; resizes with its box (echarts-for-react). */
export default function MonitorChart(props: GaugeProps | TrendProps) {
  const { token } = theme.useToken();
  const option = useMemo(() => {
    if (props.kind === 'gauge')
      return {
        series: [
          {
            type: 'gauge',
            min: 0,
            max: 100,
            progress: { show: true, width: 12 },
            axisLine: { lineStyle: { width: 12 } },
            splitNumber: 5,
            // 0 and 100 would sit under the figure at the gauge's two ends.
            axisLabel: {
              color: token.colorTextSecondary,
              distance: 16,
              formatter: (v: number) => (v === 0 || v === 100 ? '' : String(v)),
            },
            splitLine: { length: 8 },
            pointer: { width: 4 },
            itemStyle: {
              color: props.value >= 90 ? token.colorError : props.value >= 70 ? token.colorWarning : token.colorPrimary,
            },
            title: { color: token.colorText, offsetCenter: [0, '75%'] },
            detail: {
              valueAnimation: true,
              formatter: '{value}%',
              color: token.colorText,
              fontSize: 20,
              offsetCenter: [0, '45%'],
            },
            data: [{ value: props.value, name: props.title }],
          },
        ],
      };
    return {
      animation: false,
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}${props.unit}` },
      legend: { textStyle: { color: token.colorText } },
      grid: { left: 48, right: 16, top: 36, bottom: 28 },
      xAxis: {
        type: 'category',
        data: props.history.map((s) => hhmmss(s.at)),
        axisLabel: { color: token.colorTextSecondary },
      },
      yAxis: {
        type: 'value',
        min: 0,
        axisLabel: { color: token.colorTextSecondary },
        splitLine: { lineStyle: { color: token.colorSplit } },
      },
      series: props.series.map(({ key, name }) => ({
        type: 'line',
        name,
        showSymbol: false,
        data: props.history.map((s) => s[key]),
      })),
    };
  }, [props, token]);
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      style={{ height: props.kind === 'gauge' ? 220 : 240 }}
    />
  );
}
