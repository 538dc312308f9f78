import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flattenRoutes } from '@/app/routes/build';
import { formatDate } from '@/lib/date';
import { useRoutesStore } from '@/stores/routes';

/** A standalone full-screen board (no shell) showing the console's live figures. */
export function Dashboard({ title, accent }: { title: string; accent: string }) {
  const { t } = useTranslation(['home', 'common']);
  const navigate = useNavigate();
  const routes = useRoutesStore((s) => s.routes);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const health = useQuery({
    queryKey: ['health'],
    queryFn: async () => (await fetch('/health')).json() as Promise<{ status: string; db: string }>,
    refetchInterval: 10_000,
  });
  const all = flattenRoutes(routes);
  const pages = all.filter((r) => r.children.length === 0);
  const kept = pages.filter((r) => r.meta.isKeepAlive).length;
  const hidden = pages.filter((r) => r.meta.isHide).length;
  const card = { background: 'rgba(255,255,255,0.06)', borderColor: 'rgba(255,255,255,0.12)' };
  const text = { color: 'rgba(255,255,255,0.85)' };
  return (
    <div
      style={{
        minHeight: '100%',
        background: `linear-gradient(160deg, #0b1a33, ${accent})`,
        padding: 24,
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 24 }}>
        <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
          {title}
        </Typography.Title>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <span style={{ fontVariantNumeric: 'tabular-nums', fontSize: 18 }}>
            {formatDate(now, 'YYYY-mm-dd HH:MM:SS')}
          </span>
          <Button ghost onClick={() => navigate('/home')}>
            {t('common:backHome')}
          </Button>
        </div>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card style={card}>
            <Statistic
              title={<span style={text}>{t('pages')}</span>}
              value={pages.length}
              valueStyle={{ color: '#fff' }}
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card style={card}>
            <Statistic
              title={<span style={text}>{t('sections')}</span>}
              value={routes.length}
              valueStyle={{ color: '#fff' }}
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card style={card}>
            <Statistic
              title={<span style={text}>{t('server')}</span>}
              value={health.data?.status === 'ok' ? t('serverOk', { db: health.data.db }) : t('serverDown')}
              valueStyle={{ color: health.data?.status === 'ok' ? '#73d13d' : '#ff7875', fontSize: 18 }}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card style={card}>
            <Progress
              type="dashboard"
              percent={pages.length ? Math.round((kept / pages.length) * 100) : 0}
              strokeColor="#36cfc9"
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card style={card}>
            <Progress
              type="dashboard"
              percent={pages.length ? Math.round((hidden / pages.length) * 100) : 0}
              strokeColor="#ffc53d"
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
