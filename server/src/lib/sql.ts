import { and, eq, getTableColumns, ilike, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * `column ILIKE '%value%'` with `%`, `_` and `\` in the value taken literally: a search for
 * `sys_` must not match `sysX`. Case-insensitive like GFast's MySQL LIKE.
 */
export function contains(column: Column, value: string): SQL {
  return ilike(column, `%${value.replace(/[\\%_]/g, '\\$&')}%`);
}

/**
 * A list query's filters on a table whose columns bear the filters' names: `contains` for text
 * searched within, `equals` for a value matched whole. A filter the query leaves empty (absent or
 * "") adds no condition; 0 is a value.
 */
export function queryFilters<T extends Table, Q extends object>(
  table: T,
  q: Q,
  matches: { [K in keyof Q & keyof T['$inferSelect']]?: 'contains' | 'equals' },
): SQL | undefined {
  const columns: Record<string, Column> = getTableColumns(table);
  const given = q as Record<string, unknown>;
  return and(
    ...Object.entries(matches).map(([name, match]) => {
      const value = given[name];
      if (value === undefined || value === null || value === '') return undefined;
      return match === 'contains' ? contains(columns[name], String(value)) : eq(columns[name], value);
    }),
  );
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
export const INSUFFICIENT_PRIVILEGE = '42501';
