// The theme engine: turns the theme configuration into CSS variables, filters and the dark marker on
// <html>. The inline style text of <html> is what localStorage keeps as `themeConfigStyle`, and what
// public/boot-theme.js puts back before the first paint.
import i18n from '@/i18n';
import { getDarkColor, getLightColor, hexToRgb } from '@/lib/colour';
import { feedback } from '@/lib/feedback';
import { Local } from '@/lib/storage';
import type { ThemeConfig } from '@/stores/themeConfig';
import { barBackground, lighter } from '../shell/colors';

const root = () => document.documentElement;

/** The primary colour's variables: the colour, light-1..9 (steps of 0.1) and dark-2 (0.1). */
export function primaryVariables(primary: string): Record<string, string> | undefined {
  if (!hexToRgb(primary)) return undefined;
  const light = Array.from({ length: 9 }, (_, i) => getLightColor(primary, (i + 1) / 10));
  const dark = getDarkColor(primary, 0.1);
  if (!dark || light.some((c) => !c)) return undefined;
  return {
    '--el-color-primary': primary,
    ...Object.fromEntries(light.map((c, i) => [`--el-color-primary-light-${i + 1}`, c as string])),
    '--el-color-primary-dark-2': dark,
  };
}

/** The settings the bars' colours are made of. */
export const BAR_FIELDS = [
  'topBar',
  'topBarColor',
  'isTopBarColorGradual',
  'menuBar',
  'menuBarColor',
  'isMenuBarColorGradual',
  'columnsMenuBar',
  'columnsMenuBarColor',
  'isColumnsMenuBarColorGradual',
] as const;

type BarFields = (typeof BAR_FIELDS)[number];

/** The top bar's, menu's and columns menu's colours as variables, backgrounds with their gradients. */
export function barVariables(c: Pick<ThemeConfig, BarFields>): Record<string, string> {
  return {
    '--next-bg-topBar': c.topBar,
    '--next-bg-topBarColor': c.topBarColor,
    '--next-bg-topBar-background': barBackground(c.topBar, c.isTopBarColorGradual),
    '--next-bg-menuBar': c.menuBar,
    '--next-bg-menuBarColor': c.menuBarColor,
    '--next-bg-menuBar-light-1': lighter(c.menuBar, 0.05),
    '--next-bg-menuBar-background': barBackground(c.menuBar, c.isMenuBarColorGradual),
    '--next-bg-columnsMenuBar': c.columnsMenuBar,
    '--next-bg-columnsMenuBarColor': c.columnsMenuBarColor,
    '--next-bg-columnsMenuBar-background': barBackground(c.columnsMenuBar, c.isColumnsMenuBarColorGradual),
  };
}

function setVariables(vars: Record<string, string>) {
  const style = root().style;
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
}

/** The <html> inline style text: what `themeConfigStyle` stores. */
export const themeStyleText = () => root().style.cssText;

/** Keeps the applied style for the next start (boot-theme.js). */
export const saveThemeStyle = () => Local.set('themeConfigStyle', themeStyleText());

/**
 * Applies the primary colour's variables. An empty colour warns
 * '全局主题 primary 颜色值不能为空' (in every language) and applies nothing; so does a bad one.
 */
export function applyPrimary(primary: string): boolean {
  if (!primary?.trim()) {
    feedback.message.warning(i18n.t('common:primaryEmpty'));
    return false;
  }
  const vars = primaryVariables(primary.trim());
  if (!vars) return false;
  setVariables(vars);
  return true;
}

export const applyBars = (c: Pick<ThemeConfig, BarFields>) => setVariables(barVariables(c));

/** The page-wide filter: grayscale(1) or invert(80%) (never both), or none. */
export function pageFilter(c: Pick<ThemeConfig, 'isGrayscale' | 'isInvert'>): string {
  if (c.isGrayscale) return 'grayscale(1)';
  if (c.isInvert) return 'invert(80%)';
  return 'none';
}

export const applyFilters = (c: Pick<ThemeConfig, 'isGrayscale' | 'isInvert'>) => {
  root().style.filter = pageFilter(c);
};

/** Dark mode: data-theme="dark" on <html> (antd's dark algorithm follows in App). */
export function applyDark(dark: boolean) {
  if (dark) root().setAttribute('data-theme', 'dark');
  else root().removeAttribute('data-theme');
  // boot-theme.js paints the page dark until the app is up; the theme takes over from here.
  root().style.background = '';
}

/** Every colour: primary variables and the bars. */
export function applyColours(c: ThemeConfig) {
  applyPrimary(c.primary);
  applyBars(c);
  saveThemeStyle();
}

/** The whole look: colours, filters and dark mode. */
export function applyTheme(c: ThemeConfig) {
  applyPrimary(c.primary);
  applyBars(c);
  applyFilters(c);
  applyDark(c.isIsDark);
  saveThemeStyle();
}
