// Spec §5/§9 colour helpers with vue-next-admin's theme semantics: the theme derives the primary
// colour's light-1..9 (steps of 0.1), dark-2 (0.1) and gradient end (light 0.6) from these.
import i18n from '@/i18n';
import { feedback } from './feedback';

/** Red, green and blue, each 0 to 255. */
export type Rgb = [number, number, number];

const HEX = /^#?[\dA-Fa-f]{6}$/;
const COMPONENT = /^\d{1,3}$/;

const warnHex = () => void feedback.message.warning(i18n.t('helpers:colour.wrongHex'));

/** '#0169ff' (the # is optional) as [1, 105, 255]; anything but 6 hex digits warns 'wrong hex colour value' and gives undefined. */
export function hexToRgb(hex: string): Rgb | undefined {
  if (!HEX.test(hex)) return warnHex();
  const digits = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

/**
 * Red, green and blue as '#rrggbb' (lower case); a component that is not 1 to 3 digits, or is over
 * 255, warns 'wrong rgb colour value' and gives undefined.
 */
export function rgbToHex(r: number | string, g: number | string, b: number | string): string | undefined {
  const parts = [r, g, b].map(String);
  if (!parts.every((p) => COMPONENT.test(p) && Number(p) <= 255)) {
    feedback.message.warning(i18n.t('helpers:colour.wrongRgb'));
    return undefined;
  }
  return `#${parts.map((p) => Number(p).toString(16).padStart(2, '0')).join('')}`;
}

/** Applies `move` to each component of a valid hex colour, `level` clamped to 0..1, results rounded down. */
function shift(hex: string, level: number, move: (c: number, level: number) => number): string | undefined {
  const rgb = hexToRgb(hex);
  if (!rgb) return undefined;
  const t = Math.min(1, Math.max(0, level));
  const [r, g, b] = rgb.map((c) => Math.floor(move(c, t)));
  return rgbToHex(r, g, b);
}

/** The colour mixed toward white by `level` (0 keeps it, 1 is white); a bad hex warns and gives undefined. */
export const getLightColor = (hex: string, level: number) => shift(hex, level, (c, t) => (255 - c) * t + c);

/** The colour mixed toward black by `level` (0 keeps it, 1 is black); a bad hex warns and gives undefined. */
export const getDarkColor = (hex: string, level: number) => shift(hex, level, (c, t) => c * (1 - t));

/** WCAG's relative luminance of a colour (0 black to 1 white). */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Black or white, whichever reads better on `hex` (one of them always reaches 4.5:1): the text of a
 * tag filled with a colour the user chose, such as an alarm level's. Undefined (silently) for a
 * value that is not a hex colour.
 */
export function textOn(hex: string): '#000000' | '#ffffff' | undefined {
  if (!HEX.test(hex)) return undefined;
  const digits = hex.replace('#', '');
  const l = luminance([0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb);
  // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05); they are equal at l ≈ 0.179.
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
