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
