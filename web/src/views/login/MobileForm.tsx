import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/api/auth';
import { isMobile } from '@/lib/validate';
import { LoginField } from './LoginField';
import { required, useFields, type FieldRule } from './useFields';

const validMobile: FieldRule = (value) => (isMobile(value) ? undefined : 'mobileInvalid');
const rules = { mobile: [required('mobile'), validMobile], code: [required('code')] };

/** Mobile number and SMS code; the server says plainly when it has no SMS gateway. */
export function MobileForm() {
  const { t } = useTranslation('login');
  const form = useFields({ mobile: '', code: '' }, rules);
  const [busy, setBusy] = useState(false);
  /** 'Get code' needs only the number; logging in needs both. */
  const send = async (fields: ('mobile' | 'code')[]) => {
    if (busy || !form.validate(fields)) return;
    setBusy(true);
    try {
      await authApi.mobileLogin({ mobile: form.values.mobile, code: form.values.code });
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(['mobile', 'code']);
  };
  return (
    <form onSubmit={submit} noValidate>
      <LoginField
        fields={form}
        name="mobile"
        icon={<MobileOutlined />}
        placeholder={t('mobile')}
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel"
      />
      <LoginField
        fields={form}
        name="code"
        icon={<SafetyOutlined />}
        placeholder={t('code')}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        beside={
          <Button
            size="large"
            onClick={() => void send(['mobile'])}
            loading={busy}
            style={{ flex: 'none', width: 120 }}
          >
            {t('getCode')}
          </Button>
        }
      />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('submit')}
      </Button>
    </form>
  );
}
