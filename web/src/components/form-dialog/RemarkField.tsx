import { Form, Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import type { FieldSchema } from './rulesFor';
import type { FieldRules } from './useFieldRules';

interface Props extends TextAreaProps {
  /** The contract's schema of the remark: its limits. */
  schema: FieldSchema;
  /** The dialog's rules maker (useFieldRules), so the remark's refusals read like its other fields'. */
  rules: FieldRules;
}

/** The remark most records carry (departments, posts, users, notices, dictionaries). */
export function RemarkField({ schema, rules, ...textArea }: Props) {
  const { t } = useTranslation('common');
  return (
    <Form.Item name="remark" label={t('remark')} rules={rules(schema, t('remark'))}>
      <Input.TextArea {...textArea} />
    </Form.Item>
  );
}
