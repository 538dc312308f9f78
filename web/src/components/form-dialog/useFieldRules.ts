import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { rulesFor, type FieldSchema } from './rulesFor';

/**
 * rulesFor with the console's texts: "Please enter {label}" when empty, and the text under
 * `tooLongKey` (a full key, e.g. 'dict:max', given `field` and `max`; antd's own without it) when
 * too long. Returns the rules of one field: its contract schema, its label, and the text for a
 * refused format if any.
 */
/** A dialog's rules maker: a field's rules from its schema, its label and the text for a bad format. */
export type FieldRules = (schema: FieldSchema, label: string, format?: string) => Rule[];

export function useFieldRules(tooLongKey?: string): FieldRules {
  const { t } = useTranslation('common');
  return (schema, label, format) =>
    rulesFor(schema, {
      required: t('required', { field: label }),
      tooLong: tooLongKey === undefined ? undefined : (max) => t(tooLongKey, { field: label, max }),
      format,
    });
}
