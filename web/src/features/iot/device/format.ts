// A property's value as people read it: enum texts, boolean texts, decimals and the unit, from the
// object model when there is one.
import type { LatestProperties, Tsl, TslProperty, ValueType } from '@iot/contract';
import { NUMERIC_TYPES } from '@iot/contract/tsl';
import { formatDate } from '@/lib/date';

/** What a boolean without its own texts reads as. */
export interface BooleanTexts {
  true: string;
  false: string;
}

const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Decimals shown of a number of magnitude 1 or more whose object model declares none. */
const DEFAULT_DECIMALS = 2;
/** Significant digits shown of a smaller one (0.000123, not 0.00). */
const SMALL_DIGITS = 3;

/** Drops the zeros a fixed rounding leaves at the end ('12.50' -> '12.5', '20.00' -> '20'). */
const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/**
 * A number as people read it: with the object model's declared decimals when it has some, else
 * up to two decimals (three significant digits below 1), trailing zeros dropped; whole numbers as
 * they are. The full value stays in the data (exports, charts' data); only its text is rounded.
 */
function numberText(n: number, decimals?: number | null): string {
  if (decimals !== undefined && decimals !== null && decimals >= 0) return n.toFixed(Math.min(decimals, 20));
  if (Number.isInteger(n)) return String(n);
  if (Math.abs(n) >= 1) return trimZeros(n.toFixed(DEFAULT_DECIMALS));
  return String(Number(n.toPrecision(SMALL_DIGITS)));
}

/** The number part of a value ('' when there is none; text that is no number, as it is), for chart axes and tooltips. */
export function formatNumber(vt: ValueType | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? numberText(n, vt?.decimals) : String(value);
}

/**
 * The value as text ('' when there is none): `vt` from the property, absent when unknown. The one
 * formatter of property values: running state, lists, chart tooltips.
 */
export function formatValue(vt: ValueType | undefined, value: unknown, booleans: BooleanTexts): string {
  if (value === null || value === undefined || value === '') return '';
  const unit = vt?.unit ? ` ${vt.unit}` : '';
  if (vt === undefined && typeof value === 'number') return formatNumber(vt, value);
  switch (vt?.type) {
    case 'enum':
      return vt.elements?.find((e) => e.value === String(value))?.text ?? String(value);
    case 'boolean':
      return isTrue(value) ? vt.trueText || booleans.true : vt.falseText || booleans.false;
    case 'timestamp':
    case 'date':
      return formatDate(value as number | string) || String(value);
    case 'int':
    case 'long':
    case 'float':
    case 'double': {
      const n = Number(value);
      if (!Number.isFinite(n)) return String(value);
      return numberText(n, vt.decimals) + unit;
    }
    default:
      return (typeof value === 'object' ? JSON.stringify(value) : String(value)) + unit;
  }
}

/** Whether a property's history is charted as numbers (min, max, average per bucket). */
export const isNumeric = (p: TslProperty) => NUMERIC_TYPES.includes(p.valueType.type);

/**
 * Up to `max` latest values of a list row, compact ("23.4 °C · 56 %RH"): in the object model's
 * order when it is known, else in the order reported.
 */
export function latestSummary(
  latest: LatestProperties | null | undefined,
  tsl: Tsl | null | undefined,
  booleans: BooleanTexts,
  max = 3,
): string {
  if (!latest) return '';
  const properties = tsl?.properties ?? [];
  const ordered = properties.length
    ? properties.filter((p) => latest[p.key] !== undefined).map((p) => [p.key, p.valueType] as const)
    : Object.keys(latest).map((key) => [key, undefined] as const);
  return ordered
    .slice(0, max)
    .map(([key, vt]) => formatValue(vt, latest[key]?.value, booleans))
    .filter(Boolean)
    .join(' · ');
}
