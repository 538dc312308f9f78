import { describe, expect, it } from 'vitest';
import { Local } from '@/lib/storage';
import { defaultThemeConfig, loadThemeConfig, type Layout, type ThemeConfig } from '@/stores/themeConfig';
import {
  changeBreadcrumb,
  changeFilter,
  changeLayout,
  changeLockScreenTime,
  changePrimary,
  changeSetting,
  changeSplitMenu,
  changeWatermarkText,
  disabledStates,
  isDisabled,
  NO_CHANGE,
  parseLockScreenTime,
  sanitizeWatermarkText,
  WATERMARK_MAX_LENGTH,
} from './rules';

const config = (patch: Partial<ThemeConfig> = {}): ThemeConfig => ({ ...defaultThemeConfig, ...patch });
const LAYOUTS: Layout[] = ['defaults', 'classic', 'transverse', 'columns', 'golink'];

describe('changeLayout', () => {
  it('remembers the previous layout, closes the drawer and asks for the colours again', () => {
    const change = changeLayout(config({ layout: 'golink', isDrawer: true, isCollapse: true }), 'columns');
    expect(change).toEqual({
      patch: { layout: 'columns', isDrawer: false },
      oldLayout: 'golink',
      reapplyColours: true,
    });
  });
  it('unfolds the menu when transverse is chosen', () => {
    expect(changeLayout(config({ layout: 'defaults', isCollapse: true }), 'transverse').patch).toEqual({
      layout: 'transverse',
      isDrawer: false,
      isCollapse: false,
    });
  });
  it('does nothing when the layout is unchanged', () => {
    expect(changeLayout(config({ layout: 'classic', isDrawer: true }), 'classic')).toBe(NO_CHANGE);
  });
});

describe('breadcrumb and split menu', () => {
  it.each(['classic', 'golink'] as const)('a breadcrumb change in %s turns the split menu off', (layout) => {
    const c = config({ layout, isClassicSplitMenu: true });
    expect(changeBreadcrumb(c, true).patch).toEqual({ isBreadcrumb: true, isClassicSplitMenu: false });
    expect(changeBreadcrumb(c, false).patch).toEqual({ isBreadcrumb: false, isClassicSplitMenu: false });
  });
  it.each(['defaults', 'columns', 'transverse'] as const)('in %s it leaves the split menu alone', (layout) => {
    expect(changeBreadcrumb(config({ layout }), false).patch).toEqual({ isBreadcrumb: false });
  });
  it('turning the split menu off turns the breadcrumb off and refreshes its routes', () => {
    expect(changeSplitMenu(config({ isBreadcrumb: true }), false)).toEqual({
      patch: { isClassicSplitMenu: false, isBreadcrumb: false },
      refreshBreadcrumb: true,
    });
  });
  it('turning the split menu on leaves the breadcrumb alone', () => {
    expect(changeSplitMenu(config({ isBreadcrumb: true }), true)).toEqual({ patch: { isClassicSplitMenu: true } });
  });
});

describe('grayscale and invert', () => {
  it('turning one on turns the other off', () => {
    expect(changeFilter(config({ isInvert: true }), 'isGrayscale', true).patch).toEqual({
      isGrayscale: true,
      isInvert: false,
    });
    expect(changeFilter(config({ isGrayscale: true }), 'isInvert', true).patch).toEqual({
      isInvert: true,
      isGrayscale: false,
    });
  });
  it('turning one off leaves the other as it is', () => {
    expect(changeFilter(config({ isGrayscale: true }), 'isInvert', false).patch).toEqual({ isInvert: false });
  });
  it('never leaves both on through changeSetting', () => {
    let c = config();
    for (const [key, on] of [
      ['isGrayscale', true],
      ['isInvert', true],
      ['isGrayscale', true],
    ] as const) {
      c = { ...c, ...changeSetting(c, key, on).patch };
      expect(c.isGrayscale && c.isInvert).toBe(false);
      expect(c[key]).toBe(true);
    }
  });
});

describe('lock-screen time', () => {
  it('accepts whole numbers from 1 to 9999', () => {
    for (const n of [1, 30, 9999]) expect(parseLockScreenTime(n)).toBe(n);
    expect(parseLockScreenTime('45')).toBe(45);
    expect(changeLockScreenTime(config(), 120)).toEqual({ patch: { lockScreenTime: 120 } });
  });
  it.each([0, -5, 10000, 1.5, NaN, Infinity, null, undefined, '', 'abc', '1e3', '2.5', true])(
    'refuses %s with a clear message',
    (value) => {
      expect(parseLockScreenTime(value)).toBeUndefined();
      expect(changeLockScreenTime(config(), value)).toEqual({ patch: {}, error: 'settings:lockTimeInvalid' });
    },
  );
});

describe('watermark text', () => {
  it('strips tags and control characters, trims and keeps the words', () => {
    expect(sanitizeWatermarkText('  <b>Top</b> secret<script>alert(1)</script> ')).toBe('Top secretalert(1)');
    expect(sanitizeWatermarkText('a\u0000b\u0007c\u200bd\u202ee\ufeff')).toBe('abcde');
    expect(sanitizeWatermarkText('line one\nline\ttwo')).toBe('line one line two');
    expect(sanitizeWatermarkText('a <img src=x onerror=alert(1)')).toBe('a');
    expect(sanitizeWatermarkText('物联网平台 内部资料')).toBe('物联网平台 内部资料');
  });
  it('caps the length by character, not by UTF-16 unit', () => {
    const long = '😀'.repeat(WATERMARK_MAX_LENGTH + 10);
    expect(Array.from(sanitizeWatermarkText(long))).toHaveLength(WATERMARK_MAX_LENGTH);
    expect(sanitizeWatermarkText('x'.repeat(200))).toHaveLength(WATERMARK_MAX_LENGTH);
  });
  it('gives empty text for what is not text', () => {
    expect(sanitizeWatermarkText(42)).toBe('');
    expect(sanitizeWatermarkText(null)).toBe('');
  });
  it('ignores empty and unchanged text, stores sanitised text', () => {
    const c = config({ wartermarkText: 'IoT platform' });
    expect(changeWatermarkText(c, '   ')).toBe(NO_CHANGE);
    expect(changeWatermarkText(c, '<i></i>')).toBe(NO_CHANGE);
    expect(changeWatermarkText(c, ' IoT platform ')).toBe(NO_CHANGE);
    expect(changeWatermarkText(c, ' <b>Secret</b> ')).toEqual({ patch: { wartermarkText: 'Secret' } });
  });
});

describe('primary colour', () => {
  it('refuses an empty colour', () => {
    expect(changePrimary(config(), '')).toEqual({ patch: {}, error: 'common:primaryEmpty' });
    expect(changePrimary(config(), '  ')).toEqual({ patch: {}, error: 'common:primaryEmpty' });
    expect(changePrimary(config(), null).error).toBe('common:primaryEmpty');
    expect(changePrimary(config(), '#ff0000')).toEqual({ patch: { primary: '#ff0000' } });
  });
});

describe('disabled states', () => {
  it('columns colours and the columns aside selects only in columns', () => {
    for (const l of LAYOUTS) {
      expect(disabledStates(l, false).columnsColours).toBe(l !== 'columns');
      expect(disabledStates(l, false).columnsAside).toBe(l !== 'columns');
    }
  });
  it('collapse and unique-opened are disabled in transverse', () => {
    for (const l of LAYOUTS) {
      expect(disabledStates(l, false).isCollapse).toBe(l === 'transverse');
      expect(disabledStates(l, false).isUniqueOpened).toBe(l === 'transverse');
    }
  });
  it('the split menu is enabled only in classic (spec §2)', () => {
    expect(LAYOUTS.filter((l) => !disabledStates(l, false).isClassicSplitMenu)).toEqual(['classic']);
  });
  it('the breadcrumb is disabled in classic and transverse', () => {
    expect(LAYOUTS.filter((l) => disabledStates(l, false).isBreadcrumb)).toEqual(['classic', 'transverse']);
  });
  it('sortable tags are disabled on a phone', () => {
    expect(disabledStates('golink', true).isSortableTagsView).toBe(true);
    expect(disabledStates('golink', false).isSortableTagsView).toBe(false);
  });
  it('isDisabled maps fields to their state', () => {
    const golink = config({ layout: 'golink' });
    expect(isDisabled(golink, 'columnsMenuBar', false)).toBe(true);
    expect(isDisabled(golink, 'isColumnsMenuBarColorGradual', false)).toBe(true);
    expect(isDisabled(golink, 'columnsAsideLayout', false)).toBe(true);
    expect(isDisabled(config({ layout: 'columns' }), 'columnsMenuBar', false)).toBe(false);
    expect(isDisabled(golink, 'isFooter', false)).toBe(false);
    expect(isDisabled(golink, 'isSortableTagsView', true)).toBe(true);
  });
});

describe('changeSetting', () => {
  it('ignores a change to a control that is disabled in the layout', () => {
    expect(changeSetting(config({ layout: 'transverse' }), 'isCollapse', true)).toBe(NO_CHANGE);
    expect(changeSetting(config({ layout: 'golink' }), 'columnsMenuBar', '#000000')).toBe(NO_CHANGE);
    expect(changeSetting(config(), 'isSortableTagsView', false, { mobile: true })).toBe(NO_CHANGE);
  });
  it('routes each field to its rule', () => {
    const c = config({ layout: 'golink' });
    expect(changeSetting(c, 'layout', 'classic').oldLayout).toBe('golink');
    expect(changeSetting(c, 'isBreadcrumb', false).patch.isClassicSplitMenu).toBe(false);
    expect(changeSetting(config({ layout: 'classic' }), 'isClassicSplitMenu', false).refreshBreadcrumb).toBe(true);
    // Spec §2: the split menu switch does nothing outside classic.
    expect(changeSetting(c, 'isClassicSplitMenu', false)).toBe(NO_CHANGE);
    expect(changeSetting(c, 'lockScreenTime', 0).error).toBe('settings:lockTimeInvalid');
    expect(changeSetting(c, 'wartermarkText', '<b>x</b>').patch).toEqual({ wartermarkText: 'x' });
    expect(changeSetting(c, 'primary', '').error).toBe('common:primaryEmpty');
    expect(changeSetting(c, 'isFooter', true).patch).toEqual({ isFooter: true });
  });
  it('marks switching the fixed header or the logo off', () => {
    const c = config();
    expect(changeSetting(c, 'isFixedHeader', false).patch).toEqual({ isFixedHeader: false, isFixedHeaderChange: true });
    expect(changeSetting(c, 'isFixedHeader', true).patch).toEqual({ isFixedHeader: true, isFixedHeaderChange: false });
    expect(changeSetting(c, 'isShowLogo', false).patch).toEqual({ isShowLogo: false, isShowLogoChange: true });
  });
});

describe('stored configuration', () => {
  it('starts with the drawer closed even when it was saved open', () => {
    Local.set('themeConfig', { ...defaultThemeConfig, isDrawer: true, layout: 'columns' });
    expect(loadThemeConfig()).toMatchObject({ isDrawer: false, layout: 'columns' });
  });
});
