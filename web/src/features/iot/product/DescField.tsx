import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRules } from './rules';
import { PRODUCT } from './texts';

/**
 * The description categories, products and object-model entries carry: 200 characters at most
 * (sagoo-iot-api.md §3-§5); `counted` shows how many are left.
 */
export function DescField({ rows = 2, counted = false }: { rows?: number; counted?: boolean }) {
  const { t } = useTranslation(PRODUCT);
  const rules = useRules();
  return (
    <Form.Item name="desc" label={t('desc')} rules={rules.max(200)}>
      <Input.TextArea rows={rows} {...(counted ? { showCount: true, maxLength: 200 } : {})} />
    </Form.Item>
  );
}
