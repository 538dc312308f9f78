// Carries out the settings rules: the store, localStorage, window events and the toasts.
import i18n from '@/i18n';
import { copyText } from '@/lib/clipboard';
import { feedback } from '@/lib/feedback';
import { clearAll, Local } from '@/lib/storage';
import { useThemeConfig, type ThemeConfig } from '@/stores/themeConfig';
import { applyColours, saveThemeStyle } from '../theme/applyTheme';
import { changeSetting, CLOSED_DRAWER, type Change } from './rules';

/** The window event that opens the drawer (the spec's spelling). */
export const OPEN_SETTINGS_EVENT = 'openSetingsDrawer';
/** The window event that asks the breadcrumb to refresh its filtered routes. */
export const BREADCRUMB_REFRESH_EVENT = 'getBreadcrumbIndexSetFilterRoutes';

// Colour pickers hold back their changes for 200 ms; closing the drawer must not lose the last one.
const pending = new Set<() => void>();
export const pendingCommits = {
  add: (flush: () => void) => pending.add(flush),
  delete: (flush: () => void) => pending.delete(flush),
  flush: () => [...pending].forEach((f) => f()),
};

/** Carries out a change; false (after a warning) when it was refused. */
export function applyChange(change: Change): boolean {
  if (change.error) {
    feedback.message.warning(i18n.t(change.error));
    return false;
  }
  if (change.oldLayout) Local.set('oldLayout', change.oldLayout);
  if (Object.keys(change.patch).length) useThemeConfig.getState().setThemeConfig(change.patch);
  if (change.refreshBreadcrumb) window.dispatchEvent(new Event(BREADCRUMB_REFRESH_EVENT));
  if (change.reapplyColours) applyColours(useThemeConfig.getState().themeConfig);
  return true;
}

/** One drawer control changed: through the rules, then carried out. */
export function updateSetting<K extends keyof ThemeConfig>(key: K, value: ThemeConfig[K] | unknown, mobile = false) {
  return applyChange(changeSetting(useThemeConfig.getState().themeConfig, key, value, { mobile }));
}

export function openSettingsDrawer() {
  useThemeConfig.getState().setThemeConfig({ isDrawer: true });
}

/** Closing clears the temporary header and logo flags and saves themeConfig and themeConfigStyle. */
export function closeSettingsDrawer() {
  pendingCommits.flush();
  useThemeConfig.getState().setThemeConfig(CLOSED_DRAWER);
  saveThemeStyle();
}

/** The stored configuration, drawer closed, as JSON on the clipboard; then the drawer closes. */
export async function copyThemeConfig(): Promise<boolean> {
  pendingCommits.flush();
  const stored = Local.get<ThemeConfig>('themeConfig') ?? useThemeConfig.getState().themeConfig;
  const ok = await copyText(JSON.stringify({ ...stored, isDrawer: false }, null, 2));
  closeSettingsDrawer();
  return ok;
}

/** Back to the defaults: all browser storage goes and the page loads again. */
export function resetSettings() {
  clearAll();
  window.location.reload();
}
