// What the settings drawer's tests share: opening the drawer with a configuration, finding its
// controls by label, and a clean store, feedback and matchMedia around every test.
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import i18n from '@/i18n';
import { setFeedback } from '@/lib/feedback';
import { defaultThemeConfig, useThemeConfig, type ThemeConfig } from '@/stores/themeConfig';
import { SettingsDrawer } from './SettingsDrawer';

export const message = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
export const config = () => useThemeConfig.getState().themeConfig;

export function open(patch: Partial<ThemeConfig> = {}) {
  useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, ...patch, isDrawer: true } });
  return render(<SettingsDrawer />);
}
export const drawer = () => document.querySelector<HTMLElement>('[data-region="settings-drawer"]');
// Queries by label: getByRole is too slow over a drawer full of antd controls.
export const byLabel = (name: string) => {
  const el = document.querySelector<HTMLElement>(`[aria-label="${name}"]`);
  if (!el) throw new Error(`nothing labelled ${name}`);
  return el;
};
export const toggle = (name: string) => {
  const el = byLabel(name);
  expect(el).toHaveAttribute('role', 'switch');
  return el;
};
export const section = (name: string) => {
  const el = byLabel(name);
  expect(el.tagName).toBe('SECTION');
  return el;
};
export const combobox = (name: string) => byLabel(name) as HTMLInputElement;
/** Waits for the part `selector` of a popup (a colour picker opens in one) and gives it. */
export const findPopupPart = (selector: string) =>
  waitFor(() => {
    const el = document.querySelector<HTMLElement>(selector);
    expect(el).not.toBeNull();
    return el!;
  });

/** Registers the hooks every drawer test file runs: English, fresh mocks, and matchMedia and <html> restored. */
export function setUpDrawerTests() {
  const realMatchMedia = window.matchMedia;
  beforeEach(async () => {
    vi.clearAllMocks();
    setFeedback({ message, modal: {}, notification: {} } as never);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('style');
  });
}
