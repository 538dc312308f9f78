import { MobileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMobile } from '@/lib/validate';
import { authApi } from './api';
import { CodeField, LoginField } from './LoginField';
import { LoginForm } from './LoginForm';
import { LOGIN } from './texts';
import { required, useBusy, useFields, type FieldRule } from './useFields';

const validMobile: FieldRule = (value) => (isMobile(value) ? undefined : 'mobileInvalid');
const rules = { mobile: [required('mobile'), validMobile], code: [required('code')] };

/** Mobile number and SMS code; the server says plainly when it has no SMS gateway. */
export function MobileForm() {
  const { t } = useTranslation(LOGIN);
  const form = useFields({ mobile: '', code: '' }, rules);
  const [busy, run] = useBusy();
  /** 'Get code' needs only the number; logging in needs both. */
  const send = (fields: ('mobile' | 'code')[]) => {
    if (busy || !form.validate(fields)) return;
    void run(async () => {
      try {
        await authApi.mobileLogin({ mobile: form.values.mobile, code: form.values.code });
      } catch {
        /* shown by the request layer */
      }
    });
  };
  return (
    <LoginForm onSubmit={() => send(['mobile', 'code'])} busy={busy}>
      <LoginField
        fields={form}
        name="mobile"
        icon={<MobileOutlined />}
        placeholder={t('mobile')}
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel"
      />
      <CodeField
        fields={form}
        name="code"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        beside={
          <Button size="large" onClick={() => send(['mobile'])} loading={busy} style={{ flex: 'none', width: 120 }}>
            {t('getCode')}
          </Button>
        }
      />
    </LoginForm>
  );
}
