import type { CSSProperties } from 'react';
import { getLightColor } from '@/lib/colour';
import { useThemeFields } from '@/stores/themeConfig';

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
  const c = useThemeFields(
    'topBar',
    'topBarColor',
    'isTopBarColorGradual',
    'menuBar',
    'menuBarColor',
    'isMenuBarColorGradual',
    'columnsMenuBar',
    'columnsMenuBarColor',
    'isColumnsMenuBarColorGradual',
  );
  return {
    topBar: { background: barBackground(c.topBar, c.isTopBarColorGradual), color: c.topBarColor },
    menuBar: { background: barBackground(c.menuBar, c.isMenuBarColorGradual), color: c.menuBarColor },
    columnsBar: {
      background: barBackground(c.columnsMenuBar, c.isColumnsMenuBarColorGradual),
      color: c.columnsMenuBarColor,
    },
  };
}
