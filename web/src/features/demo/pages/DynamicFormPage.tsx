import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { fieldControl, required, type FieldName } from './fields';
import { DEMO_PAGES } from './texts';

const TOP: FieldName[] = ['name', 'email', 'job'];
const PERIODS = ['year', 'month', 'day'] as const;

/** A form with a repeatable group (Form.List): the first group adds one, later ones can be removed. */
export function DynamicFormPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const [form] = Form.useForm();
  const must = (label: string) => [{ required: true, message: t('common.required', { label }) }];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ periods: [{}] }}
      onFinish={() => feedback.message.success(t('common.passed'))}
    >
      <Card title={t('dynamicForm.title')}>
        <Row gutter={16}>
          {TOP.map((field) => (
            <Col key={field} xs={24} sm={12} lg={6}>
              <Form.Item name={field} label={t(`common.${field}`)} rules={[required(field, t)]}>
                {fieldControl(field, t)}
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="loginAt" label={t('dynamicForm.loginAt')} rules={must(t('dynamicForm.loginAt'))}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="periods">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Row gutter={16} key={field.key} align="bottom" data-testid="period-row">
                  {PERIODS.map((p) => (
                    <Col key={p} xs={24} sm={7}>
                      <Form.Item
                        name={[field.name, p]}
                        label={`${t(`dynamicForm.${p}`)} ${index + 1}`}
                        rules={must(t(`dynamicForm.${p}`))}
                      >
                        <Input placeholder={t('common.placeholder', { label: t(`dynamicForm.${p}`) })} />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col xs={24} sm={3}>
                    <Form.Item>
                      {index === 0 ? (
                        <Button icon={<PlusOutlined />} aria-label={t('dynamicForm.addRow')} onClick={() => add({})} />
                      ) : (
                        <Button
                          danger
                          icon={<MinusCircleOutlined />}
                          aria-label={t('dynamicForm.removeRow', { n: index + 1 })}
                          onClick={() => remove(field.name)}
                        />
                      )}
                    </Form.Item>
                  </Col>
                </Row>
              ))}
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label={t('dynamicForm.remark')} rules={must(t('dynamicForm.remark'))}>
          <Input.TextArea rows={3} placeholder={t('common.placeholder', { label: t('dynamicForm.remark') })} />
        </Form.Item>
      </Card>
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button onClick={() => form.resetFields()}>{t('common.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('common.validate')}
        </Button>
      </Flex>
    </Form>
  );
}
