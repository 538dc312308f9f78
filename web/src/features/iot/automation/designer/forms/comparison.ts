// A comparison's form fields (operator, value, a list for `in`, from/to for `between`) and the
// contract's `{operator, value}` they become, the value converted by the compared value's type.
import type { FlowOperator, FlowValue } from '@iot/contract';
import type { DataType, ValueType } from '@iot/contract/tsl';
import { FLOW_OPERATORS, ORDER_OPERATORS } from '@iot/contract/automation';

type Scalar = string | number | boolean;

export interface ComparisonValues {
  operator: FlowOperator;
  value?: Scalar;
  values?: Scalar[];
  from?: Scalar;
  to?: Scalar;
}

/** Types compared by order (numbers, and dates as numbers). */
const ORDERED: readonly DataType[] = ['int', 'long', 'float', 'double', 'date', 'timestamp'];

export const isOrdered = (type: DataType | undefined) => type !== undefined && ORDERED.includes(type);

/** Numbers take every operator; text, booleans and enums only eq, ne and in. */
export const operatorsFor = (type: DataType | undefined): readonly FlowOperator[] =>
  type === undefined || isOrdered(type) ? FLOW_OPERATORS : FLOW_OPERATORS.filter((o) => !ORDER_OPERATORS.includes(o));

/** A value as the compared type needs it; with no type (a message field), numbers and booleans as such. */
export function convert(value: unknown, type: ValueType | undefined): Scalar {
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  if (type === undefined) {
    if (text === 'true' || text === 'false') return text === 'true';
    return text !== '' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  if (isOrdered(type.type)) return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  if (type.type === 'boolean') return text === 'true' || text === '1';
  return text;
}

export function toComparison(
  v: ComparisonValues,
  type: ValueType | undefined,
): { operator: FlowOperator; value: FlowValue } {
  const c = (x: unknown) => convert(x, type);
  if (v.operator === 'between') return { operator: v.operator, value: [c(v.from), c(v.to)] };
  if (v.operator === 'in') return { operator: v.operator, value: (v.values ?? []).map(c) };
  return { operator: v.operator, value: c(v.value) };
}

/** The form's values of a comparison; booleans as text, which the selects and inputs show. */
export function fromComparison(operator: unknown, value: unknown): ComparisonValues {
  const op = (FLOW_OPERATORS as readonly unknown[]).includes(operator) ? (operator as FlowOperator) : 'eq';
  const shown = (v: unknown) => (typeof v === 'boolean' ? String(v) : v);
  const list = (Array.isArray(value) ? value : value === '' || value === undefined ? [] : [value]).map(
    shown,
  ) as Scalar[];
  if (op === 'between') return { operator: op, from: list[0], to: list[1] };
  if (op === 'in') return { operator: op, values: list };
  return { operator: op, value: Array.isArray(value) ? list[0] : (shown(value) as Scalar | undefined) };
}
