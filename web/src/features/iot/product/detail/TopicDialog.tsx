import type { ProductTopic, TopicAccess } from '@iot/contract';
import { productTopicFields, TOPIC_ACCESS, topicPrefix, topicProblem } from '@iot/contract/product-topic';
import { Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { RemarkField } from '@/components/form-dialog/RemarkField';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { topicApi, type TopicBody } from '../api';
import { PRODUCT } from '../texts';

interface Values {
  name: string;
  /** The topic after the product's prefix `/{productKey}/{deviceKey}/user/`. */
  rest: string;
  access: TopicAccess;
  remark: string;
}

interface Props extends DialogProps {
  productKey: string;
  /** The topic edited; absent: a new one. */
  row?: ProductTopic;
}

/** Add or edit a custom topic: its name, the levels after the product's prefix, the access, a remark. */
export function TopicDialog({ productKey, row, ...dialog }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const rules = useFieldRules(`${PRODUCT}:topic.max`);
  const [form] = Form.useForm<Values>();
  const prefix = topicPrefix(productKey);
  return (
    <FormDialog<Values, TopicBody>
      {...dialog}
      form={form}
      title={t(row ? 'topic.edit' : 'topic.add')}
      width={640}
      name="topicForm"
      initialValues={{
        name: row?.name ?? '',
        rest: row?.topic.startsWith(prefix) ? row.topic.slice(prefix.length) : '',
        access: row?.access ?? 'pub',
        remark: row?.remark ?? '',
      }}
      toBody={(v) => ({
        ...(row ? { id: row.id } : {}),
        productKey,
        name: v.name.trim(),
        topic: prefix + v.rest.trim(),
        access: v.access,
        remark: (v.remark ?? '').trim(),
      })}
      send={(body) => (row ? topicApi.edit(body) : topicApi.add(body))}
    >
      <Form.Item name="name" label={t('topic.name')} rules={rules(productTopicFields.name, t('topic.name'))}>
        <Input />
      </Form.Item>
      <Form.Item name="access" label={t('topic.access')} rules={[{ required: true }]}>
        <Radio.Group
          options={TOPIC_ACCESS.map((a) => ({ value: a, label: t(`topic.accessName.${a}`) }))}
          onChange={() => void form.validateFields(['rest']).catch(() => undefined)}
        />
      </Form.Item>
      <Form.Item label={t('topic.topic')} required htmlFor="topicForm_rest">
        <Space.Compact style={{ width: '100%' }}>
          <Space.Addon>{prefix}</Space.Addon>
          <Form.Item
            name="rest"
            noStyle
            rules={[
              {
                validator: async (_, value: unknown) => {
                  const rest = typeof value === 'string' ? value.trim() : '';
                  if (!rest) throw new Error(t('common:required', { field: t('topic.topic') }));
                  const problem = topicProblem(productKey, prefix + rest, form.getFieldValue('access') as TopicAccess);
                  if (problem) throw new Error(t(`topic.bad.${problem}`));
                },
              },
            ]}
          >
            <Input placeholder="data/report" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <RemarkField schema={productTopicFields.remark} rules={rules} rows={3} />
    </FormDialog>
  );
}
