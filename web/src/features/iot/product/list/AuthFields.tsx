import { Col, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CredentialInputs } from '@/components/credentials/CredentialInputs';
import { PRODUCT } from '../texts';

/**
 * How devices of the product authenticate (CONTRACT "Device authentication"): Basic with a user
 * and password, or AccessToken (username = the device key, password = the token).
 */
export function AuthFields() {
  const { t } = useTranslation(PRODUCT);
  return (
    <>
      <Col span={24}>
        <Form.Item name="authType" label={t('field.authType')}>
          <Radio.Group
            options={[
              { value: 1, label: t('auth.basic') },
              { value: 2, label: t('auth.token') },
            ]}
          />
        </Form.Item>
      </Col>
      <CredentialInputs ns={PRODUCT} tokenCol={{ span: 24 }} tokenRules={[{ max: 128 }]} />
    </>
  );
}
