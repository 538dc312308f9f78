import { Col, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CredentialInputs } from '@/components/credentials/CredentialInputs';
import { DEVICE } from '../texts';

/**
 * The device's own credentials: none (the product's apply), Basic (user and password) or an access
 * token, with a button making one.
 */
export function CredentialFields() {
  const { t } = useTranslation(DEVICE);
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="authType" label={t('field.authType')}>
          <Select
            options={[
              { value: 0, label: t('auth.inherit') },
              { value: 1, label: t('auth.basic') },
              { value: 2, label: t('auth.token') },
            ]}
          />
        </Form.Item>
      </Col>
      <CredentialInputs ns={DEVICE} />
    </>
  );
}
