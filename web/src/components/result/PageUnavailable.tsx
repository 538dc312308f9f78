import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppRoute } from '@/app/routes/types';
import { useRouteTitle } from '@/app/routes/useRouteTitle';

/** Shown instead of a blank page when a menu's component matches no view file, or several. */
export function PageUnavailable({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = useRouteTitle()(route);
  const detail =
    route.resolved.kind === 'ambiguous'
      ? t('error.pageAmbiguous', { title, component: route.component })
      : t('error.pageMissingDetail', { title, component: route.component || '—' });
  return (
    <Result
      status="warning"
      title={t('error.pageMissing')}
      subTitle={detail}
      data-testid="page-unavailable"
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
