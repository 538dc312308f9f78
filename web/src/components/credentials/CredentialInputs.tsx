import { Button, Col, Form, Input, Space, type ColProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** A fresh access token: 32 random hex digits from the browser's generator. */
export function newAccessToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const half = { xs: 24, sm: 12 };

interface Props {
  /**
   * The feature's texts namespace: products and devices word their credentials themselves, under
   * `field.authUser`, `field.authPasswd`, `field.accessToken` and `auth.generate`.
   */
  ns: string;
  /** The token's column (Basic's user and password take half a row each). */
  tokenCol?: ColProps;
  tokenRules?: Rule[];
}

/**
 * The credentials of the way chosen in the form's `authType` (CONTRACT "Device authentication"):
 * Basic's user and password (1), or an access token with a button making one (2). The caller
 * offers the choice, with the ways it allows.
 */
export function CredentialInputs({ ns, tokenCol = half, tokenRules }: Props) {
  const { t } = useTranslation(ns);
  const form = Form.useFormInstance();
  const authType = Form.useWatch<number>('authType', form);
  if (authType === 1)
    return (
      <>
        <Col {...half}>
          <Form.Item name="authUser" label={t('field.authUser')} rules={[{ max: 64 }]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="authPasswd" label={t('field.authPasswd')} rules={[{ max: 64 }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </>
    );
  if (authType === 2)
    return (
      <Col {...tokenCol}>
        <Form.Item label={t('field.accessToken')} required={false}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="accessToken" noStyle rules={tokenRules}>
              <Input autoComplete="off" aria-label={t('field.accessToken')} />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('accessToken', newAccessToken())}>{t('auth.generate')}</Button>
          </Space.Compact>
        </Form.Item>
      </Col>
    );
  return null;
}
