import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mobilePattern } from '@iot/contract/patterns';
import { authApi } from '@/api/auth';

/** Mobile number and SMS code; the server says plainly when it has no SMS gateway. */
export function MobileForm() {
  const { t } = useTranslation('login');
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const { mobile, code } = await form.validateFields(['mobile']).then(() => form.getFieldsValue());
    setBusy(true);
    try {
      await authApi.mobileLogin({ mobile, code: code ?? '' });
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
    }
  };
  const mobileRules = [
    { required: true, message: t('mobile') },
    { pattern: mobilePattern, message: t('mobileInvalid') },
  ];
  return (
    <Form form={form} size="large" onFinish={send}>
      <Form.Item name="mobile" rules={mobileRules}>
        <Input prefix={<MobileOutlined />} placeholder={t('mobile')} maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('code') }]}>
            <Input prefix={<SafetyOutlined />} placeholder={t('code')} maxLength={6} inputMode="numeric" />
          </Form.Item>
          <Button
            onClick={() => void send().catch(() => undefined)}
            loading={busy}
            style={{ flex: 'none', width: 120 }}
          >
            {t('getCode')}
          </Button>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('submit')}
      </Button>
    </Form>
  );
}
