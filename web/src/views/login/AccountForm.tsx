import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/api/auth';
import type { LoginData } from '@iot/contract';

interface Values {
  username: string;
  password: string;
  verifyCode?: string;
}

/** User name, password and (when the server asks for it) the image code; a new code after every failure. */
export function AccountForm({ onLoggedIn }: { onLoggedIn: (data: LoginData) => Promise<void> }) {
  const { t } = useTranslation('login');
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  // Every captcha is single use: a fresh one on each visit and after each failed attempt.
  const captchaQuery = useQuery({ queryKey: ['captcha'], queryFn: authApi.captcha, gcTime: 0, staleTime: Infinity });
  const captcha = captchaQuery.data;
  const refreshCaptcha = async () => {
    form.setFieldValue('verifyCode', '');
    await captchaQuery.refetch();
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const data = await authApi.login({
        username: values.username.trim(),
        password: values.password,
        verifyCode: values.verifyCode?.trim() ?? '',
        verifyKey: captcha?.key ?? '',
      });
      await onLoggedIn(data);
    } catch {
      // The server's message was shown by the request layer; a used captcha is gone, so fetch another.
      await refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const needsCode = captcha?.verifyStatus === 1;
  return (
    <Form form={form} size="large" onFinish={submit} autoComplete="on" initialValues={{ username: 'admin' }}>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('username') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('username')} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('password') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('password')}
          autoComplete="current-password"
          maxLength={128}
        />
      </Form.Item>
      {needsCode && (
        <Form.Item>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="verifyCode" noStyle rules={[{ required: true, whitespace: true, message: t('code') }]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('code')} maxLength={4} autoComplete="off" />
            </Form.Item>
            {captcha?.img ? (
              <img
                src={captcha.img}
                alt={t('captchaRefresh')}
                title={t('captchaRefresh')}
                data-testid="captcha"
                onClick={() => void refreshCaptcha()}
                style={{
                  width: 120,
                  height: 40,
                  cursor: 'pointer',
                  borderRadius: 6,
                  flex: 'none',
                  background: '#f5f5f5',
                }}
              />
            ) : (
              <Skeleton.Button active style={{ width: 120, height: 40 }} />
            )}
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('submit')}
      </Button>
    </Form>
  );
}
