import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { personalInfoQuery } from './api';
import { InfoForm } from './InfoForm';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { PERSONAL } from './texts';

/** /personal: the caller's profile, with tabs to edit it and to change the password. */
export function PersonalPage() {
  const { t } = useTranslation([PERSONAL, 'common']);
  const info = useQuery(personalInfoQuery());

  if (info.isError && !info.data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void info.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  if (!info.data) {
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <ProfileCard info={info.data} />
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              {
                key: 'info',
                label: t('tabInfo'),
                // Keyed by the stored account so a saved edit shows what the server kept.
                children: <InfoForm key={info.dataUpdatedAt} user={info.data.user} />,
              },
              { key: 'password', label: t('tabPassword'), children: <PasswordForm /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
