const RGBA = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;
const HEX6 = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i;

const channels = (colour: string): [number, number, number, number] | undefined => {
  const rgba = RGBA.exec(colour.trim());
  if (rgba) {
    const a = rgba[4] === undefined ? 1 : rgba[4].endsWith('%') ? parseFloat(rgba[4]) / 100 : Number(rgba[4]);
    return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), a];
  }
  const hex = HEX6.exec(colour.trim());
  return hex ? [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1] : undefined;
};

/**
 * A see-through colour (antd's dark text, rgba(255,255,255,0.85)) as the opaque #rrggbb it makes on
 * `under`: the pickers have no alpha, and their swatch should show what the eye sees on the bar.
 * Any other colour is given back as it is.
 */
export function opaqueOn(colour: string, under: string): string {
  const top = channels(colour);
  const bottom = channels(under);
  if (!top || top[3] >= 1 || !bottom) return colour;
  const mix = (i: number) => Math.round(top[i] * top[3] + bottom[i] * (1 - top[3]));
  return `#${[0, 1, 2].map((i) => mix(i).toString(16).padStart(2, '0')).join('')}`;
}
