import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { EnumElement } from '@iot/contract/tsl';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '../texts';

type Path = (string | number)[];

/** An enum's values and their texts: at least one row, no value twice. */
export function EnumElementsField({ name }: { name: Path }) {
  const { t } = useTranslation([PRODUCT, 'common']);
  return (
    <Form.List
      name={[...name, 'elements']}
      initialValue={[{ value: '', text: '' }]}
      rules={[
        {
          validator: async (_, rows: Partial<EnumElement>[] | undefined) => {
            if (!rows?.length) throw new Error(t('tsl.enum.atLeastOne'));
            const values = rows.map((r) => String(r?.value ?? '').trim()).filter(Boolean);
            if (new Set(values).size !== values.length) throw new Error(t('tsl.enum.unique'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={t('tsl.enum.label')} required>
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item
                  name={[field.name, 'value']}
                  noStyle
                  rules={[{ required: true, whitespace: true, message: t('tsl.enum.valueRequired') }]}
                >
                  <Input placeholder={t('tsl.enum.value')} aria-label={`${t('tsl.enum.value')} ${index + 1}`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'text']}
                  noStyle
                  rules={[{ required: true, whitespace: true, message: t('tsl.enum.textRequired') }]}
                >
                  <Input placeholder={t('tsl.enum.text')} aria-label={`${t('tsl.enum.text')} ${index + 1}`} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`${t('common:delete')} ${index + 1}`}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ value: '', text: '' })}>
              {t('tsl.enum.add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}
