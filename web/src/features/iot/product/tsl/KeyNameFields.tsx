import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NameField } from '../NameField';
import { useRules } from '../rules';
import { PRODUCT } from '../texts';

interface Props {
  /** The other keys of the same list: a key is unique within it. */
  taken: readonly string[];
  /** The key of a stored entry does not change. */
  keyLocked?: boolean;
}

/** The key and name every object-model entry and parameter has. */
export function KeyNameFields({ taken, keyLocked }: Props) {
  const { t } = useTranslation(PRODUCT);
  const rules = useRules();
  return (
    <>
      <Form.Item name="key" label={t('tsl.field.key')} rules={rules.tslKey(t('tsl.field.key'), taken)}>
        <Input disabled={keyLocked} />
      </Form.Item>
      <NameField label={t('tsl.field.name')} />
    </>
  );
}
