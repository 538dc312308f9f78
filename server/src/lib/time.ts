import { and, gte, lt, lte, type Column, type SQL } from 'drizzle-orm';

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a time as the wire's "YYYY-MM-DD HH:mm:ss" in the server's zone; null stays null. */
export function formatTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A `YYYY-MM-DD[ HH:mm[:ss]]` in the server's zone (the zone `formatTime` writes). */
export function localTime(value: string): Date {
  const [y, mo, d, h = 0, mi = 0, s = 0] = value.split(/[-: ]/).map(Number);
  return new Date(y, mo - 1, d, h, mi, s);
}

/** `column` within GFast's `dateRange` `[start, end]`; an end given as a bare date covers that whole day. */
export function createdWithin(column: Column, range: string[] | undefined): SQL | undefined {
  const [start, end] = range ?? [];
  return and(
    start ? gte(column, localTime(start)) : undefined,
    end
      ? end.length === 10
        ? lt(column, new Date(localTime(end).getTime() + 86_400_000))
        : lte(column, localTime(end))
      : undefined,
  );
}
