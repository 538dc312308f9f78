// Spec §9's date tokens and the time-ago text, on dayjs; words come from the helpers texts.
import type { Dayjs } from 'dayjs';
import dayjs from '@/i18n/dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import i18n from '@/i18n';

dayjs.extend(isoWeek);

/** What the date helpers accept: a Date, a dayjs, a timestamp or date text; null and '' are no date. */
export type DateInput = Date | Dayjs | number | string | null | undefined;

/**
 * The moment a value stands for: numbers, and strings of 10 or 13 digits, are timestamps (ten
 * digits are seconds, others milliseconds); other strings are parsed by dayjs ('2024-05-06 07:08:09').
 */
export function toDayjs(value: DateInput): Dayjs {
  if (value === null || value === undefined || value === '') return dayjs(NaN);
  if (typeof value === 'string' && /^(\d{10}|\d{13})$/.test(value)) return toDayjs(Number(value));
  if (typeof value === 'number') return dayjs(String(Math.trunc(Math.abs(value))).length === 10 ? value * 1000 : value);
  return dayjs(value);
}

const TOKENS = /\[([^\]]*)]|Y+|m+|d+|H+|M+|S+|q+|Q+|W+|Z+/g;
const t = (key: string, options?: Record<string, unknown>) => i18n.t(`helpers:date.${key}`, options);

/**
 * The date in `format` (default 'YYYY-mm-dd HH:MM:SS'), local time, '' when it is no date:
 * Y year (YY its last two digits); m month, d day, H hour, M minute, S second (doubled: padded to two);
 * q the quarter number, Q the quarter in short words ('一', 'Q1'), QQQQ in long ('第一季度');
 * W the weekday shortest ('一', 'Mo'), WW short ('周一', 'Mon'), WWW long ('星期一', 'Monday');
 * Z the ISO week number (ZZ padded), ZZZ in words ('第5周', 'Week 5'); [text] is copied as it is.
 */
export function formatDate(value: DateInput, format = 'YYYY-mm-dd HH:MM:SS'): string {
  const date = toDayjs(value);
  if (!date.isValid()) return '';
  const quarter = Math.floor(date.month() / 3) + 1;
  const number = (n: number, token: string) => (token.length > 1 ? String(n).padStart(2, '0') : String(n));
  return format.replace(TOKENS, (token: string, literal?: string) => {
    if (literal !== undefined) return literal;
    switch (token[0]) {
      case 'Y':
        return token.length === 2 ? String(date.year()).slice(-2) : String(date.year());
      case 'm':
        return number(date.month() + 1, token);
      case 'd':
        return number(date.date(), token);
      case 'H':
        return number(date.hour(), token);
      case 'M':
        return number(date.minute(), token);
      case 'S':
        return number(date.second(), token);
      case 'q':
        return String(quarter);
      case 'Q':
        return t(`quarter.${token.length >= 4 ? 'long' : 'short'}.${quarter}`);
      case 'W':
        return t(`weekday.${['min', 'short', 'long'][Math.min(token.length, 3) - 1]}.${date.day()}`);
      default:
        return token.length >= 3 ? t('week', { week: date.isoWeek() }) : number(date.isoWeek(), token);
    }
  });
}

/**
 * The day in words in the current language, with its weekday ('Friday, November 27, 2026'; without
 * the year 'Friday, November 27'), for greetings and clocks; today when no value is given, '' when it
 * is no date.
 */
export function calendarDate(value: DateInput = new Date(), { year = true } = {}): string {
  const date = toDayjs(value);
  if (!date.isValid()) return '';
  return date.format(t(year ? 'calendar.withYear' : 'calendar.withoutYear'));
}

/** Whether `value` is a date range picker's: two ends, each a date (dayjs) or open (null). */
export const isDateRange = (value: unknown): value is [Dayjs | null, Dayjs | null] =>
  Array.isArray(value) && value.length === 2 && value.every((end) => end === null || dayjs.isDayjs(end));

/**
 * A date range as list filters take it (`dateRange`, `createdAt`): each end as 'YYYY-mm-dd', '' for
 * an open one; undefined when both are open.
 */
export function dayRange([start, end]: readonly [DateInput, DateInput]): [string, string] | undefined {
  const days: [string, string] = [formatDate(start, 'YYYY-mm-dd'), formatDate(end, 'YYYY-mm-dd')];
  return days[0] || days[1] ? days : undefined;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, in words: within 10 s either way 'just now', then seconds, minutes, hours, and days
 * up to 3 days; older or later moments are shown as formatDate(value, format). '' when it is no date.
 */
export function timeAgo(value: DateInput, format = 'YYYY-mm-dd', now: DateInput = Date.now()): string {
  const date = toDayjs(value);
  if (!date.isValid()) return '';
  const ago = toDayjs(now).valueOf() - date.valueOf();
  const say = (key: string, unit: number) => i18n.t(`helpers:timeAgo.${key}`, { count: Math.floor(ago / unit) });
  if (Math.abs(ago) < 10 * SECOND) return i18n.t('helpers:timeAgo.justNow');
  if (ago < 0 || ago >= 3 * DAY) return formatDate(date, format);
  if (ago < MINUTE) return say('seconds', SECOND);
  if (ago < HOUR) return say('minutes', MINUTE);
  if (ago < DAY) return say('hours', HOUR);
  return say('days', DAY);
}
