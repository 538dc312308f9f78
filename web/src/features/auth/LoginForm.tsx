import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN } from './texts';

/**
 * A login form: no browser validation (each field says what is wrong), its rows, and the large
 * submit button, spinning while `busy`.
 */
export function LoginForm({
  onSubmit,
  busy,
  autoComplete,
  submitTestId,
  children,
}: {
  onSubmit: () => void;
  busy: boolean;
  autoComplete?: 'on';
  submitTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(LOGIN);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      autoComplete={autoComplete}
    >
      {children}
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid={submitTestId}>
        {t('submit')}
      </Button>
    </form>
  );
}
