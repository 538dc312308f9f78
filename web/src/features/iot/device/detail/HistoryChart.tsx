// The chart of one property's history, in its own chunk: only the history tab loads ECharts, and
// only the parts it uses.
import type { PropertyHistory, TslProperty } from '@iot/contract';
import { theme } from 'antd';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE } from '../texts';
import { historyOption, linkBand } from './historyOption';

echarts.use([LineChart, GridComponent, TooltipComponent, DataZoomComponent, LegendComponent, CanvasRenderer]);

export interface HistoryChartProps {
  history: PropertyHistory;
  property: TslProperty;
  /** The user zoomed to [start, end] (ms), or back out to everything (null); called once they stop. */
  onZoom: (window: [number, number] | null) => void;
}

const ZOOM_SETTLE_MS = 400;

interface ZoomState {
  start?: number;
  end?: number;
  startValue?: number;
  endValue?: number;
}

export default function HistoryChart({ history, property, onZoom }: HistoryChartProps) {
  const { t } = useTranslation(DEVICE);
  const { token } = theme.useToken();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const option = useMemo(
    () =>
      historyOption(
        history,
        property,
        {
          primary: token.colorPrimary,
          text: token.colorText,
          secondaryText: token.colorTextSecondary,
          split: token.colorSplit,
          tooltipBackground: token.colorBgElevated,
        },
        {
          avg: t('history.avg'),
          min: t('history.min'),
          max: t('history.max'),
          value: t('history.value'),
          true: t('boolean.true'),
          false: t('boolean.false'),
        },
      ),
    [history, property, token, t],
  );
  const onEvents = useMemo(
    () => ({
      legendselectchanged: (event: unknown, chart: echarts.EChartsType) => linkBand(chart)(event),
      datazoom: (_: unknown, chart: echarts.EChartsType) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const zoom = (chart.getOption() as { dataZoom?: ZoomState[] }).dataZoom?.[0];
          if (!zoom) return;
          const all = (zoom.start ?? 0) <= 0 && (zoom.end ?? 100) >= 100;
          if (all) onZoom(null);
          else if (zoom.startValue !== undefined && zoom.endValue !== undefined)
            onZoom([Math.floor(zoom.startValue), Math.ceil(zoom.endValue)]);
        }, ZOOM_SETTLE_MS);
      },
    }),
    [onZoom],
  );
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      onEvents={onEvents}
      style={{ height: 360, width: '100%' }}
      opts={{ renderer: 'canvas' }}
    />
  );
}
