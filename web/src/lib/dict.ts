import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from './http';

/** Spec §3 dictionary option: label from the item's value, value from its key. */
export interface DictOption {
  label: string;
  value: string;
  isDefault: number;
}

interface DictResponse {
  info: { name: string; remark: string } | null;
  values: { key: string; value: string; isDefault: number; remark: string }[] | null;
}

export const toDictOptions = (res: DictResponse): DictOption[] =>
  (res.values ?? []).map((v) => ({ label: v.value, value: v.key, isDefault: v.isDefault }));

/**
 * Options of one or more dictionaries: one request per type, cached and shared by every screen,
 * fetched again when the language changes (the server answers in the caller's language).
 */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  const { i18n } = useTranslation();
  const results = useQueries({
    queries: types.map((dictType) => ({
      queryKey: ['dict', dictType, i18n.language],
      queryFn: () => http.get<DictResponse>('/api/v1/system/dict/data/getDictData', { dictType, defaultValue: '' }),
      staleTime: 5 * 60_000,
      select: toDictOptions,
    })),
  });
  return Object.fromEntries(types.map((t, i) => [t, results[i].data ?? []])) as Record<T, DictOption[]>;
}
