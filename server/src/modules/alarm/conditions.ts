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

/** A condition made ready once (when rules load): a report is then tested without allocating. */
export type Predicate = (vars: Variables) => boolean;

const never: Predicate = () => false;

/** Whether a comparison result holds for the operator; null (cannot be ordered) holds only for `ne`. */
const HOLDS: Record<Exclude<AlarmFilter['operator'], 'bet' | 'nbet'>, (c: number | null) => boolean> = {
  eq: (c) => c === 0,
  // Different kinds (a number against text) are unequal.
  ne: (c) => c !== 0,
  gt: (c) => c !== null && c > 0,
  gte: (c) => c !== null && c >= 0,
  lt: (c) => c !== null && c < 0,
  lte: (c) => c !== null && c <= 0,
};

export function compileFilter(filter: AlarmFilter): Predicate {
  const name = variableOf(filter.key);
  const values = filter.value.map(comparable).filter((v): v is number | string => v !== null);
  if (filter.operator === 'bet' || filter.operator === 'nbet') {
    if (values.length < 2) return never;
    const [low, high] = values;
    const inside = filter.operator === 'bet';
    return (vars) => {
      const actual = comparable(vars[name]);
      if (actual === null) return false;
      const lo = compare(actual, low);
      const hi = compare(actual, high);
      if (lo === null || hi === null) return false;
      return (lo >= 0 && hi <= 0) === inside;
    };
  }
  if (!values.length) return never;
  const [wanted] = values;
  const holds = HOLDS[filter.operator];
  return (vars) => {
    const actual = comparable(vars[name]);
    return actual !== null && holds(compare(actual, wanted));
  };
}

export const filterMatches = (filter: AlarmFilter, vars: Variables): boolean => compileFilter(filter)(vars);

/** Items joined by their andOr with AND binding tighter than OR; the first item's andOr is ignored. */
function compileJoined<T extends { andOr: number }>(items: T[], compileItem: (item: T) => Predicate): Predicate {
  const runs: Predicate[][] = [[]];
  items.forEach((item, i) => {
    if (i > 0 && item.andOr === 2) runs.push([]);
    runs[runs.length - 1].push(compileItem(item));
  });
  return (vars) => {
    for (const run of runs) {
      let all = true;
      for (const test of run)
        if (!test(vars)) {
          all = false;
          break;
        }
      if (all) return true;
    }
    return false;
  };
}

/** The groups as one predicate; no filters at all holds (online, offline, events). */
export function compileConditions(groups: AlarmGroup[]): Predicate {
  const used = groups.filter((g) => g.filters.length);
  if (!used.length) return () => true;
  return compileJoined(used, (g) => compileJoined(g.filters, compileFilter));
}

/** Whether the groups hold for these variables (compileConditions once when testing many reports). */
export const conditionsMatch = (groups: AlarmGroup[], vars: Variables): boolean => compileConditions(groups)(vars);

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
