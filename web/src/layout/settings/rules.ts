// The settings drawer's rules (spec §4, §5), pure: each takes the current configuration and a wish,
// and says what to change. actions.ts carries the result out (store, localStorage, events, toasts).
import type { Layout, ThemeConfig } from '@/stores/themeConfig';

/** What one settings change does. */
export interface Change {
  /** Fields to set; empty when the wish is refused or changes nothing. */
  patch: Partial<ThemeConfig>;
  /** The layout to remember in localStorage as `oldLayout`. */
  oldLayout?: Layout;
  /** The breadcrumb must refresh its filtered routes. */
  refreshBreadcrumb?: boolean;
  /** All colours must be applied again (the layout changed). */
  reapplyColours?: boolean;
  /** i18n key of the warning to show: the wish was refused. */
  error?: string;
}

export const NO_CHANGE: Change = { patch: {} };

export const LOCK_TIME_MIN = 1;
export const LOCK_TIME_MAX = 9999;
export const WATERMARK_MAX_LENGTH = 50;

/** The fields that closing the drawer sets. */
export const CLOSED_DRAWER: Partial<ThemeConfig> = {
  isDrawer: false,
  isFixedHeaderChange: false,
  isShowLogoChange: false,
};

const hasSplitMenu = (layout: Layout) => layout === 'classic' || layout === 'golink';

/** Picks a layout: remembers the previous one, folds nothing open in transverse, closes the drawer. */
export function changeLayout(config: ThemeConfig, next: Layout): Change {
  if (config.layout === next) return NO_CHANGE;
  return {
    patch: { layout: next, isDrawer: false, ...(next === 'transverse' ? { isCollapse: false } : {}) },
    oldLayout: config.layout,
    reapplyColours: true,
  };
}

/** The breadcrumb switch; in classic and golink any change of it turns the split menu off. */
export function changeBreadcrumb(config: ThemeConfig, on: boolean): Change {
  return { patch: { isBreadcrumb: on, ...(hasSplitMenu(config.layout) ? { isClassicSplitMenu: false } : {}) } };
}

/** The classic split menu switch; turning it off turns the breadcrumb off and refreshes its routes. */
export function changeSplitMenu(_config: ThemeConfig, on: boolean): Change {
  if (on) return { patch: { isClassicSplitMenu: true } };
  return { patch: { isClassicSplitMenu: false, isBreadcrumb: false }, refreshBreadcrumb: true };
}

/** Grayscale and invert are mutually exclusive: turning one on turns the other off. */
export function changeFilter(_config: ThemeConfig, filter: 'isGrayscale' | 'isInvert', on: boolean): Change {
  const other = filter === 'isGrayscale' ? 'isInvert' : 'isGrayscale';
  return { patch: on ? { [filter]: true, [other]: false } : { [filter]: false } };
}

/** A lock-screen time: a whole number from 1 to 9999 (digits in a string count too). */
export function parseLockScreenTime(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= LOCK_TIME_MIN && n <= LOCK_TIME_MAX ? n : undefined;
}

export function changeLockScreenTime(_config: ThemeConfig, value: unknown): Change {
  const n = parseLockScreenTime(value);
  return n === undefined ? { patch: {}, error: 'settings:lockTimeInvalid' } : { patch: { lockScreenTime: n } };
}

// C0 and C1 controls, zero-width and bidirectional-override characters, the byte-order mark.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Watermark text made safe to draw: tags and invisible characters go, line breaks and tabs become
 * spaces, runs of spaces shrink to one, ends are trimmed and the length is capped (by character).
 */
export function sanitizeWatermarkText(text: unknown): string {
  if (typeof text !== 'string') return '';
  const clean = text
    .replace(/<[^>]*>?/g, '')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, WATERMARK_MAX_LENGTH).join('').trim();
}

/** New watermark text, sanitised; empty (after sanitising) or unchanged text is ignored. */
export function changeWatermarkText(config: ThemeConfig, text: unknown): Change {
  const clean = sanitizeWatermarkText(text);
  if (!clean || clean === config.wartermarkText) return NO_CHANGE;
  return { patch: { wartermarkText: clean } };
}

/** The primary colour must not be empty. */
export function changePrimary(_config: ThemeConfig, value: unknown): Change {
  const colour = typeof value === 'string' ? value.trim() : '';
  return colour ? { patch: { primary: colour } } : { patch: {}, error: 'common:primaryEmpty' };
}

/** Which drawer controls are disabled for a layout (and on a phone). */
export interface DisabledStates {
  /** The columns menu colours (the whole section). */
  columnsColours: boolean;
  isCollapse: boolean;
  isUniqueOpened: boolean;
  isClassicSplitMenu: boolean;
  isBreadcrumb: boolean;
  isSortableTagsView: boolean;
  /** The columns aside style and layout selects. */
  columnsAside: boolean;
}

export function disabledStates(layout: Layout, mobile: boolean): DisabledStates {
  return {
    columnsColours: layout !== 'columns',
    isCollapse: layout === 'transverse',
    isUniqueOpened: layout === 'transverse',
    // Spec §2: the split menu is a classic-only setting (golink always lists the sections in its aside).
    isClassicSplitMenu: layout !== 'classic',
    isBreadcrumb: layout === 'classic' || layout === 'transverse',
    isSortableTagsView: mobile,
    columnsAside: layout !== 'columns',
  };
}

const COLUMNS_FIELDS = new Set<keyof ThemeConfig>([
  'columnsMenuBar',
  'columnsMenuBarColor',
  'isColumnsMenuBarColorGradual',
]);
const COLUMNS_ASIDE_FIELDS = new Set<keyof ThemeConfig>(['columnsAsideStyle', 'columnsAsideLayout']);

/** Whether a field's control is disabled in this configuration. */
export function isDisabled(config: ThemeConfig, key: keyof ThemeConfig, mobile: boolean): boolean {
  const d = disabledStates(config.layout, mobile);
  if (COLUMNS_FIELDS.has(key)) return d.columnsColours;
  if (COLUMNS_ASIDE_FIELDS.has(key)) return d.columnsAside;
  return key in d && d[key as keyof DisabledStates];
}

/**
 * Any drawer change, through the rules above. A change to a control that is disabled in the
 * current layout is ignored, as the drawer would not allow it.
 */
export function changeSetting<K extends keyof ThemeConfig>(
  config: ThemeConfig,
  key: K,
  value: ThemeConfig[K] | unknown,
  { mobile = false }: { mobile?: boolean } = {},
): Change {
  if (isDisabled(config, key, mobile)) return NO_CHANGE;
  switch (key) {
    case 'layout':
      return changeLayout(config, value as Layout);
    case 'isBreadcrumb':
      return changeBreadcrumb(config, Boolean(value));
    case 'isClassicSplitMenu':
      return changeSplitMenu(config, Boolean(value));
    case 'isGrayscale':
    case 'isInvert':
      return changeFilter(config, key, Boolean(value));
    case 'lockScreenTime':
      return changeLockScreenTime(config, value);
    case 'wartermarkText':
      return changeWatermarkText(config, value);
    case 'primary':
      return changePrimary(config, value);
    // The *Change flags tell the layout that the header or logo was just switched off.
    case 'isFixedHeader':
      return { patch: { isFixedHeader: Boolean(value), isFixedHeaderChange: !value } };
    case 'isShowLogo':
      return { patch: { isShowLogo: Boolean(value), isShowLogoChange: !value } };
    default:
      return { patch: { [key]: value } as Partial<ThemeConfig> };
  }
}
