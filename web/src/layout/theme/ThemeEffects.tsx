import { useEffect, useRef } from 'react';
import i18n from '@/i18n';
import { Local } from '@/lib/storage';
import { MOBILE_WIDTH, useWidthBelow } from '@/lib/viewport';
import { useThemeConfig, useThemeFields } from '@/stores/themeConfig';
import {
  BAR_FIELDS,
  applyBars,
  applyColours,
  applyDark,
  applyFilters,
  applyPrimary,
  saveThemeStyle,
} from './applyTheme';
import { WATERMARK_REFRESH_EVENT } from './Watermark';

/** Start-up re-apply delay (spec §9). */
export const FIRST_LOAD_DELAY_MS = 100;

/** Primary colour, grayscale, invert, dark mode, watermark and language, applied once more. */
export function reapplyAll() {
  const c = useThemeConfig.getState().themeConfig;
  applyPrimary(c.primary);
  applyFilters(c);
  applyDark(c.isIsDark);
  window.dispatchEvent(new Event(WATERMARK_REFRESH_EVENT));
  if (i18n.language !== c.globalI18n) void i18n.changeLanguage(c.globalI18n);
  saveThemeStyle();
}

/**
 * Keeps <html> in step with the theme configuration (mounted once, in App): colour variables,
 * filters and dark mode follow the store; crossing the 1000 px mobile width closes the settings
 * drawer and applies the colours again; the very first load applies everything once more after
 * 100 ms and sets the `frequency` marker.
 */
export function ThemeEffects() {
  const c = useThemeConfig((s) => s.themeConfig);
  const mobile = useWidthBelow(MOBILE_WIDTH);

  // First, so boot-theme.js's dark page background is gone before any style is saved.
  const { isGrayscale, isInvert, isIsDark } = c;
  useEffect(() => {
    applyDark(isIsDark);
    saveThemeStyle();
  }, [isIsDark]);

  useEffect(() => {
    if (applyPrimary(c.primary)) saveThemeStyle();
  }, [c.primary]);

  // Picked with a shallow comparison, so the effect runs when a bar's setting changes, not on every
  // write of the configuration.
  const bars = useThemeFields(...BAR_FIELDS);
  useEffect(() => {
    applyBars(bars);
    saveThemeStyle();
  }, [bars]);

  useEffect(() => {
    applyFilters({ isGrayscale, isInvert });
    saveThemeStyle();
  }, [isGrayscale, isInvert]);

  const wasMobile = useRef(mobile);
  useEffect(() => {
    if (wasMobile.current === mobile) return;
    wasMobile.current = mobile;
    const { themeConfig, setThemeConfig } = useThemeConfig.getState();
    if (themeConfig.isDrawer) setThemeConfig({ isDrawer: false });
    applyColours(themeConfig);
  }, [mobile]);

  useEffect(() => {
    if (Local.get('frequency') !== null) return;
    const timer = window.setTimeout(() => {
      reapplyAll();
      Local.set('frequency', 1);
    }, FIRST_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return null;
}
