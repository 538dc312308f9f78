// The devices on the world map at their coordinates, in its own chunk with the world outline
// bundled (no map tiles or downloads: the server's network reaches only the npm registry); one
// colour per status, centred and zoomed on where the devices are. It fills its box and follows its
// size: ECharts draws at the size it measured, and echarts-for-react skips the first change it sees
// (which lost a change made while the chart was being set up: a clipped map).
import type { DeviceLocation } from '@iot/contract';
import world from '@surbowl/world-geo-json-zh/world.zh.json';
import { EffectScatterChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { seededDeviceName } from '@/i18n/seeded';
import { mapTooltip, viewOf, type MapPoint } from './mapView';

echarts.use([ScatterChart, EffectScatterChart, GeoComponent, LegendComponent, TooltipComponent, CanvasRenderer]);
if (!echarts.getMap('world')) echarts.registerMap('world', world as Parameters<typeof echarts.registerMap>[1]);

/** By status: 0 disabled, 1 offline, 2 online. */
const STATUS_COLOURS = ['#faad14', '#8c8c8c', '#52c41a'];

export interface MapChartProps {
  devices: DeviceLocation[];
  /** Status names (0 disabled, 1 offline, 2 online). */
  statusNames: [string, string, string];
}

export default function MapChart({ devices, statusNames }: MapChartProps) {
  const chart = useRef<ReactEChartsCore>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Redraws at the box's size when the chart was drawn at another. */
  const fit = useCallback(() => {
    const instance = chart.current?.getEchartsInstance();
    const el = box.current;
    if (!instance || !el || instance.isDisposed()) return;
    if (instance.getWidth() !== el.clientWidth || instance.getHeight() !== el.clientHeight)
      instance.resize({ width: 'auto', height: 'auto' });
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [fit]);
  const option = useMemo(
    () => ({
      legend: { top: 0, textStyle: { color: '#fff' } },
      // The formatter's answer is HTML: every device field in it is escaped (mapTooltip).
      tooltip: { formatter: (p: { data: MapPoint }) => mapTooltip(p.data) },
      geo: {
        map: 'world',
        roam: true,
        ...viewOf(devices),
        itemStyle: { areaColor: 'rgba(64,158,255,0.12)', borderColor: 'rgba(64,158,255,0.45)' },
        emphasis: { itemStyle: { areaColor: 'rgba(64,158,255,0.25)' }, label: { show: false } },
      },
      series: [2, 1, 0].map((status) => ({
        name: statusNames[status],
        type: status === 2 ? 'effectScatter' : 'scatter',
        coordinateSystem: 'geo',
        symbolSize: status === 2 ? 10 : 8,
        itemStyle: { color: STATUS_COLOURS[status] },
        data: devices
          .filter((d) => d.status === status)
          .map(
            (d): MapPoint => ({
              name: seededDeviceName(d.key, d.name),
              value: [d.lng, d.lat],
              product: d.productName,
              address: d.address,
            }),
          ),
      })),
    }),
    // statusNames follow the language, and with them the seeded devices' names.
    [devices, statusNames],
  );
  return (
    <div ref={box} style={{ position: 'absolute', inset: 0 }}>
      <ReactEChartsCore
        ref={chart}
        echarts={echarts}
        option={option}
        notMerge
        autoResize={false}
        onChartReady={fit}
        style={{ height: '100%', width: '100%' }}
      />
    </div>
  );
}
