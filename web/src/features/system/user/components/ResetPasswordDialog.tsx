import type { UserRow } from '@iot/contract';
import { userResetPwdBody } from '@iot/contract/user';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const reset = useMutation({
    mutationFn: (password: string) => userApi.resetPwd(row.id, password),
    onSuccess: (_, password) => setDone(password),
  });
  const name = seededNickname(row.userNickname, row.userName) || row.userName;
  return (
    <Modal
      open
      title={t('reset.title', { name })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        done ? (
          <Button type="primary" onClick={onClose}>
            {t('reset.close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="primary" loading={reset.isPending} onClick={() => form.submit()}>
              {t('common:ok')}
            </Button>
          </Space>
        )
      }
    >
      {done ? (
        <Flex vertical gap={8}>
          <Alert type="success" showIcon title={t('reset.done')} description={t('reset.showOnce')} />
          <Typography.Paragraph copyable={{ text: done, tooltips: [t('reset.copy')] }} code style={{ fontSize: 16 }}>
            {done}
          </Typography.Paragraph>
        </Flex>
      ) : (
        <Form form={form} name="resetPassword" layout="vertical" onFinish={(v) => reset.mutate(v.password)}>
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
              <Button onClick={() => form.setFieldsValue({ password: generatePassword() })}>
                {t('reset.generate')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
