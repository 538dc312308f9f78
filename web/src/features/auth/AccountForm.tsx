import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaData, LoginData } from '@iot/contract';
import { authApi } from './api';
import { forgetEarlyInput, peekEarlyInput } from './earlyInput';
import { CodeField, LoginField } from './LoginField';
import { LoginForm } from './LoginForm';
import { LOGIN } from './texts';
import { required, useBusy, useFields } from './useFields';

const rules = { username: [required('username')], password: [required('password')], verifyCode: [required('code')] };

/** User name, password and (when the server asks for it) the image code; a new code after every failure. */
export function AccountForm({ onLoggedIn }: { onLoggedIn: (data: LoginData) => Promise<void> }) {
  const { t } = useTranslation(LOGIN);
  const { token } = theme.useToken();
  // What was typed on the pre-rendered page before the app was live (earlyInput.ts).
  const [early] = useState(peekEarlyInput);
  const form = useFields(
    { username: early.values.username ?? 'admin', password: early.values['current-password'] ?? '', verifyCode: '' },
    rules,
  );
  // The keyboard starts in the first field still empty (the password, as the account is filled in)
  // when nothing has the focus yet: not after a switch of mode (the mode tab keeps it), nor when the
  // visitor already typed on the pre-rendered page.
  const [focusFirst] = useState(() =>
    // (No document while the page is pre-rendered at build time.)
    typeof document !== 'undefined' && document.activeElement && document.activeElement !== document.body
      ? undefined
      : Object.keys(early.values).length
        ? undefined
        : form.values.username
          ? 'password'
          : 'username',
  );
  const [submitting, run] = useBusy();
  // Every captcha is single use: a fresh one on each visit and after each failed attempt. (Plain
  // state, not TanStack Query: the login page does not load it.)
  const [captcha, setCaptcha] = useState<CaptchaData>();
  const [captchaRound, setCaptchaRound] = useState(0);
  useEffect(() => {
    let current = true;
    authApi.captcha().then(
      (next) => current && setCaptcha(next),
      () => undefined, // shown by the request layer; clicking the image tries again
    );
    return () => {
      current = false;
    };
  }, [captchaRound]);
  const needsCode = captcha?.verifyStatus === 1;
  const refreshCaptcha = () => {
    form.set('verifyCode', '', false);
    setCaptchaRound((n) => n + 1);
  };

  /** Sends `values` (what the fields hold, unless the early input just filled them). */
  const submit = (values = form.values) => {
    if (submitting || !form.validate(needsCode ? undefined : ['username', 'password'], values)) return;
    const { username, password, verifyCode } = values;
    void run(async () => {
      try {
        const data = await authApi.login({
          username: username.trim(),
          password,
          verifyCode: verifyCode.trim(),
          verifyKey: captcha?.key ?? '',
        });
        await onLoggedIn(data);
      } catch {
        // The server's message was shown by the request layer; a used captcha is gone, so fetch another.
        refreshCaptcha();
      }
    });
  };

  // Once live: what was typed while React took the page over (the input may have been reset since)
  // goes into the fields, and a submit made before the app was live goes through with it, once
  // (StrictMode runs effects twice; the second finds nothing left).
  const takeEarlyInput = useEffectEvent(() => {
    const { values, submitted } = peekEarlyInput();
    forgetEarlyInput();
    const typed = {
      ...form.values,
      username: values.username ?? form.values.username,
      password: values['current-password'] ?? form.values.password,
    };
    for (const name of ['username', 'password'] as const)
      if (typed[name] !== form.values[name]) form.set(name, typed[name], false);
    if (submitted) submit(typed);
  });
  useEffect(() => takeEarlyInput(), []);

  return (
    <LoginForm onSubmit={() => submit()} busy={submitting} autoComplete="on" submitTestId="login-submit">
      <LoginField
        fields={form}
        name="username"
        icon={<UserOutlined />}
        placeholder={t('username')}
        autoComplete="username"
        autoFocus={focusFirst === 'username'}
        maxLength={64}
      />
      <LoginField
        fields={form}
        name="password"
        password
        icon={<LockOutlined />}
        placeholder={t('password')}
        autoComplete="current-password"
        autoFocus={focusFirst === 'password'}
        maxLength={128}
      />
      {needsCode && (
        <CodeField
          fields={form}
          name="verifyCode"
          maxLength={4}
          autoComplete="off"
          beside={
            // Until the image arrives, a placeholder of the same size keeps the form from jumping.
            <img
              src={captcha.img || undefined}
              alt={t('captchaRefresh')}
              title={t('captchaRefresh')}
              data-testid="captcha"
              onClick={refreshCaptcha}
              style={{
                width: 120,
                height: 40,
                cursor: 'pointer',
                borderRadius: token.borderRadius,
                flex: 'none',
                background: token.colorFillSecondary,
              }}
            />
          }
        />
      )}
    </LoginForm>
  );
}
