import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { getDarkColor, getLightColor, hexToRgb, rgbToHex, textOn } from './colour';
import { setFeedback } from './feedback';

const warning = vi.fn();

beforeEach(async () => {
  warning.mockReset();
  setFeedback({ message: { warning }, modal: {} } as never);
  await i18n.changeLanguage('en');
});

describe('hexToRgb', () => {
  it.each([
    ['#000000', [0, 0, 0]],
    ['#ffffff', [255, 255, 255]],
    ['#FFFFFF', [255, 255, 255]],
    ['0169ff', [1, 105, 255]],
    ['#0169ff', [1, 105, 255]],
    ['#354E67', [53, 78, 103]],
    ['#0a0b0c', [10, 11, 12]],
  ])('%s -> %j', (hex, rgb) => {
    expect(hexToRgb(hex)).toEqual(rgb);
    expect(warning).not.toHaveBeenCalled();
  });

  it.each([[''], ['#'], ['#fff'], ['#12345'], ['#1234567'], ['##123456'], ['#12345g'], [' #123456'], ['rgb(1,2,3)']])(
    "warns 'wrong hex colour value' for %j",
    (hex) => {
      expect(hexToRgb(hex)).toBeUndefined();
      expect(warning).toHaveBeenCalledWith('wrong hex colour value');
    },
  );
});

describe('rgbToHex', () => {
  it.each([
    [[0, 0, 0], '#000000'],
    [[255, 255, 255], '#ffffff'],
    [[1, 105, 255], '#0169ff'],
    [['53', '78', '103'], '#354e67'],
    [[10, 11, 12], '#0a0b0c'],
    [['007', '0', '255'], '#0700ff'],
  ] as const)('%j -> %s', ([r, g, b], hex) => {
    expect(rgbToHex(r, g, b)).toBe(hex);
    expect(warning).not.toHaveBeenCalled();
  });

  it.each([
    [256, 0, 0],
    [0, 0, 1000],
    [-1, 0, 0],
    [1.5, 0, 0],
    ['', 0, 0],
    [' 1', 0, 0],
    ['0x1', 0, 0],
    [NaN, 0, 0],
  ])("warns 'wrong rgb colour value' for %j, %j, %j", (r, g, b) => {
    expect(rgbToHex(r, g, b)).toBeUndefined();
    expect(warning).toHaveBeenCalledWith('wrong rgb colour value');
  });

  it('warns in the current language', async () => {
    await i18n.changeLanguage('zh-cn');
    rgbToHex(300, 0, 0);
    hexToRgb('x');
    expect(warning.mock.calls).toEqual([['输入错误的rgb颜色值'], ['输入错误的hex颜色值']]);
  });
});

describe('getLightColor and getDarkColor', () => {
  it.each([
    ['#0169ff', 0, '#0169ff'],
    ['#0169ff', 0.1, '#1a78ff'],
    ['#0169ff', 0.5, '#80b4ff'],
    ['#0169ff', 0.6, '#99c3ff'],
    ['#0169ff', 0.9, '#e5f0ff'],
    ['#0169ff', 1, '#ffffff'],
    ['#354E67', 0.05, '#3f566e'],
    ['#000000', 0.5, '#7f7f7f'],
    ['#0169ff', 2, '#ffffff'], // level clamped
    ['#0169ff', -1, '#0169ff'],
  ])('light %s by %d -> %s', (hex, level, out) => expect(getLightColor(hex, level)).toBe(out));

  it.each([
    ['#0169ff', 0, '#0169ff'],
    ['#0169ff', 0.1, '#005ee5'],
    ['#0169ff', 0.5, '#00347f'],
    ['#0169ff', 1, '#000000'],
    ['#ffffff', 0.1, '#e5e5e5'],
    ['#0169ff', 5, '#000000'],
    ['#0169ff', -0.5, '#0169ff'],
  ])('dark %s by %d -> %s', (hex, level, out) => expect(getDarkColor(hex, level)).toBe(out));

  it('the theme series light-1..9 runs from the primary toward white', () => {
    const series = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => getLightColor('#0169ff', i / 10)!);
    const reds = series.map((hex) => hexToRgb(hex)![0]);
    expect(reds).toEqual([...reds].sort((a, b) => a - b));
    expect(new Set(series).size).toBe(9);
  });

  it('warn and give undefined for a bad hex', () => {
    expect(getLightColor('#fff', 0.1)).toBeUndefined();
    expect(getDarkColor('', 0.1)).toBeUndefined();
    expect(warning).toHaveBeenCalledTimes(2);
    expect(warning).toHaveBeenCalledWith('wrong hex colour value');
  });
});

describe('textOn', () => {
  it.each([
    ['#f5222d', '#000000'], // red: black reads at 5.3:1, white at only 4.0:1
    ['#faad14', '#000000'],
    ['#0958d9', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#ffffff', '#000000'],
  ])('%s takes %s text', (hex, text) => {
    expect(textOn(hex)).toBe(text);
  });

  it('says nothing for what is not a hex colour', () => {
    expect(textOn('')).toBeUndefined();
    expect(textOn('red')).toBeUndefined();
    expect(warning).not.toHaveBeenCalled();
  });
});
