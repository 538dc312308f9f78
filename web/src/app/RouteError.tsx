import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** When loading the user's routes fails (server down): say so and offer a retry instead of a blank page. */
export function RouteError() {
  const error = useRouteError() as Error | undefined;
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('error.loadFailed')}
      subTitle={error?.message}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
      }
    />
  );
}
