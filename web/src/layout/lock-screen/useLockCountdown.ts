import { useEffect } from 'react';
import { useThemeConfig, type ThemeConfig } from '@/stores/themeConfig';

/** Spec §9: the lock-screen time unlocking restores, in seconds. */
export const DEFAULT_LOCK_TIME = 30;

/** Whether the screen is locked now: lock on and its countdown down to 1 (or less). */
export const isLocked = (c: Pick<ThemeConfig, 'isLockScreen' | 'lockScreenTime'>) =>
  c.isLockScreen && c.lockScreenTime <= 1;

/**
 * Spec §4: while the lock is on, themeConfig.lockScreenTime goes down by one each second (stored,
 * so a reload neither restarts the countdown nor escapes the lock); at 1 the screen locks. The
 * countdown is plain: pointer and keyboard activity do not restart it. Returns whether it is locked.
 */
export function useLockCountdown(): boolean {
  const isLockScreen = useThemeConfig((s) => s.themeConfig.isLockScreen);
  const locked = useThemeConfig((s) => isLocked(s.themeConfig));
  useEffect(() => {
    if (!isLockScreen || locked) return;
    const timer = window.setInterval(() => {
      const { themeConfig, setThemeConfig } = useThemeConfig.getState();
      // setThemeConfig also saves the theme config, so reaching 1 leaves it saved as locked.
      if (themeConfig.isLockScreen) setThemeConfig({ lockScreenTime: Math.max(1, themeConfig.lockScreenTime - 1) });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isLockScreen, locked]);
  return locked;
}

/**
 * Unlocks without asking for the password (spec §2): the lock goes off and its time back to 30. The
 * settings drawer, hidden while locked (usually left open by turning the lock on), stays closed.
 */
export function unlock() {
  useThemeConfig.getState().setThemeConfig({ isLockScreen: false, lockScreenTime: DEFAULT_LOCK_TIME, isDrawer: false });
}
