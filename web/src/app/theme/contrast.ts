// WCAG 2 contrast arithmetic for the theme: text colours are nudged until they can be read on the
// backgrounds they sit on (4.5:1, the AA level for normal text).

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

/** '#rgb', '#rrggbb' or 'rgb(a)(r, g, b[, a])' as red, green, blue (0..255) and alpha (0..1); black if unreadable. */
export function parseColour(colour: string): Rgba {
  const value = colour.trim();
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const parts = /^rgba?\(([^)]+)\)$/i.exec(value)?.[1].split(',').map(Number);
  if (parts && parts.length >= 3 && parts.every((p) => !Number.isNaN(p)))
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  return [0, 0, 0, 1];
}

/** A possibly translucent colour as it shows over an opaque background. */
function over(colour: string, background: string): Rgb {
  const [r, g, b, a] = parseColour(colour);
  const bg = parseColour(background);
  return [r, g, b].map((c, i) => c * a + bg[i] * (1 - a)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio (1..21) of `text` on the opaque `background`. */
export function contrast(text: string, background: string): number {
  const a = luminance(over(text, background));
  const b = luminance(over(background, '#ffffff'));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `colour` mixed toward `target` by `t` (0 keeps it, 1 is the target), as '#rrggbb'. */
export function mix(colour: string, target: string, t: number): string {
  const from = over(colour, '#ffffff');
  const to = over(target, '#ffffff');
  return toHex(from.map((c, i) => c + (to[i] - c) * t) as Rgb);
}

/** WCAG AA: normal text, and what is not text (a focus ring, a control's outline). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/**
 * `colour`, kept when it already reads at `ratio` (4.5:1 unless told) on every one of
 * `backgrounds`, else mixed toward black (light themes) or white (dark themes) in small steps until
 * it does: the hue stays. `shown` maps a candidate to the colour that will really be painted
 * (antd's dark algorithm derives some tokens from what it is given).
 */
export function readable(
  colour: string,
  backgrounds: string[],
  dark: boolean,
  shown: (candidate: string) => string = (c) => c,
  ratio = TEXT_CONTRAST,
): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? colour : mix(colour, dark ? '#ffffff' : '#000000', step / 20);
    if (backgrounds.every((bg) => contrast(shown(candidate), bg) >= ratio)) return candidate;
  }
  return dark ? '#ffffff' : '#000000';
}
