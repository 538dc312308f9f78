import { Form, Input } from 'antd';
import { useRules } from './rules';

/**
 * The name categories, products and object-model entries carry: required, 100 characters at most
 * (sagoo-iot-api.md §3-§5).
 */
export function NameField({ label }: { label: string }) {
  const rules = useRules();
  return (
    <Form.Item name="name" label={label} rules={rules.text(label, 100)}>
      <Input />
    </Form.Item>
  );
}
