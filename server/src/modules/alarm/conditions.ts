// A rule's condition (sagoo-iot-api.md §8.2-8.3): groups of filters joined by AND/OR, evaluated
// against the variables of what a device reported. Done as SagooIoT intends rather than as it runs
// (§8.3): the first item's andOr is ignored and 0 counts as AND, `nbet` means outside the range,
// values compare as numbers when both sides are numeric (dates as Unix seconds) and as text
// otherwise (no quotes needed), and a filter on a key the report lacks is false.
import { REPORT_TIME_KEY, type AlarmFilter, type AlarmGroup } from '@iot/contract';

/** The values a filter may name: reported keys, `<key>_time`, `CreateTime` (Unix seconds), `Status`. */
export type Variables = Record<string, unknown>;

const SYMBOLS: Record<string, string> = { eq: '==', ne: '!=', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const DATE = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d)?$/;

/** A comparable form: numbers (numeric text, booleans as 1/0, dates as Unix seconds) or text. */
export function comparable(v: unknown): number | string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') {
    const s = v.trim();
    if (s !== '' && Number.isFinite(Number(s))) return Number(s);
    if (s === 'true' || s === 'false') return s === 'true' ? 1 : 0;
    if (DATE.test(s)) return Math.floor(new Date(s.replace(' ', 'T')).getTime() / 1000);
    return s;
  }
  return JSON.stringify(v);
}

/** -1, 0 or 1; null when the two cannot be ordered (a number against text that is not one). */
function compare(a: number | string, b: number | string): number | null {
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

const variableOf = (key: string) => (key === REPORT_TIME_KEY ? 'CreateTime' : key);

export function filterMatches(filter: AlarmFilter, vars: Variables): boolean {
  const actual = comparable(vars[variableOf(filter.key)]);
  if (actual === null) return false;
  const values = filter.value.map(comparable).filter((v): v is number | string => v !== null);
  if (filter.operator === 'bet' || filter.operator === 'nbet') {
    if (values.length < 2) return false;
    const lo = compare(actual, values[0]);
    const hi = compare(actual, values[1]);
    if (lo === null || hi === null) return false;
    const inside = lo >= 0 && hi <= 0;
    return filter.operator === 'bet' ? inside : !inside;
  }
  if (!values.length) return false;
  const c = compare(actual, values[0]);
  switch (filter.operator) {
    case 'eq':
      return c === 0;
    case 'ne':
      // Different kinds (a number against text) are unequal.
      return c !== 0;
    case 'gt':
      return c !== null && c > 0;
    case 'gte':
      return c !== null && c >= 0;
    case 'lt':
      return c !== null && c < 0;
    case 'lte':
      return c !== null && c <= 0;
  }
}

/** Items joined by their andOr with AND binding tighter than OR; the first item's andOr is ignored. */
function joined<T extends { andOr: number }>(items: T[], test: (item: T) => boolean): boolean {
  let any = false;
  let run = true;
  items.forEach((item, i) => {
    if (i > 0 && item.andOr === 2) {
      any ||= run;
      run = true;
    }
    run &&= test(item);
  });
  return any || run;
}

/** Whether the groups hold for these variables; no filters at all holds (online, offline, events). */
export function conditionsMatch(groups: AlarmGroup[], vars: Variables): boolean {
  const used = groups.filter((g) => g.filters.length);
  if (!used.length) return true;
  return joined(used, (g) => joined(g.filters, (f) => filterMatches(f, vars)));
}

/** The condition as text, for the alarm log (`(temperature > 30 && humidity >= 80) || (...)`). */
export function expressionOf(groups: AlarmGroup[]): string {
  const join = <T extends { andOr: number }>(items: T[], text: (item: T) => string) =>
    items.map((item, i) => (i === 0 ? '' : item.andOr === 2 ? ' || ' : ' && ') + text(item)).join('');
  const filterText = (f: AlarmFilter) => {
    const key = variableOf(f.key);
    if (f.operator === 'bet') return `${key} between ${f.value[0]} and ${f.value[1]}`;
    if (f.operator === 'nbet') return `${key} not between ${f.value[0]} and ${f.value[1]}`;
    return `${key} ${SYMBOLS[f.operator]} ${f.value[0]}`;
  };
  return join(
    groups.filter((g) => g.filters.length),
    (g) => `(${join(g.filters, filterText)})`,
  );
}
