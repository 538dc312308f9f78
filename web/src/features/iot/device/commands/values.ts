// A command form's values as the command sends them (sagoo-iot-api.md §7.2: numbers as numbers,
// booleans as JSON booleans, arrays and objects parsed from their JSON text). The server checks
// them against the object model again; the form catches what it can before sending.
import type { ValueType } from '@iot/contract';
import type { Dayjs } from 'dayjs';

/** The wire's date format (§5.1 `date`). */
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const isDayjs = (v: unknown): v is Dayjs =>
  typeof v === 'object' && v !== null && typeof (v as Dayjs).format === 'function' && 'isValid' in v;

/** One form value (a date picker's, a switch's, JSON text...) as its type sends it. */
export function toWire(vt: ValueType, value: unknown): unknown {
  switch (vt.type) {
    case 'boolean':
      return value === true;
    case 'date':
      return isDayjs(value) ? value.format(DATE_FORMAT) : value;
    case 'timestamp':
      return isDayjs(value) ? value.valueOf() : value;
    case 'array':
    case 'object':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    default:
      return value;
  }
}

/** Whether `text` is JSON of this shape: an array, or an object (not null, not an array). */
export function isJsonOf(text: unknown, shape: 'array' | 'object'): boolean {
  if (typeof text !== 'string') return false;
  try {
    const v = JSON.parse(text) as unknown;
    return shape === 'array' ? Array.isArray(v) : typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

/** The step of a number input: one unit of the last decimal the model shows (1 without decimals). */
export const stepOf = (vt: ValueType) => (vt.decimals && vt.decimals > 0 ? 10 ** -vt.decimals : 1);
