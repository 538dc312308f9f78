import { Button, Card, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { fieldControl, required, type FieldName } from './fields';
import { DEMO_PAGES } from './texts';

const FIELDS: FieldName[] = [
  'name',
  'dept',
  'account',
  'job',
  'phone',
  'sex',
  'password',
  'role',
  'creator',
  'modifier',
  'owner',
  'ownerDept',
];
const REQUIRED = new Set<FieldName>(['name', 'account', 'phone']);

/** Twelve fields in a grid that goes from one a row on a phone to six on a wide screen. */
export function FormAdaptPage() {
  const { t } = useTranslation(DEMO_PAGES);
  return (
    <Card title={t('formAdapt.title')}>
      <Form layout="vertical" onFinish={() => feedback.message.success(t('formAdapt.saved'))}>
        <Row gutter={16}>
          {FIELDS.map((field) => (
            <Col key={field} xs={24} sm={12} md={8} lg={6} xl={4}>
              <Form.Item
                name={field}
                label={t(`common.${field}`)}
                rules={REQUIRED.has(field) ? [required(field, t)] : undefined}
              >
                {fieldControl(field, t)}
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit">
          {t('formAdapt.save')}
        </Button>
      </Form>
    </Card>
  );
}
