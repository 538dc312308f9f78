// Reported values checked against the object model (sagoo-iot-api.md §5.1). SagooIoT clamps and
// truncates what does not fit; we refuse it instead, saying why, so that nothing false is stored
// and the device log explains what was dropped.
import type { LatestProperties, Tsl, TslEvent, TslParam, ValueType } from '@iot/contract';

export interface Rejection {
  key: string;
  reason: string;
}

export interface Checked<T> {
  values: T;
  rejected: Rejection[];
}

type Outcome = { ok: true; value: unknown } | { ok: false; reason: string };

const ok = (value: unknown): Outcome => ({ ok: true, value });
const fail = (reason: string): Outcome => ({ ok: false, reason });

const INT32 = [-2147483648, 2147483647] as const;
const NUMERIC_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;
const DATE_TEXT = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d{3})?$/;

/** A number, or a numeric string (devices and SagooIoT's event posts send numbers as text). */
function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && NUMERIC_TEXT.test(v)) return Number(v);
  return undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const show = (v: unknown) => {
  const text = typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

function withinRange(n: number, t: ValueType): string | undefined {
  if (typeof t.min === 'number' && n < t.min) return `${n} is below the minimum ${t.min}`;
  if (typeof t.max === 'number' && n > t.max) return `${n} is above the maximum ${t.max}`;
  return undefined;
}

function checkInteger(v: unknown, t: ValueType, [lo, hi]: readonly [number, number]): Outcome {
  const n = asNumber(v);
  if (n === undefined || !Number.isInteger(n)) return fail(`${show(v)} is not an integer`);
  if (n < lo || n > hi) return fail(`${n} does not fit a ${t.type}`);
  const range = withinRange(n, t);
  return range ? fail(range) : ok(n);
}

function checkFloat(v: unknown, t: ValueType): Outcome {
  const n = asNumber(v);
  if (n === undefined || !Number.isFinite(n)) return fail(`${show(v)} is not a finite number`);
  const range = withinRange(n, t);
  return range ? fail(range) : ok(n);
}

function checkString(v: unknown, t: ValueType): Outcome {
  if (typeof v !== 'string') return fail(`${show(v)} is not a string`);
  // PostgreSQL text and jsonb cannot hold NUL; one would fail the whole batch it is written with.
  if (v.includes('\0')) return fail('the string contains a NUL character');
  const max = Number(t.maxLength ?? 0);
  const length = [...v].length;
  if (max > 0 && length > max) return fail(`the string is ${length} characters long, at most ${max} allowed`);
  return ok(v);
}

function checkBoolean(v: unknown): Outcome {
  if (v === true || v === 1 || v === '1' || v === 'true') return ok(true);
  if (v === false || v === 0 || v === '0' || v === 'false') return ok(false);
  return fail(`${show(v)} is not a boolean (true, false, 0 or 1)`);
}

function checkEnum(v: unknown, t: ValueType): Outcome {
  if (typeof v !== 'string' && typeof v !== 'number') return fail(`${show(v)} is not an enum value`);
  const text = String(v);
  const element = (t.elements ?? []).find((e) => String(e.value) === text);
  if (!element)
    return fail(`${show(v)} is not one of ${(t.elements ?? []).map((e) => e.value).join(', ') || '(none)'}`);
  return ok(String(element.value));
}

function checkDate(v: unknown): Outcome {
  const m = typeof v === 'string' ? DATE_TEXT.exec(v) : null;
  if (!m) return fail(`${show(v)} is not a date (YYYY-MM-DD HH:mm:ss[.SSS])`);
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const real =
    date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60 && mo >= 1 && mo <= 12;
  return real ? ok(v) : fail(`${show(v)} is not a valid date`);
}

function checkTimestamp(v: unknown): Outcome {
  const n = asNumber(v);
  if (n === undefined || !Number.isSafeInteger(n) || n < 0)
    return fail(`${show(v)} is not a timestamp in milliseconds`);
  return ok(n);
}

function checkArray(v: unknown, t: ValueType): Outcome {
  if (!Array.isArray(v)) return fail(`${show(v)} is not an array`);
  if (!t.elementType) return fail('the array type declares no element type');
  const out: unknown[] = [];
  for (const [i, item] of v.entries()) {
    const r = checkValue(t.elementType, item);
    if (!r.ok) return fail(`item ${i}: ${r.reason}`);
    out.push(r.value);
  }
  return ok(out);
}

function checkObject(v: unknown, t: ValueType): Outcome {
  if (!isPlainObject(v)) return fail(`${show(v)} is not an object`);
  const { values, rejected } = checkMembers(t.properties ?? [], v, false);
  if (rejected.length) return fail(rejected.map((r) => `${r.key}: ${r.reason}`).join('; '));
  return ok(values);
}

/** One value against its type: the value to store (numbers from numeric text, enum values as text) or why not. */
export function checkValue(t: ValueType, v: unknown): Outcome {
  if (v === null || v === undefined) return fail('no value');
  switch (t.type as string) {
    case 'int':
      return checkInteger(v, t, INT32);
    case 'long':
      return checkInteger(v, t, [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]);
    case 'float':
    case 'double':
      return checkFloat(v, t);
    case 'string':
    case 'text':
      return checkString(v, t);
    case 'boolean':
      return checkBoolean(v);
    case 'enum':
      return checkEnum(v, t);
    case 'date':
      return checkDate(v);
    case 'timestamp':
      return checkTimestamp(v);
    case 'array':
      return checkArray(v, t);
    case 'object':
      return checkObject(v, t);
    default:
      return fail(`the type ${show(t.type)} is not supported`);
  }
}

/**
 * Members of an object, a function's inputs or an event's outputs: each matched by key (or, with
 * `byName`, by name as SagooIoT matches event outputs) and checked; undeclared members are refused.
 */
function checkMembers(
  declared: TslParam[],
  input: Record<string, unknown>,
  byName: boolean,
): Checked<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  const rejected: Rejection[] = [];
  for (const [key, raw] of Object.entries(input)) {
    const param = declared.find((p) => p.key === key) ?? (byName ? declared.find((p) => p.name === key) : undefined);
    if (!param) {
      rejected.push({ key, reason: 'unknown member' });
      continue;
    }
    const r = checkValue(param.valueType, raw);
    if (r.ok) values[param.key] = r.value;
    else rejected.push({ key, reason: r.reason });
  }
  return { values, rejected };
}

/** Function inputs (commands) against their declaration, by key. */
export function checkParams(params: TslParam[] | null, input: unknown): Checked<Record<string, unknown>> {
  if (!isPlainObject(input)) return { values: {}, rejected: [{ key: '', reason: 'the parameters are not an object' }] };
  return checkMembers(params ?? [], input, false);
}

/** An event's reported value against its outputs, matched by key or by name. */
export function checkEventOutputs(event: TslEvent, value: unknown): Checked<Record<string, unknown>> {
  if (!isPlainObject(value)) return { values: {}, rejected: [{ key: '', reason: 'the event value is not an object' }] };
  return checkMembers(event.outputs ?? [], value, true);
}

/** Device times are Unix seconds (SagooIoT) or milliseconds: below 1e11 they are seconds (until year 5138). */
export function toMs(time: number): number {
  return time < 1e11 ? Math.round(time * 1000) : Math.round(time);
}

/** `{value, time}` (time optional), the timed form of a reported property. */
function timedForm(raw: unknown): { value: unknown; time: unknown } | undefined {
  if (!isPlainObject(raw) || !('value' in raw)) return undefined;
  return Object.keys(raw).every((k) => k === 'value' || k === 'time')
    ? { value: raw.value, time: raw.time }
    : undefined;
}

/**
 * A property post's `params` against the product's properties. Each member is a bare value
 * (measured now) or `{value, time}`. Unknown keys and values that do not fit are refused with the
 * reason; the rest come back as the latest values to store.
 */
export function checkProperties(tsl: Tsl | null, params: unknown, nowMs: number): Checked<LatestProperties> {
  const values: LatestProperties = {};
  const rejected: Rejection[] = [];
  if (!isPlainObject(params)) return { values, rejected: [{ key: '', reason: 'the parameters are not an object' }] };
  const properties = tsl?.properties ?? [];
  for (const [key, raw] of Object.entries(params)) {
    const property = properties.find((p) => p.key === key);
    if (!property) {
      rejected.push({ key, reason: 'unknown property' });
      continue;
    }
    // An object property whose only members are `value` and `time` must be sent in the timed form.
    const timed = timedForm(raw);
    let time = nowMs;
    if (timed && timed.time !== undefined && timed.time !== null) {
      const t = asNumber(timed.time);
      if (t === undefined || !Number.isFinite(t) || t <= 0 || toMs(t) > 8_640_000_000_000) {
        rejected.push({ key, reason: `${show(timed.time)} is not a time (Unix seconds or milliseconds)` });
        continue;
      }
      time = toMs(t);
    }
    const r = checkValue(property.valueType, timed ? timed.value : raw);
    if (r.ok) values[key] = { value: r.value, time };
    else rejected.push({ key, reason: r.reason });
  }
  return { values, rejected };
}
