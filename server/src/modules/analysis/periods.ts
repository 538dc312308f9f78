// The time buckets of the overview's series, in the server's zone (the zone of formatTime): months
// of a year, days of a month, hours of a day, and the last hour's minutes or minute's seconds.
// Bounds are computed here rather than with SQL date_trunc, whose zone is the session's, not ours.
import type { AnalysisPoint } from '@iot/contract';

export type DateType = 'year' | 'month' | 'day';

const pad = (n: number) => String(n).padStart(2, '0');

/** Consecutive bounds: bucket i is [bounds[i], bounds[i + 1]). */
export interface Buckets {
  bounds: Date[];
  titles: string[];
}

/**
 * The year, month or day that holds `at`, or the one `date` names: YYYY, YYYY-MM, YYYY-MM-DD, or
 * (SagooIoT's dashboard) a bare month number of `at`'s year or day number of `at`'s month.
 */
export function periodOf(dateType: DateType, at: Date, date?: string): { start: Date; end: Date } {
  const bare = date && /^\d{1,2}$/.test(date) && dateType !== 'year';
  const named = bare
    ? dateType === 'month'
      ? [at.getFullYear(), Number(date)]
      : [at.getFullYear(), at.getMonth() + 1, Number(date)]
    : date?.split('-').map(Number);
  const [y, m = 1, d = 1] = named ?? [at.getFullYear(), at.getMonth() + 1, at.getDate()];
  if (dateType === 'year') return { start: new Date(y, 0, 1), end: new Date(y + 1, 0, 1) };
  if (dateType === 'month') return { start: new Date(y, m - 1, 1), end: new Date(y, m, 1) };
  return { start: new Date(y, m - 1, d), end: new Date(y, m - 1, d + 1) };
}

/** The period's sub-buckets: months of a year ("01".."12"), days of a month, hours of a day ("00".."23"). */
export function bucketsOf(dateType: DateType, at: Date): Buckets {
  const { start, end } = periodOf(dateType, at);
  const bounds: Date[] = [];
  const titles: string[] = [];
  for (let i = 0; ; i++) {
    const b =
      dateType === 'year'
        ? new Date(start.getFullYear(), i, 1)
        : dateType === 'month'
          ? new Date(start.getFullYear(), start.getMonth(), i + 1)
          : new Date(start.getFullYear(), start.getMonth(), start.getDate(), i);
    bounds.push(b);
    if (b.getTime() >= end.getTime()) break;
    titles.push(pad(dateType === 'year' ? i + 1 : dateType === 'month' ? i + 1 : i));
  }
  return { bounds, titles };
}

/** The 60 whole minutes (HH:mm) or seconds (HH:mm:ss) up to and including the current one. */
export function recentBuckets(unit: 'minute' | 'second', at: Date): Buckets {
  const step = unit === 'minute' ? 60_000 : 1000;
  const last = Math.floor(at.getTime() / step) * step;
  const bounds = Array.from({ length: 61 }, (_, i) => new Date(last - (59 - i) * step));
  const titles = bounds.slice(0, 60).map((b) => {
    const hm = `${pad(b.getHours())}:${pad(b.getMinutes())}`;
    return unit === 'minute' ? hm : `${hm}:${pad(b.getSeconds())}`;
  });
  return { bounds, titles };
}

export const toSeries = (b: Buckets, counts: number[]): { data: AnalysisPoint[] } => ({
  data: b.titles.map((Title, i) => ({ Title, Value: counts[i] ?? 0 })),
});
