import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { greeting, greetingKey } from './greeting';

describe('greetingKey', () => {
  it.each([
    [0, 'earlyMorning'],
    [5, 'earlyMorning'],
    [6, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [18, 'evening'],
    [19, 'night'],
    [21, 'night'],
    [22, 'lateNight'],
    [23, 'lateNight'],
  ])('hour %d -> %s', (hour, key) => expect(greetingKey(hour)).toBe(key));
});

describe('greeting', () => {
  const at = (hour: number) => new Date(2024, 4, 6, hour, 30);
  it.each([
    ['zh-cn', ['凌晨好', '早上好', '上午好', '中午好', '下午好', '傍晚好', '晚上好', '夜里好']],
    [
      'en',
      [
        'Good early morning',
        'Good morning',
        'Good morning',
        'Good noon',
        'Good afternoon',
        'Good evening',
        'Good evening',
        'Good night',
      ],
    ],
    ['zh-tw', ['凌晨好', '早上好', '上午好', '中午好', '下午好', '傍晚好', '晚上好', '夜裡好']],
  ])('greets in %s by the hour', async (lang, texts) => {
    await i18n.changeLanguage(lang);
    expect([5, 6, 9, 12, 14, 17, 19, 22].map((h) => greeting(at(h)))).toEqual(texts);
  });

  it('defaults to now', async () => {
    await i18n.changeLanguage('zh-cn');
    expect(greeting()).toBe(i18n.t(`common:greeting.${greetingKey(new Date().getHours())}`));
  });
});
