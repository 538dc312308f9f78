import { Button, Result } from 'antd';
import { endSession } from '@/stores/session';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** No access: re-authorising drops the session and goes back to the login page. */
export default function NoAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="403"
        title="401"
        subTitle={t('error.noAuth')}
        data-testid="no-auth"
        extra={
          <Button
            type="primary"
            onClick={() => {
              endSession();
              navigate('/login');
            }}
          >
            {t('error.reauth')}
          </Button>
        }
      />
    </div>
  );
}
