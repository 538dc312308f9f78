import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Spin, Typography, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alarmOpenQuery,
  alarmsByMonthQuery,
  messageCountsQuery,
  messageRateQuery,
  onlineOfflineQuery,
} from '@/features/home';
import { formatDate } from '@/lib/date';
import { chartOptions } from './options';
import { CHART } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

const Chart = lazy(() => import('./Charts'));

const LAYOUT = ['today', 'lastHour', 'alarms', 'month', 'online', 'alarmsByMonth'] as const;
/** The figures follow the devices: read again every half minute. */
const REFRESH_MS = 30_000;

/** Six charts (line, area, pie, bar, gauge) of what the caller's devices sent and raised, under a live clock. */
export function ChartDemo() {
  const { t } = useTranslation(CHART);
  const { token } = theme.useToken();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const live = { refetchInterval: REFRESH_MS };
  const today = useQuery({ ...messageCountsQuery('day'), ...live });
  const month = useQuery({ ...messageCountsQuery('month'), ...live });
  const lastHour = useQuery({ ...messageRateQuery('minute'), ...live });
  const alarmsByMonth = useQuery({ ...alarmsByMonthQuery(), ...live });
  const alarms = useQuery({ ...alarmOpenQuery(5), ...live });
  const devices = useQuery({ ...onlineOfflineQuery(), ...live });
  const options = useMemo(
    () =>
      chartOptions(
        (key, values) => t(key, values),
        { text: token.colorTextSecondary, split: token.colorBorderSecondary },
        {
          today: today.data ?? [],
          lastHour: lastHour.data ?? [],
          month: month.data ?? [],
          alarmsByMonth: alarmsByMonth.data ?? [],
          alarms: alarms.data,
          devices: devices.data,
        },
      ),
    [t, token, today.data, lastHour.data, month.data, alarmsByMonth.data, alarms.data, devices.data],
  );
  return (
    <div data-testid="demo-chart">
      <Card style={{ marginBottom: 16 }}>
        <Row justify="space-between" align="middle" gutter={[16, 8]}>
          <SectionTitle look={4} style={{ margin: 0 }}>
            {t('title')}
          </SectionTitle>
          <Typography.Text type="secondary">
            {t('now')}: {formatDate(now, 'YYYY-mm-dd HH:MM:SS WWW')}
          </Typography.Text>
        </Row>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('source')}
        </Typography.Paragraph>
      </Card>
      <Row gutter={[16, 16]}>
        {LAYOUT.map((key) => (
          <Col key={key} xs={24} md={12} xl={8}>
            <Card size="small" title={t(key)}>
              <Suspense fallback={<Spin />}>
                <Chart option={options[key]} label={t(key)} />
              </Suspense>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
