import type { DictOption as DictValue, DictValuesData } from '@iot/contract';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seededDictLabel } from '@/i18n/seeded';
import { http } from './http';

/**
 * Spec §3 dictionary option, as a select shows it: made from a getDictData item (the contract's
 * DictOption), the label from the item's `value`, the value from its `key`.
 */
export interface DictOption extends Pick<DictValue, 'isDefault'> {
  label: DictValue['value'];
  value: DictValue['key'];
}

/** getDictData's answer as options (an unknown type has no values: no options). */
export const toDictOptions = (res: DictValuesData): DictOption[] =>
  (res.values ?? []).map((v) => ({ label: v.value, value: v.key, isDefault: v.isDefault }));

// This server (like GFast) stores dictionary labels as entered and ignores the language for them,
// so a language change fetches nothing again. Against a server that localises them, turn this on.
let labelsFollowLanguage = false;

/** Whether dictionary labels depend on the language, so useDict fetches them again when it changes. */
export function setDictLabelsFollowLanguage(on: boolean) {
  labelsFollowLanguage = on;
}

/** The prefix of one dictionary type's queries: invalidating it refreshes the type in every language. */
export const dictOptionsKey = (dictType: string) => ['dict', dictType];

/** The query key of one dictionary type. */
export const dictQueryKey = (dictType: string, language: string) =>
  labelsFollowLanguage ? [...dictOptionsKey(dictType), language] : dictOptionsKey(dictType);

/**
 * Options of one or more dictionaries: one request per type, cached and shared by every screen
 * (an empty list until it loads), fetched again on a language change when labels follow it.
 */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  const { i18n } = useTranslation();
  const results = useQueries({
    queries: types.map((dictType) => ({
      queryKey: dictQueryKey(dictType, i18n.language),
      queryFn: () => http.get<DictValuesData>('/api/v1/system/dict/data/getDictData', { dictType, defaultValue: '' }),
      staleTime: 5 * 60_000,
      // Seeded labels in the user's language (typed ones as typed); runs again when the language changes.
      select: (res: DictValuesData) =>
        toDictOptions(res).map((o) => ({ ...o, label: seededDictLabel(dictType, o.value, o.label) })),
    })),
  });
  return Object.fromEntries(types.map((t, i) => [t, results[i].data ?? []])) as Record<T, DictOption[]>;
}
