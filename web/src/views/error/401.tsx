import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorResult } from '@/components/result/ErrorResult';
import { endSession } from '@/stores/session';

/** No access: re-authorising drops the session and goes back to the login page. */
export default function NoAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reauthorise = () => {
    endSession();
    navigate('/login');
  };
  return (
    <div style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <ErrorResult
        status="403"
        title="401"
        subTitle={t('error.noAuth')}
        testId="no-auth"
        action={{ label: t('error.reauth'), onClick: reauthorise }}
      />
    </div>
  );
}
