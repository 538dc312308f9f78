import { describe, expect, it } from 'vitest';
import { defaultThemeConfig, useThemeConfig } from '@/stores/themeConfig';
import { isLocked, unlock } from './useLockCountdown';

describe('unlock', () => {
  it('turns the lock off, restores 30 s, and does not bring back the drawer left open when locking', () => {
    // The lock was switched on in the drawer, so the drawer was open when the screen locked.
    useThemeConfig.setState({
      themeConfig: { ...defaultThemeConfig, isLockScreen: true, lockScreenTime: 1, isDrawer: true },
    });
    expect(isLocked(useThemeConfig.getState().themeConfig)).toBe(true);
    unlock();
    expect(useThemeConfig.getState().themeConfig).toMatchObject({
      isLockScreen: false,
      lockScreenTime: 30,
      isDrawer: false,
    });
  });
});
