import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One row of a login form: its control, and under it the field's error in the current language. */
export function LoginField({ error, children }: { error?: string; children: ReactNode }) {
  const { t } = useTranslation('login');
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      {children}
      {error && (
        <div role="alert" style={{ color: token.colorError, fontSize: token.fontSize, minHeight: token.marginLG }}>
          {t(error)}
        </div>
      )}
    </div>
  );
}
