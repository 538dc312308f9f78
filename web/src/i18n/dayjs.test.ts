import { describe, expect, it } from 'vitest';
import dayjs, { dayjsReady } from './dayjs';
import { switchFollowers } from './followers';
import i18n from './index';

describe('dayjs follows the console language', () => {
  it('speaks the starting language once ready, and each language the app switches to', async () => {
    await dayjsReady;
    expect(dayjs.locale()).toBe(i18n.language);
    await switchFollowers('en');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2024-05-06').format('LL dddd')).toBe('May 6, 2024 Monday');
    await switchFollowers('zh-tw');
    expect(dayjs('2024-05-06').format('dddd')).toBe('星期一');
    await switchFollowers('zh-cn');
    expect(dayjs('2024-05-06').format('LL')).toBe('2024年5月6日');
  });
});
