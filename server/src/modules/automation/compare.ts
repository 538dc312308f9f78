// What property triggers and conditions compare, and the `{{path}}` templates of notices: values
// read from a message by a dotted path (`properties.humidity`), compared as numbers when both sides
// are numbers (or numeric text), as text otherwise.
import type { FlowOperator, FlowValue } from '@iot/contract';

/** The value at a dotted path of `msg` (undefined when absent). */
export function valueAt(msg: unknown, path: string): unknown {
  let v: unknown = msg;
  for (const part of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** Equality: numerically when both are numbers, else as text (`true` equals "true"); objects equal nothing. */
function same(a: unknown, b: unknown): boolean {
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null && y !== null) return x === y;
  if (typeof a === 'object' || typeof b === 'object') return false;
  return String(a) === String(b);
}

/** Whether `actual` satisfies `operator value`; an absent value satisfies nothing (not even `ne`). */
export function compare(actual: unknown, operator: FlowOperator, value: FlowValue): boolean {
  if (actual === undefined || actual === null) return false;
  // Every property trigger runs this for every report: no arrays made on the way.
  const first = Array.isArray(value) ? value[0] : value;
  switch (operator) {
    case 'eq':
      return same(actual, first);
    case 'ne':
      return !same(actual, first);
    case 'in':
      return Array.isArray(value) ? value.some((v) => same(actual, v)) : same(actual, value);
    case 'between': {
      const n = asNumber(actual);
      const lo = asNumber(first);
      const hi = asNumber(Array.isArray(value) ? value[1] : undefined);
      return n !== null && lo !== null && hi !== null && n >= Math.min(lo, hi) && n <= Math.max(lo, hi);
    }
    default: {
      const n = asNumber(actual);
      const v = asNumber(first);
      if (n === null || v === null) return false;
      return operator === 'gt' ? n > v : operator === 'gte' ? n >= v : operator === 'lt' ? n < v : n <= v;
    }
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * `{{path}}` replaced by the message's value there (objects as JSON, absent as ""); `html`
 * escapes the values (a letter's content is HTML: a device must not write markup into it).
 */
export function fillTemplate(template: string, msg: unknown, html = false): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, path: string) => {
    const v = valueAt(msg, path);
    const text = v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return html ? text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]) : text;
  });
}
