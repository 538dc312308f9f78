import { useQuery } from '@tanstack/react-query';
import { http } from './http';

/** One choice of the item helper: `key` from the row's key field, `value` from its value field. */
export interface ItemOption<K = number, V = string> {
  key: K;
  value: V;
}

export interface ItemsOptions {
  /** Extra query parameters (filters). */
  params?: Record<string, unknown>;
  /** Rows per request; default 10000, so one request brings them all. */
  pageSize?: number;
  /** The row field that becomes `key`; default 'id'. */
  keyField?: string;
  /** The row field that becomes `value`; default 'name'. */
  valueField?: string;
  /** False holds the request back (e.g. until a dialog opens); default true. */
  enabled?: boolean;
}

/** Rows of a list answer's data.list as key/value pairs. */
export function toItems<K, V>(
  data: { list?: Record<string, unknown>[] | null } | null,
  keyField = 'id',
  valueField = 'name',
) {
  return (data?.list ?? []).map((row) => ({ key: row[keyField] as K, value: row[valueField] as V }));
}

/**
 * The item helper (spec §7): GETs `url` with pageNum 1 and pageSize 10000 (plus `params`), and
 * gives the rows of data.list as key/value pairs from the id and name fields unless told otherwise;
 * an empty list until it loads. Answers are shared per url and parameters for 30 s; invalidate
 * ['items', url] after changing the rows.
 */
export function useItems<K = number, V = string>(url: string, options: ItemsOptions = {}): ItemOption<K, V>[] {
  const { params, pageSize = 10000, keyField = 'id', valueField = 'name', enabled = true } = options;
  const query = useQuery({
    queryKey: ['items', url, params ?? {}, pageSize],
    queryFn: () => http.get<{ list?: Record<string, unknown>[] | null }>(url, { ...params, pageNum: 1, pageSize }),
    enabled,
    staleTime: 30_000,
    select: (data) => toItems<K, V>(data, keyField, valueField),
  });
  return query.data ?? [];
}
