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

/** getDictData's answer as options (an unknown type has no values: no options). */
export const toDictOptions = (res: DictResponse): DictOption[] =>
  (res.values ?? []).map((v) => ({ label: v.value, value: v.key, isDefault: v.isDefault }));

// This server (like GFast) stores dictionary labels as entered and ignores the language for them,
// so a language change fetches nothing again. Against a server that localises them, turn this on.
let labelsFollowLanguage = false;

/** Whether dictionary labels depend on the language, so useDict fetches them again when it changes. */
export function setDictLabelsFollowLanguage(on: boolean) {
  labelsFollowLanguage = on;
}

/** The query key of one dictionary type; invalidating ['dict', type] refreshes it in every language. */
export const dictQueryKey = (dictType: string, language: string) =>
  labelsFollowLanguage ? ['dict', dictType, language] : ['dict', dictType];

/**
 * Options of one or more dictionaries: one request per type, cached and shared by every screen
 * (an empty list until it loads), fetched again on a language change when labels follow it.
 */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  const { i18n } = useTranslation();
  const results = useQueries({
    queries: types.map((dictType) => ({
      queryKey: dictQueryKey(dictType, i18n.language),
      queryFn: () => http.get<DictResponse>('/api/v1/system/dict/data/getDictData', { dictType, defaultValue: '' }),
      staleTime: 5 * 60_000,
      select: toDictOptions,
    })),
  });
  return Object.fromEntries(types.map((t, i) => [t, results[i].data ?? []])) as Record<T, DictOption[]>;
}
