// The history chart's ECharts option, built without ECharts (so it is tested without a canvas): a
// min-max band and the average line for buckets, one line for raw points, and a step line over the
// value texts for properties that are not numbers. Lines break where no data came for a while (a
// device that was off is not drawn as a straight line across the gap).
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
  min: string;
  max: string;
  value: string;
}

type Point = PropertyHistory['points'][number];

const pointValue = (p: Point) => p.avg ?? (typeof p.last === 'number' ? p.last : null);

/** Buckets: a gap longer than this many buckets breaks the lines (one or two missing do not). */
const GAP_BUCKETS = 3;
/** Raw points: a gap longer than this many times their usual (median) spacing breaks the line. */
const GAP_SPACINGS = 10;

/** The usual spacing of the points: the median of the steps between them (0 with fewer than two). */
function medianStep(points: Point[]): number {
  const steps = points
    .slice(1)
    .map((p, i) => p.time - points[i].time)
    .sort((a, b) => a - b);
  return steps.length ? steps[Math.floor(steps.length / 2)] : 0;
}

type Cell = number | string | null;

/**
 * Each point as `[time, ...value(p)]`, with a break (a row of nulls just after the point before)
 * wherever the next point is more than `factor` steps of `step` ms away.
 */
function withBreaks(points: Point[], step: number, factor: number, value: (p: Point) => Cell[]): Cell[][] {
  const out: Cell[][] = [];
  points.forEach((p, i) => {
    const prev = points[i - 1];
    const row = value(p);
    if (prev && step > 0 && p.time - prev.time > step * factor) out.push([prev.time + step, ...row.map(() => null)]);
    out.push([p.time, ...row]);
  });
  return out;
}

/** The stack of the min-max band's two series. */
const BAND = 'band';

/**
 * Toggling one edge of the min-max band in the legend toggles the other too: the maximum is drawn
 * stacked on the minimum, so one without the other would be drawn at the wrong height.
 */
export function linkBand(chart: {
  dispatchAction: (action: { type: string; name: string }) => void;
  getOption: () => unknown;
}) {
  // ECharts hands its events over untyped: a legend change carries the item's name and every item's state.
  return (e: unknown) => {
    const event = e as { name: string; selected: Record<string, boolean> };
    const series = (chart.getOption() as { series?: { name?: string; stack?: string }[] }).series ?? [];
    const band = series.filter((s) => s.stack === BAND).map((s) => s.name);
    if (!band.includes(event.name)) return;
    const on = event.selected[event.name];
    for (const name of band)
      if (name && name !== event.name && event.selected[name] !== on)
        chart.dispatchAction({ type: on ? 'legendSelect' : 'legendUnSelect', name });
  };
}

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
  const named = (text: string) => (unit ? `${text} (${unit})` : text);
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
          connectNulls: false,
          data: withBreaks(points, medianStep(points), GAP_SPACINGS, (p) => [pointValue(p)]),
        },
      ],
    };
  }
  const bands = (value: (p: Point) => Cell[]) => withBreaks(points, history.bucketMs, GAP_BUCKETS, value);
  // The band: the minimum, then (stacked on it) max - min filled; the maximum itself rides along as
  // a third value, which the tooltip shows.
  const edge = { type: 'line', stack: BAND, showSymbol: false, symbol: 'none', connectNulls: false };
  const edgeLine = { lineStyle: { width: 1, opacity: 0.45 } };
  const [min, max, avg] = [named(texts.min), named(texts.max), named(texts.avg)];
  return {
    ...base,
    legend: { ...base.legend, data: [min, max, avg] },
    yAxis: valueAxis,
    series: [
      { ...edge, ...edgeLine, name: min, data: bands((p) => [p.min]) },
      {
        ...edge,
        ...edgeLine,
        name: max,
        areaStyle: { color: colours.primary, opacity: 0.18 },
        encode: { x: 0, y: 1, tooltip: 2 },
        data: bands((p) => [p.max !== null && p.min !== null ? p.max - p.min : null, p.max]),
      },
      { name: avg, type: 'line', showSymbol: false, connectNulls: false, data: bands((p) => [p.avg]) },
    ],
  };
}
