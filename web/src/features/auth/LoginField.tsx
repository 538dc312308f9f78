import { SafetyOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import Input, { type InputProps } from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN } from './texts';
import type { Fields } from './useFields';

// Input and Password from their own modules: antd's Input namespace also brings TextArea, Search
// and OTP, which the first page does not need.

type LoginFieldProps<K extends string> = Omit<InputProps, 'name' | 'value' | 'onChange' | 'status' | 'prefix'> & {
  fields: Fields<K>;
  name: K;
  icon: ReactNode;
  password?: boolean;
  /** Shown to the right of the input (the captcha image, the 'get code' button). */
  beside?: ReactNode;
};

/** One row of a login form: a large input bound to `name`, and under it the field's error in the current language. */
export function LoginField<K extends string>({ fields, name, icon, password, beside, ...input }: LoginFieldProps<K>) {
  const { t } = useTranslation(LOGIN);
  const { token } = theme.useToken();
  const error = fields.errors[name];
  const Control = password ? Password : Input;
  const control = <Control {...input} {...fields.bind(name)} size="large" prefix={icon} />;
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      {beside ? (
        <div style={{ display: 'flex', gap: token.marginXS }}>
          {control}
          {beside}
        </div>
      ) : (
        control
      )}
      {error && (
        <div role="alert" style={{ color: token.colorError, fontSize: token.fontSize, minHeight: token.marginLG }}>
          {t(error)}
        </div>
      )}
    </div>
  );
}

/** The verification-code row of both forms (the image code, the SMS code), with what fetches a code beside it. */
export function CodeField<K extends string>(props: Omit<LoginFieldProps<K>, 'icon' | 'placeholder' | 'password'>) {
  const { t } = useTranslation(LOGIN);
  return <LoginField {...props} icon={<SafetyOutlined />} placeholder={t('code')} />;
}
