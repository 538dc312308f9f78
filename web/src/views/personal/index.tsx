import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { personalApi } from '@/api/personal';
import { InfoForm } from './components/InfoForm';
import { PasswordForm } from './components/PasswordForm';
import { ProfileCard } from './components/ProfileCard';

/** /personal: the caller's profile, with tabs to edit it and to change the password. */
export default function PersonalPage() {
  const { t } = useTranslation(['personal', 'common']);
  const info = useQuery({ queryKey: ['personal', 'info'], queryFn: personalApi.getInfo });

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
