import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorResult } from './ErrorResult';

/** Any unmatched path (spec §8). */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorResult
      status="404"
      title="404"
      subTitle={t('error.notFound')}
      testId="not-found"
      action={{ label: t('backHome'), onClick: () => navigate('/home') }}
    />
  );
}
