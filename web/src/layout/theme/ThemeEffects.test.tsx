import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { setFeedback } from '@/lib/feedback';
import { Local } from '@/lib/storage';
import { defaultThemeConfig, useThemeConfig, type ThemeConfig } from '@/stores/themeConfig';
import { ThemeEffects } from './ThemeEffects';
import { WATERMARK_REFRESH_EVENT } from './Watermark';

const html = document.documentElement;
const cssVar = (name: string) => html.style.getPropertyValue(name);
const message = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };

// A viewport whose width can cross the 1000 px mobile limit.
let narrow = false;
const mediaListeners = new Set<() => void>();
function setNarrow(value: boolean) {
  narrow = value;
  act(() => mediaListeners.forEach((l) => l()));
}
const realMatchMedia = window.matchMedia;

const setConfig = (patch: Partial<ThemeConfig>) =>
  useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, ...patch } });

beforeEach(() => {
  vi.clearAllMocks();
  setFeedback({ message, modal: {}, notification: {} } as never);
  narrow = false;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return narrow;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
    removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
  })) as never;
  setConfig({});
});
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = realMatchMedia;
  mediaListeners.clear();
  html.removeAttribute('style');
  html.removeAttribute('data-theme');
});

describe('ThemeEffects', () => {
  it('applies the stored look on mount and follows the store', () => {
    setConfig({ isIsDark: true, isInvert: true, primary: '#ff0000' });
    render(<ThemeEffects />);
    expect(cssVar('--el-color-primary')).toBe('#ff0000');
    expect(cssVar('--next-bg-menuBar')).toBe('#354E67');
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.style.filter).toBe('invert(80%)');
    act(() => useThemeConfig.getState().setThemeConfig({ isIsDark: false, isGrayscale: true, isInvert: false }));
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(html.style.filter).toBe('grayscale(1)');
    act(() => useThemeConfig.getState().setThemeConfig({ menuBar: '#000000', isMenuBarColorGradual: true }));
    expect(cssVar('--next-bg-menuBar-background')).toBe('linear-gradient(to right, #000000, #999999)');
    expect(Local.get('themeConfigStyle')).toBe(html.style.cssText);
  });

  it('warns about an empty stored primary and applies no primary variables', () => {
    setConfig({ primary: '' });
    render(<ThemeEffects />);
    expect(message.warning).toHaveBeenCalledWith('全局主题 primary 颜色值不能为空');
    expect(cssVar('--el-color-primary')).toBe('');
  });

  it('on the first load re-applies everything after 100 ms, then sets frequency', async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('zh-cn');
    setConfig({ globalI18n: 'en', isGrayscale: true });
    const refresh = vi.fn();
    window.addEventListener(WATERMARK_REFRESH_EVENT, refresh);
    render(<ThemeEffects />);
    // The look is applied at once; the second pass waits.
    expect(html.style.filter).toBe('grayscale(1)');
    html.removeAttribute('style');
    act(() => vi.advanceTimersByTime(99));
    expect(Local.get('frequency')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(Local.get('frequency')).toBe(1);
    expect(html.style.filter).toBe('grayscale(1)');
    expect(cssVar('--el-color-primary')).toBe('#0169ff');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    window.removeEventListener(WATERMARK_REFRESH_EVENT, refresh);
    await i18n.changeLanguage('zh-cn');
  });

  it('does not re-apply when frequency is already set', () => {
    vi.useFakeTimers();
    Local.set('frequency', 1);
    const refresh = vi.fn();
    window.addEventListener(WATERMARK_REFRESH_EVENT, refresh);
    render(<ThemeEffects />);
    act(() => vi.advanceTimersByTime(500));
    expect(refresh).not.toHaveBeenCalled();
    window.removeEventListener(WATERMARK_REFRESH_EVENT, refresh);
  });

  it('crossing the 1000 px width closes the drawer and applies the colours again', () => {
    Local.set('frequency', 1);
    setConfig({ isDrawer: true });
    render(<ThemeEffects />);
    expect(useThemeConfig.getState().themeConfig.isDrawer).toBe(true);
    html.style.removeProperty('--next-bg-topBar');
    setNarrow(true);
    expect(useThemeConfig.getState().themeConfig.isDrawer).toBe(false);
    expect(cssVar('--next-bg-topBar')).toBe(defaultThemeConfig.topBar);
    // The stored layout is not changed by going mobile.
    expect(useThemeConfig.getState().themeConfig.layout).toBe('golink');
    act(() => useThemeConfig.getState().setThemeConfig({ isDrawer: true }));
    setNarrow(false);
    expect(useThemeConfig.getState().themeConfig.isDrawer).toBe(false);
  });
});
