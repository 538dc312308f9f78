import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TSL_KEY_PATTERN } from '@iot/contract/tsl';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE } from '../texts';

/** The device's tags as rows of key, name and value (the form field `tags`). */
export function TagsEditor() {
  const { t } = useTranslation([DEVICE, 'common']);
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('common:required', { field: label }),
  });
  return (
    <Form.List name="tags">
      {(fields, { add, remove }) => (
        <>
          {fields.map(({ key, name }) => (
            <Row key={key} gutter={8} wrap={false} align="top">
              <Col flex="1">
                <Form.Item
                  name={[name, 'key']}
                  rules={[required(t('field.tagKey')), { pattern: TSL_KEY_PATTERN, message: t('format.tagKey') }]}
                >
                  <Input placeholder={t('field.tagKey')} aria-label={t('field.tagKey')} />
                </Form.Item>
              </Col>
              <Col flex="1">
                <Form.Item name={[name, 'name']} rules={[required(t('field.tagName'))]}>
                  <Input placeholder={t('field.tagName')} aria-label={t('field.tagName')} />
                </Form.Item>
              </Col>
              <Col flex="1">
                <Form.Item name={[name, 'value']} rules={[required(t('field.tagValue'))]}>
                  <Input placeholder={t('field.tagValue')} aria-label={t('field.tagValue')} />
                </Form.Item>
              </Col>
              <Col flex="none">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common:delete')}
                  onClick={() => remove(name)}
                />
              </Col>
            </Row>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ key: '', name: '', value: '' })}>
            {t('field.tags')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
