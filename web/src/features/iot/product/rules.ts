// The form rules the product feature's dialogs share, with its texts. The server checks the same
// (sagoo-iot-api.md §3-§5); these only say it earlier.
import { PRODUCT_KEY_PATTERN } from '@iot/contract/patterns';
import { TSL_KEY_PATTERN } from '@iot/contract/tsl';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from './texts';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function useRules() {
  const { t } = useTranslation([PRODUCT, 'common']);
  const required = (field: string): Rule => ({
    validator: async (_, v: unknown) => {
      if (blank(v)) throw new Error(t('common:required', { field }));
    },
    required: true,
  });
  const max = (n: number): Rule[] => [{ max: n, message: t('rule.max', { max: n }) }];
  return {
    required,
    max,
    /** A choice that must be made (0 is a choice: the top level). */
    picked: (field: string): Rule => ({
      required: true,
      message: t('common:pleaseSelect', { field }),
    }),
    /** Required text of at most `n` characters. */
    text: (field: string, n: number): Rule[] => [required(field), ...max(n)],
    /** A product or category key. */
    key: (field: string): Rule[] => [required(field), { pattern: PRODUCT_KEY_PATTERN, message: t('rule.productKey') }],
    /** An object-model key, unique among `taken` (case-insensitive, as the server compares). */
    tslKey: (field: string, taken: readonly string[] = []): Rule[] => [
      required(field),
      { pattern: TSL_KEY_PATTERN, message: t('rule.tslKey') },
      {
        validator: async (_, v: unknown) => {
          const key = String(v ?? '').toLowerCase();
          if (key && taken.some((k) => k.toLowerCase() === key)) throw new Error(t('rule.tslKeyTaken'));
        },
      },
    ],
  };
}
