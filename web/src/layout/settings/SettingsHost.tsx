import { lazy, Suspense, useEffect, useState } from 'react';
import { useThemeConfig } from '@/stores/themeConfig';
import { OPEN_SETTINGS_EVENT, openSettingsDrawer } from './actions';

// The drawer (colour pickers and all) loads the first time it opens, not with the console.
const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/**
 * Where the root view hosts the settings drawer: opens it on the window event 'openSetingsDrawer'
 * (or themeConfig.isDrawer), and hides it while the lock screen is about to show.
 */
export function SettingsHost() {
  const open = useThemeConfig((s) => s.themeConfig.isDrawer);
  const locking = useThemeConfig((s) => s.themeConfig.isLockScreen && s.themeConfig.lockScreenTime <= 1);
  // Once loaded it stays mounted, so closing can animate.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    window.addEventListener(OPEN_SETTINGS_EVENT, openSettingsDrawer);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, openSettingsDrawer);
  }, []);

  if (locking || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
