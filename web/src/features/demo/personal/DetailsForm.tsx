import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { isEmail, isMobile } from '@/lib/validate';
import { useUserStore } from '@/stores/user';
import { DEMO_PERSONAL } from './texts';

/** The "update details" form of the demo: checked with the helper library's validators, not saved. */
export function DetailsForm() {
  const { t } = useTranslation(DEMO_PERSONAL);
  const user = useUserStore((s) => s.userInfo);
  const check = (valid: (v: string) => boolean, message: string) => ({
    validator: (_: unknown, value?: string) =>
      !value || valid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
  return (
    <Card title={t('update')} style={{ height: '100%' }}>
      <Form
        layout="vertical"
        initialValues={{ nickname: user?.userNickname ?? '', mobile: user?.mobile ?? '' }}
        onFinish={() => feedback.message.info(t('demoSaved'))}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="nickname"
              label={t('nickname')}
              rules={[{ required: true, message: t('required', { label: t('nickname') }) }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('email')} rules={[check(isEmail, t('badEmail'))]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="signature" label={t('signature')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="job" label={t('job')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="mobile" label={t('mobile')} rules={[check(isMobile, t('badMobile'))]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="sex" label={t('sex')}>
              <Select
                allowClear
                options={[
                  { value: 1, label: t('male') },
                  { value: 2, label: t('female') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit">
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
