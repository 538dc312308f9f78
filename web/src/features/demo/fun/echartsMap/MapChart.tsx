// ECharts with only the parts the map uses, and the world outline registered once; this file is
// loaded with the map demo only (the GeoJSON alone is about 300 kB).
import world from '@surbowl/world-geo-json-zh/world.zh.json';
import { EffectScatterChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsOption } from 'echarts';

echarts.use([ScatterChart, EffectScatterChart, GeoComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);
if (!echarts.getMap('world')) echarts.registerMap('world', world as Parameters<typeof echarts.registerMap>[1]);

export default function MapChart({ option, dark }: { option: EChartsOption; dark: boolean }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      theme={dark ? 'dark' : undefined}
      notMerge
      style={{ height: '100%', minHeight: 420 }}
    />
  );
}
