// Value types between the editor's form and the wire: the form keeps whatever the user typed for
// any type; the wire gets only the parameters of the chosen type, empty ones left out (§5.1).
import type { DataType, EnumElement, TslParam, ValueType } from '@iot/contract/tsl';
import { NUMERIC_TYPES } from '@iot/contract/tsl';
import type { TFunction } from 'i18next';

/** What the form holds for a value type (InputNumber gives null when emptied). */
export interface ValueTypeForm {
  type?: DataType;
  min?: number | null;
  max?: number | null;
  decimals?: number | null;
  unit?: string;
  maxLength?: number | null;
  trueText?: string;
  falseText?: string;
  elements?: Partial<EnumElement>[];
  elementType?: ValueTypeForm;
  properties?: TslParam[];
}

/** float and double carry a number of decimals. */
export const hasDecimals = (type: DataType | undefined) => type === 'float' || type === 'double';
export const isNumeric = (type: DataType | undefined) => !!type && NUMERIC_TYPES.includes(type);

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Sets `value` under `key` unless it is absent. */
function put<K extends keyof ValueType>(into: ValueType, key: K, value: ValueType[K] | undefined) {
  if (value !== undefined) into[key] = value;
}

/** The form's value type as the wire takes it: the chosen type's parameters only, recursively. */
export function toValueType(form: ValueTypeForm | undefined): ValueType {
  const type = form?.type ?? 'int';
  const out: ValueType = { type };
  if (isNumeric(type)) {
    put(out, 'min', num(form?.min));
    put(out, 'max', num(form?.max));
    if (hasDecimals(type)) put(out, 'decimals', num(form?.decimals));
    put(out, 'unit', text(form?.unit));
  } else if (type === 'string') {
    put(out, 'maxLength', num(form?.maxLength));
  } else if (type === 'boolean') {
    put(out, 'trueText', text(form?.trueText));
    put(out, 'falseText', text(form?.falseText));
  } else if (type === 'enum') {
    out.elements = (form?.elements ?? []).map((e) => ({
      value: String(e?.value ?? '').trim(),
      text: String(e?.text ?? '').trim(),
    }));
  } else if (type === 'array') {
    out.elementType = toValueType(form?.elementType);
  } else if (type === 'object') {
    out.properties = form?.properties ?? [];
  }
  return out;
}

/** A number as people write it: a real minus sign. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** The range of a numeric type: "−40…85", "≥ 0", "≤ 100" or nothing. */
function range(v: ValueType) {
  if (v.min !== undefined && v.max !== undefined) return `${signed(v.min)}…${signed(v.max)}`;
  if (v.min !== undefined) return `≥ ${signed(v.min)}`;
  if (v.max !== undefined) return `≤ ${signed(v.max)}`;
  return '';
}

/**
 * A value type in one line with its parameters, e.g. "float (−40…85 °C, 1 decimals)",
 * "enum (0: normal, 1: power-save)", "array<int>", "object {a, b}".
 */
export function describeValueType(v: ValueType | undefined, t: TFunction): string {
  if (!v) return '';
  const parts: string[] = [];
  if (isNumeric(v.type)) {
    const r = range(v);
    parts.push([r, v.unit].filter(Boolean).join(' '));
    if (v.decimals !== undefined) parts.push(t('tsl.decimalsOf', { count: v.decimals }));
  } else if (v.type === 'string' && v.maxLength) parts.push(t('tsl.maxLengthOf', { count: v.maxLength }));
  else if (v.type === 'boolean' && (v.trueText || v.falseText))
    parts.push(`${v.trueText ?? ''} / ${v.falseText ?? ''}`);
  else if (v.type === 'enum') parts.push((v.elements ?? []).map((e) => `${e.value}: ${e.text}`).join(', '));
  else if (v.type === 'array') return `array<${describeValueType(v.elementType, t) || '?'}>`;
  else if (v.type === 'object') return `object {${(v.properties ?? []).map((p) => p.key).join(', ')}}`;
  const shown = parts.filter(Boolean);
  return shown.length ? `${v.type} (${shown.join(', ')})` : v.type;
}

/** Parameters in one line each: "Delay (delay): int (s)". */
export const describeParams = (params: readonly TslParam[] | null | undefined, t: TFunction) =>
  (params ?? []).map((p) => `${p.name} (${p.key}): ${describeValueType(p.valueType, t)}`);
