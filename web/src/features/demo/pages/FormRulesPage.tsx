import { Button, Card, Col, Flex, Form, Row, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { fieldControl, required, type FieldName } from './fields';
import { DEMO_PAGES } from './texts';

const FORMS: { title: string; fields: FieldName[]; optional?: FieldName[]; initial?: Record<string, unknown> }[] = [
  {
    title: 'formRules.form1',
    fields: ['name', 'email', 'account', 'job'],
    initial: { name: 'lyt', email: 'lyt123@example.com', account: 'lyt123456', job: 0 },
  },
  { title: 'formRules.form2', fields: ['phone', 'sex', 'password', 'role'], optional: ['sex'] },
  { title: 'formRules.form3', fields: ['creator', 'modifier', 'owner', 'ownerDept'] },
];

/** Three separate forms checked together: success only when all three pass, else how many failed. */
export function FormRulesPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const [f1] = Form.useForm();
  const [f2] = Form.useForm();
  const [f3] = Form.useForm();
  const forms: FormInstance[] = [f1, f2, f3];

  const validate = async () => {
    const results = await Promise.allSettled(forms.map((f) => f.validateFields()));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed === 0) feedback.message.success(t('formRules.passed'));
    else feedback.message.error(t('formRules.failed', { n: failed }));
  };

  return (
    <Flex vertical gap={16}>
      {FORMS.map((spec, i) => (
        <Card key={spec.title} title={t(spec.title)} size="small">
          <Form form={forms[i]} layout="vertical" initialValues={spec.initial} name={`demo-form-${i + 1}`}>
            <Row gutter={16}>
              {spec.fields.map((field) => (
                <Col key={field} xs={24} sm={12} lg={6}>
                  <Form.Item
                    name={field}
                    label={t(`common.${field}`)}
                    rules={[
                      ...(spec.optional?.includes(field) ? [] : [required(field, t)]),
                      ...(field === 'email'
                        ? [{ type: 'email' as const, message: t('common.placeholder', { label: t('common.email') }) }]
                        : []),
                    ]}
                  >
                    {fieldControl(field, t)}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Form>
        </Card>
      ))}
      <Flex gap={8}>
        <Button onClick={() => forms.forEach((f) => f.resetFields())}>{t('common.reset')}</Button>
        <Button type="primary" onClick={() => void validate()}>
          {t('common.validate')}
        </Button>
      </Flex>
    </Flex>
  );
}
