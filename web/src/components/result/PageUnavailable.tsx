import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppRoute } from '@/routing/types';
import { useRouteTitle } from '@/routing/useRouteTitle';
import { ErrorResult } from './ErrorResult';

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
    <ErrorResult
      status="warning"
      title={t('error.pageMissing')}
      subTitle={detail}
      testId="page-unavailable"
      action={{ label: t('backHome'), onClick: () => navigate('/home') }}
    />
  );
}
