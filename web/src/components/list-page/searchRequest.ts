import type { Dayjs } from 'dayjs';
import { dayRange, isDateRange } from '@/lib/date';

/** A search form's field as the list's request carries it: a date range as two days, the rest as it is. */
type Sent<V> = V extends readonly [Dayjs | null, Dayjs | null] ? [string, string] : V;

/** The filters a search form's values make: each field optional, none null. */
export type SearchRequest<F> = { [K in keyof F]?: Sent<NonNullable<F[K]>> };

/**
 * A search form's values as the list's request: text trimmed, a date range as its two days
 * ('YYYY-mm-dd', '' for an open end), and what is left empty (blank text, a cleared select, an
 * open range) left out, so the server lists everything for it.
 */
export function searchRequest<F extends object>(values: F): SearchRequest<F> {
  const request: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values) as [string, unknown][]) {
    const sent = typeof value === 'string' ? value.trim() || undefined : isDateRange(value) ? dayRange(value) : value;
    if (sent !== undefined && sent !== null) request[name] = sent;
  }
  return request as SearchRequest<F>;
}
