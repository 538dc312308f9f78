import type { CSSProperties } from 'react';
import { useThemeConfig } from '@/stores/themeConfig';

/** A bar's background: the colour, or a gradient to its light-0.6 variant (60% white) when gradual. */
export function barBackground(color: string, gradual: boolean): string {
  return gradual ? `linear-gradient(to right, ${color}, color-mix(in srgb, ${color}, #fff 60%))` : color;
}

/** Styles of the top bar, the menu bar and the columns bar from the theme configuration. */
export function useBarStyles(): { topBar: CSSProperties; menuBar: CSSProperties; columnsBar: CSSProperties } {
  const c = useThemeConfig((s) => s.themeConfig);
  return {
    topBar: { background: barBackground(c.topBar, c.isTopBarColorGradual), color: c.topBarColor },
    menuBar: { background: barBackground(c.menuBar, c.isMenuBarColorGradual), color: c.menuBarColor },
    columnsBar: {
      background: barBackground(c.columnsMenuBar, c.isColumnsMenuBarColorGradual),
      color: c.columnsMenuBarColor,
    },
  };
}
