// Field parsers for the GFast wire quirks: numbers and booleans may arrive as strings, "" means
// "not given", a single value may stand for a one-element array (qs `ids=1`).
import { z } from 'zod';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// Numbers may arrive as numeric strings; nothing else becomes a number. Booleans in particular
// stay booleans and fail an integer field (JSON `true` once passed as the id 1), except in `flag`.
const toNumber = (v: unknown) => {
  v = blankToUndefined(v);
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
};
const toFlag = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : toNumber(v));

// Every integer column is a PostgreSQL `integer`: a value outside its range must fail validation
// (code 51) instead of failing in the database.
const int4 = () => z.number().int().min(-2147483648).max(2147483647);

/** An integer field; "" counts as absent. */
export const int = () => z.preprocess(toNumber, int4());
/** An optional integer field with a default. */
export const intOr = (fallback: number) => z.preprocess(toNumber, int4().default(fallback));
/** A 0/1 flag (also accepts true/false and "0"/"1"). */
export const flag = (fallback: 0 | 1 = 0) =>
  z.preprocess(toFlag, z.union([z.literal(0), z.literal(1)]).default(fallback));

/** A query flag: true for `true`/`1` (any case), false for anything else or absence. */
export const bool = () =>
  z.preprocess((v) => v === true || v === 1 || (typeof v === 'string' && /^(true|1)$/i.test(v.trim())), z.boolean());

/** A string field; numbers are accepted and turned into strings; values are trimmed. */
export const str = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v === null ? undefined : v),
    // NUL is refused (code 51): PostgreSQL text cannot hold it.
    z
      .string()
      .trim()
      .refine((s) => !s.includes('\0')),
  );
/** A required, non-blank string. */
export const requiredStr = (max = 255) => str().pipe(z.string().min(1).max(max));
/** An optional string defaulting to "". */
export const optStr = (max = 2000) =>
  z.preprocess((v) => (v === null ? undefined : v), str().pipe(z.string().max(max)).default(''));
/** A list exported as a file: CSV or XLSX (the default). */
export const exportFormat = () => z.enum(['csv', 'xlsx']).default('xlsx');

/** A list filter: "" and absence both mean "no filter". */
export const filterStr = () => z.preprocess(blankToUndefined, str().optional());
export const filterInt = () => z.preprocess(toNumber, int4().optional());

/** A list of integer ids; accepts an array, a single id, or a comma-separated string. */
export const idList = () =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return v === '' ? [] : v;
    if (Array.isArray(v)) return v.map(toNumber);
    if (typeof v === 'string') return v.split(',').map(toNumber);
    return [toNumber(v)];
  }, z.array(int4()));

/** A row id: an integer from 1. */
export const rowId = () => int().pipe(z.number().min(1));
/** One or more row ids (at most 1000), as delete bodies send them. */
export const rowIds = () => idList().pipe(z.array(z.number().min(1)).min(1).max(1000));
/** An optional list of ids that replaces a set (roles, posts, leaders); absent means none. */
export const idSet = () =>
  z.preprocess((v) => (v === undefined || v === null ? [] : v), idList().pipe(z.array(z.number().min(1)).max(10000)));
/** GFast's `required|in:0,1` (status fields). */
export const requiredFlag = () => int().pipe(z.literal([0, 1]));

/** Paging: pageNum from 1, pageSize 1..10000 (the item helper asks for 10000). */
export const paging = {
  pageNum: z.preprocess(toNumber, int4().min(1).default(1)),
  pageSize: z.preprocess(toNumber, z.number().int().min(1).max(10000).default(10)),
};

/** A paged list's query: its own filters, then `status` (exact, "" for any) and paging. */
export const statusListQuery = <F extends z.ZodRawShape>(filters: F) =>
  z.object({ ...filters, status: filterInt(), ...paging });

/** `[start, end]` as `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`; "" entries mean an open end (GFast's list filter). */
const datePattern = /^\d{4}-\d\d-\d\d( \d\d:\d\d(:\d\d)?)?$/;
export const dateRange = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z
      .array(str().refine((s) => s === '' || datePattern.test(s)))
      .max(2)
      .optional(),
  );

export { emailPattern, mobilePattern, strongPasswordPattern } from './patterns.ts';
