import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any unmatched path (spec §8). */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('error.notFound')}
      data-testid="not-found"
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
