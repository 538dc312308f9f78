// The history chart's ECharts option, built without ECharts (so it is tested without a canvas): a
// min-max band and the average line for buckets, one line for raw points, and a step line over the
// value texts for properties that are not numbers.
import type { PropertyHistory, TslProperty } from '@iot/contract';
import { formatNumber, formatValue, isNumeric, type BooleanTexts } from '../format';

/** The theme's colours (antd tokens), so the chart follows light and dark mode. */
export interface ChartColours {
  primary: string;
  text: string;
  secondaryText: string;
  split: string;
  tooltipBackground: string;
}

export interface ChartTexts extends BooleanTexts {
  avg: string;
  band: string;
  value: string;
}

const pointValue = (p: PropertyHistory['points'][number]) => p.avg ?? (typeof p.last === 'number' ? p.last : null);

export function historyOption(
  history: PropertyHistory,
  property: TslProperty,
  colours: ChartColours,
  texts: ChartTexts,
) {
  const { points } = history;
  const unit = property.valueType.unit ?? '';
  const numeric = isNumeric(property);
  const axisLine = { lineStyle: { color: colours.split } };
  const base = {
    animation: false,
    color: [colours.primary],
    textStyle: { color: colours.text },
    grid: { left: 8, right: 16, top: 32, bottom: 56, containLabel: true },
    tooltip: {
      trigger: 'axis',
      backgroundColor: colours.tooltipBackground,
      borderColor: colours.split,
      textStyle: { color: colours.text },
      // Values as the running state shows them (decimals of the object model), not raw floats.
      // (The step line of other types carries its texts already.)
      valueFormatter: (value: unknown) => {
        const v = Array.isArray(value) ? (value as unknown[])[1] : value;
        if (!numeric) return v === null || v === undefined ? '-' : String(v);
        const text = formatNumber(property.valueType, v);
        return text ? text + (unit ? ` ${unit}` : '') : '-';
      },
    },
    legend: { top: 0, textStyle: { color: colours.secondaryText } },
    xAxis: { type: 'time', axisLine, axisLabel: { color: colours.secondaryText }, splitLine: { show: false } },
    // Inside: wheel and pinch; the slider for mouse and touch. Both start showing everything.
    dataZoom: [
      { type: 'inside', start: 0, end: 100 },
      { type: 'slider', start: 0, end: 100, height: 20, bottom: 8, textStyle: { color: colours.secondaryText } },
    ],
  };
  const valueAxis = {
    type: 'value',
    scale: true,
    name: unit,
    nameTextStyle: { color: colours.secondaryText },
    axisLabel: { color: colours.secondaryText, formatter: (value: number) => formatNumber(property.valueType, value) },
    splitLine: { lineStyle: { color: colours.split } },
  };

  if (!numeric) {
    const text = (p: PropertyHistory['points'][number]) =>
      formatValue(property.valueType, p.last ?? p.avg, texts) || '-';
    const categories = [...new Set(points.map(text))];
    return {
      ...base,
      legend: { show: false },
      yAxis: { type: 'category', data: categories, axisLabel: { color: colours.secondaryText }, axisLine },
      series: [
        { name: texts.value, type: 'line', step: 'end', showSymbol: false, data: points.map((p) => [p.time, text(p)]) },
      ],
    };
  }
  if (history.bucketMs === 0) {
    return {
      ...base,
      legend: { show: false },
      yAxis: valueAxis,
      series: [
        {
          name: texts.value,
          type: 'line',
          showSymbol: points.length < 60,
          data: points.map((p) => [p.time, pointValue(p)]),
        },
      ],
    };
  }
  // The band: the minimum, then (stacked on it) max - min filled.
  const hidden = { lineStyle: { opacity: 0 }, showSymbol: false, stack: 'band', symbol: 'none' };
  return {
    ...base,
    yAxis: valueAxis,
    series: [
      { ...hidden, name: 'min', type: 'line', data: points.map((p) => [p.time, p.min]), tooltip: { show: false } },
      {
        ...hidden,
        name: texts.band,
        type: 'line',
        areaStyle: { color: colours.primary, opacity: 0.18 },
        data: points.map((p) => [p.time, p.max !== null && p.min !== null ? p.max - p.min : null]),
      },
      { name: texts.avg, type: 'line', showSymbol: false, data: points.map((p) => [p.time, p.avg]) },
    ],
  };
}
