import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Local, TokenCookie } from '@/lib/storage';
import type { ThemeConfig } from '@/stores/themeConfig';
import { byLabel, config, message, open, setUpDrawerTests } from './drawerTestKit';

setUpDrawerTests();

describe('settings drawer actions: close, copy, reset', () => {
  it('closing clears the temporary flags and saves themeConfig and themeConfigStyle', async () => {
    open({ isFixedHeaderChange: true, isShowLogoChange: true });
    document.documentElement.style.setProperty('--el-color-primary', '#0169ff');
    fireEvent.click(byLabel('Close'));
    expect(config()).toMatchObject({ isDrawer: false, isFixedHeaderChange: false, isShowLogoChange: false });
    expect(Local.get<ThemeConfig>('themeConfig')).toMatchObject({
      isDrawer: false,
      isFixedHeaderChange: false,
      isShowLogoChange: false,
    });
    expect(Local.get('themeConfigStyle')).toBe('--el-color-primary: #0169ff;');
    // The content is destroyed once hidden.
    await waitFor(() => expect(document.querySelector('section[aria-label="Global theme"]')).toBeNull());
  });

  it('copies the stored configuration with the drawer closed, then closes', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open({ primary: '#123456' });
    Local.set('themeConfig', { ...config(), isDrawer: true });
    fireEvent.click(screen.getByText('Copy configuration'));
    await waitFor(() => expect(message.success).toHaveBeenCalledWith('Copy succeeded!'));
    const copied = JSON.parse(writeText.mock.calls[0][0] as string) as ThemeConfig;
    expect(copied).toMatchObject({ primary: '#123456', isDrawer: false, layout: 'golink' });
    expect(config().isDrawer).toBe(false);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("says 'Copy failed!' when the clipboard refuses, and still closes", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    fireEvent.click(screen.getByText('Copy configuration'));
    await waitFor(() => expect(message.error).toHaveBeenCalledWith('Copy failed!'));
    expect(config().isDrawer).toBe(false);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('reset clears localStorage and sessionStorage and reloads', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    open();
    Local.set('themeConfig', config());
    Local.set('oldLayout', 'classic');
    sessionStorage.setItem('userInfo', '{}');
    TokenCookie.set('t');
    fireEvent.click(screen.getByText('Reset to defaults'));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(TokenCookie.get()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
