import { Button, Form, Input, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { strongPasswordPattern } from '@iot/contract/patterns';
import { feedback } from '@/lib/feedback';
import { passwordStrength } from '@/lib/validate';
import { useResetPassword } from './api';
import { PERSONAL } from './texts';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

const strengthView = {
  weak: { percent: 33, status: 'exception', text: 'danger' },
  medium: { percent: 66, status: 'normal', text: 'warning' },
  strong: { percent: 100, status: 'success', text: 'success' },
} as const;

/** Changes the caller's password: current one, a strong new one (with a strength hint), typed twice. */
export function PasswordForm() {
  const { t } = useTranslation([PERSONAL, 'common']);
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form) ?? '';
  const save = useResetPassword({
    onChanged: () => {
      feedback.message.success(t('passwordChanged'));
      form.resetFields();
    },
  });
  const level = password ? passwordStrength(password) : null;

  return (
    <Form
      form={form}
      name="personalPassword"
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={(v) => save.mutate({ oldPassword: v.oldPassword, password: v.password })}
    >
      <Form.Item
        name="oldPassword"
        label={t('oldPassword')}
        rules={[{ required: true, message: t('common:required', { field: t('oldPassword') }) }]}
      >
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('newPassword')}
        extra={t('passwordRule')}
        dependencies={['oldPassword']}
        rules={[
          { required: true, message: t('common:required', { field: t('newPassword') }) },
          { pattern: strongPasswordPattern, message: t('passwordRule') },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              value && value === getFieldValue('oldPassword')
                ? Promise.reject(new Error(t('passwordSame')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={18} />
      </Form.Item>
      {level && (
        <div aria-live="polite" style={{ marginTop: -8, marginBottom: 16 }}>
          <Progress
            percent={strengthView[level].percent}
            status={strengthView[level].status}
            showInfo={false}
            size="small"
          />
          <Typography.Text type={strengthView[level].text} data-testid="password-strength">
            {t('strength', { level: t(`strengthLevel.${level}`) })}
          </Typography.Text>
        </div>
      )}
      <Form.Item
        name="confirm"
        label={t('confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('common:required', { field: t('confirmPassword') }) },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common:save')}
      </Button>
    </Form>
  );
}
