import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { getLightColor } from '@/lib/colour';
import { defaultThemeConfig, useThemeFields } from '@/stores/themeConfig';

const HEX = /^#[\dA-Fa-f]{6}$/;

/** A lighter shade of a bar colour; a colour that is not #rrggbb is kept as it is (no warning). */
export const lighter = (colour: string, level: number) => (HEX.test(colour) ? getLightColor(colour, level)! : colour);

/** The end of a bar's gradient: the colour at light 0.6 (the same mix by CSS for non-hex colours). */
export const gradientEnd = (colour: string) =>
  HEX.test(colour) ? getLightColor(colour, 0.6)! : `color-mix(in srgb, ${colour}, #fff 60%)`;

/** A bar's background: the colour, or a gradient to its light-0.6 shade when gradual. */
export function barBackground(color: string, gradual: boolean): string {
  return gradual ? `linear-gradient(to right, ${color}, ${gradientEnd(color)})` : color;
}

/** Styles of the top bar, the menu bar and the columns bar from the theme configuration. */
export function useBarStyles(): { topBar: CSSProperties; menuBar: CSSProperties; columnsBar: CSSProperties } {
  const top = useTopBarColors();
  const menu = useMenuBarColors();
  const rail = useColumnsBarColors();
  return {
    topBar: { background: barBackground(top.background, top.gradual), color: top.color },
    menuBar: { background: barBackground(menu.background, menu.gradual), color: menu.color },
    columnsBar: { background: barBackground(rail.background, rail.gradual), color: rail.color },
  };
}

/**
 * A bar's colours as shown: in dark mode a bar still at its light default takes the given dark
 * colour instead (a colour the user chose is kept).
 */
function useShownColours(
  background: 'menuBar' | 'columnsMenuBar',
  text: 'menuBarColor' | 'columnsMenuBarColor',
  gradual: 'isMenuBarColorGradual' | 'isColumnsMenuBarColorGradual',
  dark: (token: ReturnType<typeof theme.useToken>['token']) => string,
): { background: string; color: string; gradual: boolean } {
  const { token } = theme.useToken();
  const c = useThemeFields(background, text, gradual, 'isIsDark');
  const isDefault =
    c[background].toLowerCase() === defaultThemeConfig[background].toLowerCase() &&
    c[text].toLowerCase() === defaultThemeConfig[text].toLowerCase();
  if (c.isIsDark && isDefault) return { background: dark(token), color: token.colorText, gradual: false };
  return { background: c[background], color: c[text], gradual: c[gradual] };
}

/** The aside's colours as shown (dark mode: the container colour unless the user chose one). */
export const useMenuBarColors = () =>
  useShownColours('menuBar', 'menuBarColor', 'isMenuBarColorGradual', (t) => t.colorBgContainer);

/** The columns rail's colours as shown (dark mode: the elevated colour unless the user chose one). */
export const useColumnsBarColors = () =>
  useShownColours('columnsMenuBar', 'columnsMenuBarColor', 'isColumnsMenuBarColorGradual', (t) => t.colorBgElevated);

/**
 * The top bar's colours as shown: in dark mode a top bar still at the light defaults takes the dark
 * container colours instead of staying white; a colour the user chose is kept.
 */
export function useTopBarColors(): { background: string; color: string; gradual: boolean } {
  const { token } = theme.useToken();
  const c = useThemeFields('topBar', 'topBarColor', 'isTopBarColorGradual', 'isIsDark');
  const isDefault =
    c.topBar.toLowerCase() === defaultThemeConfig.topBar && c.topBarColor === defaultThemeConfig.topBarColor;
  if (c.isIsDark && isDefault) return { background: token.colorBgContainer, color: token.colorText, gradual: false };
  return { background: c.topBar, color: c.topBarColor, gradual: c.isTopBarColorGradual };
}
