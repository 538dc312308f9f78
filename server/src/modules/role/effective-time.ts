// GFast's role effective time (stored as JSON text in sys_role.effective_time): type 0 always,
// 1 between two datetimes, 2 on the listed weekdays (0 = Sunday) within a daily time window.
// Outside it the role grants nothing; the rights cache asks nextChange when to look again.
import type { EffectiveTime } from '@iot/contract';
import { localTime } from '../../lib/time.ts';

const NONE: EffectiveTime = { effectiveType: 0, weekDay: [], dayRange: [], dateRange: [] };

/** The stored text as the four fields; anything unreadable counts as "always". */
export function parseEffectiveTime(text: string): EffectiveTime {
  if (!text) return { ...NONE };
  try {
    const v = JSON.parse(text) as Partial<EffectiveTime>;
    const list = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);
    const type = v.effectiveType === 1 || v.effectiveType === 2 ? v.effectiveType : 0;
    return {
      effectiveType: type,
      weekDay: list<number>(v.weekDay),
      dayRange: list<string>(v.dayRange),
      dateRange: list<string>(v.dateRange),
    };
  } catch {
    return { ...NONE };
  }
}

export const serializeEffectiveTime = (t: EffectiveTime): string =>
  t.effectiveType === 0 && !t.weekDay.length && !t.dayRange.length && !t.dateRange.length ? '' : JSON.stringify(t);

/** Seconds since midnight of a `... HH:mm:ss` value (only the time of day of dayRange counts). */
const secondOfDay = (value: string) => {
  const [h = 0, m = 0, s = 0] = (value.split(' ')[1] ?? '').split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** The daily window of type 2 on the day of `day`: [start, end] as times. */
function windowOn(t: EffectiveTime, day: Date): [number, number] | null {
  if (!t.weekDay.includes(day.getDay()) || t.dayRange.length !== 2) return null;
  const midnight = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  return [midnight + secondOfDay(t.dayRange[0]) * 1000, midnight + secondOfDay(t.dayRange[1]) * 1000];
}

export function isEffective(t: EffectiveTime, now = new Date()): boolean {
  const at = now.getTime();
  if (t.effectiveType === 1) {
    if (t.dateRange.length !== 2) return false;
    return localTime(t.dateRange[0]).getTime() <= at && at <= localTime(t.dateRange[1]).getTime();
  }
  if (t.effectiveType === 2) {
    const w = windowOn(t, now);
    return !!w && w[0] <= at && at <= w[1];
  }
  return true;
}

/** The next moment (ms) at which isEffective may change, or Infinity when it never will. */
export function nextChange(t: EffectiveTime, now = new Date()): number {
  const at = now.getTime();
  const candidates: number[] = [];
  if (t.effectiveType === 1 && t.dateRange.length === 2) {
    candidates.push(localTime(t.dateRange[0]).getTime(), localTime(t.dateRange[1]).getTime() + 1000);
  } else if (t.effectiveType === 2) {
    for (let d = 0; d <= 7; d++) {
      const w = windowOn(t, new Date(now.getFullYear(), now.getMonth(), now.getDate() + d));
      if (w) candidates.push(w[0], w[1] + 1000);
    }
  }
  return Math.min(Infinity, ...candidates.filter((c) => c > at));
}
