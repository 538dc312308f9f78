// The open alarms by level as a rose pie, in its own chunk, each level in its colour.
import type { AlarmOpenSummary } from '@iot/contract';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { seededLevelName } from '@/i18n/seeded';

echarts.use([PieChart, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function LevelPie({ levels, height }: { levels: AlarmOpenSummary['levels']; height: number }) {
  const { i18n } = useTranslation();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, textStyle: { color: '#fff' } },
      series: [
        {
          type: 'pie',
          roseType: 'radius',
          radius: ['20%', '65%'],
          center: ['50%', '45%'],
          label: { color: '#fff', formatter: '{b}: {c}' },
          // A level without open alarms has no slice (its label would crowd the others).
          data: levels
            .filter((l) => l.count > 0)
            .map((l) => ({
              name: seededLevelName(l.level, l.name),
              value: l.count,
              itemStyle: { color: l.color || undefined },
            })),
        },
      ],
    }),
    // seededLevelName reads the current language: the names follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes them
    [levels, i18n.language],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />;
}
