import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { useThemeConfig } from '@/stores/themeConfig';
import { OPEN_SETTINGS_EVENT, openSettingsDrawer } from './actions';

// The drawer (colour pickers and all) is not part of the console's first load: its code is fetched
// when the pointer or focus reaches the settings button, or once the console is idle, so the click
// does not wait for it.
const loadDrawer = () => import('./SettingsDrawer');
export const preloadSettingsDrawer = () => void loadDrawer();
const SettingsDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SettingsDrawer })));

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
  // Once the console is idle the drawer is rendered closed, its content hidden (SettingsDrawer), so
  // the first open only shows it instead of building 40 controls and their styles then (some
  // 300 ms). As a transition, so the work yields to anything the user does meanwhile.
  useEffect(() => whenIdle(() => startTransition(() => setWanted(true))), []);

  if (locking || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
