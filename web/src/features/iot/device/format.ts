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

/** The value as text ('' when there is none): `vt` from the property, absent when unknown. */
export function formatValue(vt: ValueType | undefined, value: unknown, booleans: BooleanTexts): string {
  if (value === null || value === undefined || value === '') return '';
  const unit = vt?.unit ? ` ${vt.unit}` : '';
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
      return (vt.decimals !== undefined && vt.decimals >= 0 ? n.toFixed(vt.decimals) : String(n)) + unit;
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
