import type { UserRow } from '@iot/contract';
import { userResetPwdBody } from '@iot/contract/user';
import { Alert, Button, Flex, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { seededNickname } from '@/i18n/seeded';
import { userApi } from '../api';
import { USER } from '../texts';
import { generatePassword } from './password';

interface Props {
  row: UserRow;
  onClose: () => void;
}

/**
 * A new password for a user: typed or generated, checked as the server checks it; once set it is
 * shown one time with a copy button (never in a toast), and the user's sessions have ended.
 */
export function ResetPasswordDialog({ row, onClose }: Props) {
  const { t } = useTranslation([USER, 'common']);
  const [form] = Form.useForm<{ password: string }>();
  const rules = useFieldRules();
  const [done, setDone] = useState<string>();
  const name = seededNickname(row.userNickname, row.userName) || row.userName;
  const shown = done && (
    <Flex vertical gap={8}>
      <Alert type="success" showIcon title={t('reset.done')} description={t('reset.showOnce')} />
      <Typography.Paragraph copyable={{ text: done, tooltips: [t('reset.copy')] }} code style={{ fontSize: 16 }}>
        {done}
      </Typography.Paragraph>
    </Flex>
  );
  return (
    <FormDialog<{ password: string }, string>
      open
      onClose={onClose}
      // The page unmounts the dialog as soon as it is closed.
      afterClose={() => undefined}
      title={t('reset.title', { name })}
      form={form}
      name="resetPassword"
      okText={t('common:ok')}
      quiet
      outcome={shown ? { content: shown, closeText: t('reset.close') } : undefined}
      toBody={(v) => v.password}
      send={(password) => userApi.resetPwd(row.id, password)}
      onSaved={setDone}
    >
      <Typography.Paragraph type="secondary">{t('reset.hint')}</Typography.Paragraph>
      <Form.Item label={t('field.password')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="password"
            noStyle
            rules={rules(userResetPwdBody.shape.password, t('field.password'), t('format.password'))}
          >
            <Input autoComplete="new-password" aria-label={t('field.password')} />
          </Form.Item>
          <Button onClick={() => form.setFieldsValue({ password: generatePassword() })}>{t('reset.generate')}</Button>
        </Space.Compact>
      </Form.Item>
    </FormDialog>
  );
}
