import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { setFeedback } from '@/lib/feedback';
import { Local } from '@/lib/storage';
import { defaultThemeConfig } from '@/stores/themeConfig';
import { barBackground, gradientEnd } from '../shell/colors';
import {
  applyColours,
  applyDark,
  applyFilters,
  applyPrimary,
  applyTheme,
  barVariables,
  pageFilter,
  primaryVariables,
  themeStyleText,
} from './applyTheme';

const message = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
const html = document.documentElement;
const cssVar = (name: string) => html.style.getPropertyValue(name);

beforeEach(() => {
  vi.clearAllMocks();
  setFeedback({ message, modal: {}, notification: {} } as never);
});
afterEach(() => {
  html.removeAttribute('style');
  html.removeAttribute('data-theme');
});

describe('primary colour variables', () => {
  it('derives light-1..9 at steps of 0.1 and dark-2 at 0.1 from #0169ff', () => {
    expect(primaryVariables('#0169ff')).toEqual({
      '--el-color-primary': '#0169ff',
      '--el-color-primary-light-1': '#1a78ff',
      '--el-color-primary-light-2': '#3387ff',
      '--el-color-primary-light-3': '#4d96ff',
      '--el-color-primary-light-4': '#66a5ff',
      '--el-color-primary-light-5': '#80b4ff',
      '--el-color-primary-light-6': '#99c3ff',
      '--el-color-primary-light-7': '#b2d2ff',
      '--el-color-primary-light-8': '#cce1ff',
      '--el-color-primary-light-9': '#e5f0ff',
      '--el-color-primary-dark-2': '#005ee5',
    });
  });
  it('puts them on <html>', () => {
    expect(applyPrimary('#0169ff')).toBe(true);
    expect(cssVar('--el-color-primary')).toBe('#0169ff');
    expect(cssVar('--el-color-primary-light-5')).toBe('#80b4ff');
    expect(cssVar('--el-color-primary-dark-2')).toBe('#005ee5');
  });
  it.each(['en', 'zh-tw', 'zh-cn'])('an empty colour warns the spec text in %s and applies nothing', async (lang) => {
    await i18n.changeLanguage(lang);
    applyPrimary('#0169ff');
    expect(applyPrimary('')).toBe(false);
    expect(applyPrimary('   ')).toBe(false);
    expect(message.warning).toHaveBeenCalledWith('全局主题 primary 颜色值不能为空');
    expect(message.warning).toHaveBeenCalledTimes(2);
    expect(cssVar('--el-color-primary')).toBe('#0169ff');
  });
  it('a colour that is not hex warns once and applies nothing', async () => {
    await i18n.changeLanguage('en');
    expect(applyPrimary('blue')).toBe(false);
    expect(message.warning).toHaveBeenCalledTimes(1);
    expect(message.warning).toHaveBeenCalledWith('wrong hex colour value');
    expect(cssVar('--el-color-primary')).toBe('');
  });
});

describe('bar colours', () => {
  it('end gradients at the light-0.6 shade', () => {
    expect(gradientEnd('#354e67')).toBe('#aeb8c2');
    expect(barBackground('#354e67', true)).toBe('linear-gradient(to right, #354e67, #aeb8c2)');
    expect(barBackground('#354e67', false)).toBe('#354e67');
    // Not #rrggbb: the same mix by CSS, and no warning.
    expect(gradientEnd('rgb(0, 0, 0)')).toBe('color-mix(in srgb, rgb(0, 0, 0), #fff 60%)');
    expect(message.warning).not.toHaveBeenCalled();
  });
  it('become variables, with the menu bar light-1 at 0.05', () => {
    const vars = barVariables({ ...defaultThemeConfig, menuBar: '#354e67', isMenuBarColorGradual: true });
    expect(vars['--next-bg-menuBar']).toBe('#354e67');
    expect(vars['--next-bg-menuBar-light-1']).toBe('#3f566e');
    expect(vars['--next-bg-menuBar-background']).toBe('linear-gradient(to right, #354e67, #aeb8c2)');
    expect(vars['--next-bg-topBar-background']).toBe(defaultThemeConfig.topBar);
    expect(vars['--next-bg-columnsMenuBarColor']).toBe(defaultThemeConfig.columnsMenuBarColor);
  });
  it('applyColours sets primary and bars and saves the style text', () => {
    applyColours({ ...defaultThemeConfig, topBar: '#112233' });
    expect(cssVar('--next-bg-topBar')).toBe('#112233');
    expect(cssVar('--el-color-primary')).toBe('#0169ff');
    expect(Local.get('themeConfigStyle')).toBe(themeStyleText());
    expect(themeStyleText()).toContain('--el-color-primary-light-1: #1a78ff');
  });
});

describe('filters and dark mode', () => {
  it('grayscale(1), invert(80%) or none; never both', () => {
    expect(pageFilter({ isGrayscale: true, isInvert: false })).toBe('grayscale(1)');
    expect(pageFilter({ isGrayscale: false, isInvert: true })).toBe('invert(80%)');
    expect(pageFilter({ isGrayscale: false, isInvert: false })).toBe('none');
    applyFilters({ isGrayscale: false, isInvert: true });
    expect(html.style.filter).toBe('invert(80%)');
    applyFilters({ isGrayscale: false, isInvert: false });
    expect(html.style.filter).toBe('none');
  });
  it('dark mode marks <html> and drops the boot background', () => {
    html.style.background = '#141414';
    applyDark(true);
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.style.background).toBe('');
    applyDark(false);
    expect(html.hasAttribute('data-theme')).toBe(false);
  });
  it('applyTheme applies and saves everything', () => {
    applyTheme({ ...defaultThemeConfig, isIsDark: true, isGrayscale: true });
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.style.filter).toBe('grayscale(1)');
    const saved = Local.get<string>('themeConfigStyle');
    expect(saved).toContain('filter: grayscale(1)');
    expect(saved).toContain('--next-bg-menuBar: #354E67');
  });
});
