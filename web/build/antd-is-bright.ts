// What antd's Button and Tag styles take from the colour picker's presets panel: the same function
// as antd/es/color-picker/components/ColorPresets.js (antd 6), without the panel (see antdIsBright).
import { Color as RcColor } from '@rc-component/color-picker';

interface ColourLike {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export const isBright = (value: ColourLike, bgColorToken: string) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Translucent colours: judge them on the background (dark mode).
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
