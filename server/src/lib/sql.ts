import { ilike, type Column, type SQL } from 'drizzle-orm';

/**
 * `column ILIKE '%value%'` with `%`, `_` and `\` in the value taken literally: a search for
 * `sys_` must not match `sysX`. Case-insensitive like GFast's MySQL LIKE.
 */
export function contains(column: Column, value: string): SQL {
  return ilike(column, `%${value.replace(/[\\%_]/g, '\\$&')}%`);
}

/** PostgreSQL's SQLSTATE of a failed query; drizzle wraps the driver's error in `cause`. */
export function sqlState(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
