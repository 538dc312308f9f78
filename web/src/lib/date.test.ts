import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { calendarDate, dayRange, formatDate, isDateRange, timeAgo, toDayjs } from './date';

// Monday 6 May 2024, 07:08:09.010 local time (second quarter, ISO week 19).
const monday = new Date(2024, 4, 6, 7, 8, 9, 10);
const seconds = Math.floor(monday.getTime() / 1000);

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
});

describe('toDayjs', () => {
  it.each([
    ['a Date', monday, monday.getTime()],
    ['a dayjs', dayjs(monday), monday.getTime()],
    ['milliseconds', monday.getTime(), monday.getTime()],
    ['ten-digit seconds', seconds, seconds * 1000],
    ['ten-digit seconds as text', String(seconds), seconds * 1000],
    ['thirteen-digit milliseconds as text', String(monday.getTime()), monday.getTime()],
    ['date text', '2024-05-06 07:08:09', new Date(2024, 4, 6, 7, 8, 9).getTime()],
    ['ISO text', '2024-05-06T07:08:09', new Date(2024, 4, 6, 7, 8, 9).getTime()],
    ['a small number (milliseconds)', 1000, 1000],
  ])('reads %s', (_, input, ms) => expect(toDayjs(input).valueOf()).toBe(ms));

  it.each([[null], [undefined], [''], ['not a date'], [NaN]])('finds no date in %j', (input) =>
    expect(toDayjs(input).isValid()).toBe(false),
  );
});

describe('formatDate', () => {
  it.each([
    [undefined, '2024-05-06 07:08:09'],
    ['YYYY-mm-dd', '2024-05-06'],
    ['YYYY-m-d H:M:S', '2024-5-6 7:8:9'],
    ['YY/mm/dd', '24/05/06'],
    ['Y', '2024'],
    ['HH:MM', '07:08'],
    ['q', '2'],
    ['Q', '二'],
    ['QQQQ', '第二季度'],
    ['W', '一'],
    ['WW', '周一'],
    ['WWW', '星期一'],
    ['Z', '19'],
    ['ZZ', '19'],
    ['ZZZ', '第19周'],
    ['YYYY-mm-dd HH:MM:SS WWW QQQQ ZZZ', '2024-05-06 07:08:09 星期一 第二季度 第19周'],
    ['[Today is] WWW', 'Today is 星期一'],
    ['[YYYY]', 'YYYY'],
    ['', ''],
  ])('%j -> %j', (format, text) => expect(formatDate(monday, format)).toBe(text));

  it('takes ten-digit timestamps as seconds', () => {
    expect(formatDate(seconds)).toBe('2024-05-06 07:08:09');
    expect(formatDate(String(seconds), 'YYYY')).toBe('2024');
    expect(formatDate(monday.getTime(), 'HH:MM:SS')).toBe('07:08:09');
  });

  it.each([
    [new Date(2024, 0, 1), '1 Q1 W1 一'], // a Monday opening week 1
    [new Date(2023, 0, 1), '1 Q1 W52 日'], // a Sunday in the last ISO week of 2022
    [new Date(2020, 11, 31), '4 Q4 W53 四'],
    [new Date(2024, 11, 30), '4 Q4 W1 一'], // week 1 of 2025
    [new Date(2024, 2, 31), '1 Q1 W13 日'],
    [new Date(2024, 3, 1), '2 Q2 W14 一'],
    [new Date(2024, 8, 30, 23, 59, 59), '3 Q3 W40 一'],
    [new Date(2024, 9, 1, 0, 0, 0), '4 Q4 W40 二'],
  ])('quarter and week boundaries: %s', (date, text) => expect(formatDate(date, 'q [Q]q [W]Z W')).toBe(text));

  it('writes the words in the current language', async () => {
    const format = 'W WW WWW Q QQQQ ZZZ';
    await i18n.changeLanguage('en');
    expect(formatDate(monday, format)).toBe('Mo Mon Monday Q2 2nd quarter Week 19');
    await i18n.changeLanguage('zh-tw');
    expect(formatDate(monday, format)).toBe('一 週一 星期一 二 第二季 第19週');
  });

  it.each([[null], [undefined], [''], ['31/31/2024'], [NaN]])('gives nothing for %j', (input) =>
    expect(formatDate(input)).toBe(''),
  );
});

describe('calendarDate', () => {
  it('names the day and weekday in the current language, with or without the year', async () => {
    await i18n.changeLanguage('en');
    expect(calendarDate(monday)).toBe('Monday, May 6, 2024');
    expect(calendarDate(monday, { year: false })).toBe('Monday, May 6');
    await i18n.changeLanguage('zh-tw');
    expect(calendarDate(monday, { year: false })).toMatch(/^5月6日 /);
    expect(calendarDate('')).toBe('');
  });
});

describe('date ranges', () => {
  it('knows a range picker’s value: two ends, each a date or open', () => {
    expect(isDateRange([dayjs(monday), null])).toBe(true);
    expect(isDateRange([null, null])).toBe(true);
    for (const value of [[], [dayjs(monday)], ['2024-05-06', '2024-05-07'], [1, 2], null, 'x'])
      expect(isDateRange(value), JSON.stringify(value)).toBe(false);
  });

  it('gives each end as a day, an open end as nothing, and no range when both are open', () => {
    expect(dayRange([dayjs(monday), dayjs(new Date(2024, 11, 31, 23, 59))])).toEqual(['2024-05-06', '2024-12-31']);
    expect(dayRange([null, dayjs(monday)])).toEqual(['', '2024-05-06']);
    expect(dayRange([dayjs(monday), null])).toEqual(['2024-05-06', '']);
    expect(dayRange([null, null])).toBeUndefined();
  });
});

describe('timeAgo', () => {
  const now = monday.getTime();
  const before = (ms: number) => now - ms;
  it.each([
    [0, '刚刚'],
    [9_999, '刚刚'],
    [-9_999, '刚刚'], // a server clock slightly ahead
    [10_000, '10秒前'],
    [59_999, '59秒前'],
    [60_000, '1分钟前'],
    [3_599_999, '59分钟前'],
    [3_600_000, '1小时前'],
    [86_399_999, '23小时前'],
    [86_400_000, '1天前'],
    [259_199_999, '2天前'],
    [259_200_000, '2024-05-03'],
    [-60_000, '2024-05-06'],
  ])('%d ms ago -> %s', (ago, text) => expect(timeAgo(before(ago), undefined, now)).toBe(text));

  it('uses the format for older moments and counts in English', async () => {
    expect(timeAgo(before(5 * 86_400_000), 'YYYY/mm/dd HH:MM', now)).toBe('2024/05/01 07:08');
    await i18n.changeLanguage('en');
    expect(timeAgo(before(1_000), undefined, now)).toBe('just now');
    expect(timeAgo(before(60_000), undefined, now)).toBe('1 minute ago');
    expect(timeAgo(before(2 * 3_600_000), undefined, now)).toBe('2 hours ago');
    expect(timeAgo(before(86_400_000), undefined, now)).toBe('1 day ago');
    expect(timeAgo(before(11_000), undefined, now)).toBe('11 seconds ago');
  });

  it('reads ten-digit seconds and defaults to now', () => {
    expect(timeAgo(Math.floor(now / 1000) - 120, undefined, now)).toBe('2分钟前');
    expect(timeAgo(new Date())).toBe('刚刚');
    expect(timeAgo('')).toBe('');
  });
});
