// The home page's IoT overview (issue 13): devices online / offline / disabled, products, messages
// per minute over the last hour, open alarms by level and the latest ones. Each part shows only to
// holders of the list it comes from (the server checks the same rules and the data scope).
import { PERMISSIONS } from '@iot/contract/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Card, Col, Empty, Row, Skeleton, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '@/components/auth';
import { ColourTag } from '@/components/status';
import { useLiveFrame } from '@/features/live';
import { seededDeviceName, seededLevelName } from '@/i18n/seeded';
import { HOME } from '../texts';
import { alarmOpenQuery, ANALYSIS_KEY, messageRateQuery, onlineOfflineQuery, productCountQuery } from './api';
import { MessageBars } from './MessageBars';

/** How often the figures refresh by themselves (live alarms refresh them at once). */
const REFRESH_MS = 30_000;
const ALARM_LOG_PATH = '/iot/alarm/log';

export function IotOverview() {
  // The lists the user may open (their menus), as the server checks them; each part asks only then.
  const { canOpen } = usePermission();
  const devices = canOpen(PERMISSIONS.device.list);
  const products = canOpen(PERMISSIONS.product.list);
  const alarms = canOpen(PERMISSIONS.alarm.logList);
  const client = useQueryClient();
  useLiveFrame('alarm', () => void client.invalidateQueries({ queryKey: ANALYSIS_KEY }));
  if (!devices && !products && !alarms) return null;
  return (
    <Row gutter={[16, 16]} data-testid="iot-overview">
      {devices && <DeviceFigures />}
      {products && <ProductFigure />}
      {devices && <MessageChart />}
      {alarms && <AlarmFigures />}
    </Row>
  );
}

function DeviceFigures() {
  const { t } = useTranslation(HOME);
  const { token } = theme.useToken();
  const q = useQuery({ ...onlineOfflineQuery(), refetchInterval: REFRESH_MS });
  const figures = [
    ['online', q.data?.online, token.colorSuccessText],
    ['offline', q.data?.offline, token.colorTextSecondary],
    ['disabled', q.data?.disable, token.colorWarningText],
  ] as const;
  return figures.map(([key, value, colour]) => (
    <Col xs={12} lg={6} key={key}>
      <Card>
        <Statistic
          title={t(`iot.${key}`)}
          value={value ?? 0}
          loading={q.isLoading}
          styles={{ content: { color: colour } }}
          suffix={key === 'online' && q.data ? `/ ${q.data.total}` : undefined}
        />
      </Card>
    </Col>
  ));
}

function ProductFigure() {
  const { t } = useTranslation(HOME);
  const q = useQuery({ ...productCountQuery(), refetchInterval: REFRESH_MS });
  return (
    <Col xs={12} lg={6}>
      <Card>
        <Statistic
          title={t('iot.products')}
          value={q.data?.total ?? 0}
          loading={q.isLoading}
          suffix={q.data ? <small>{t('iot.published', { n: q.data.enable })}</small> : undefined}
        />
      </Card>
    </Col>
  );
}

function MessageChart() {
  const { t } = useTranslation(HOME);
  const q = useQuery({ ...messageRateQuery('minute'), refetchInterval: REFRESH_MS });
  const total = q.data?.reduce((sum, p) => sum + p.Value, 0) ?? 0;
  return (
    <Col xs={24} xl={12}>
      <Card title={t('iot.messagesPerMinute')} extra={t('iot.lastHour', { n: total })}>
        {q.data ? (
          <MessageBars
            points={q.data}
            label={t('iot.messagesPerMinute')}
            describe={(p) => t('iot.minuteMessages', { time: p.Title, n: p.Value })}
          />
        ) : (
          <Skeleton active loading={q.isLoading} />
        )}
      </Card>
    </Col>
  );
}

const list = { listStyle: 'none', margin: 0, padding: 0 };
const row = (split: string) => ({
  display: 'flex',
  justifyContent: 'space-between',
  padding: '6px 0',
  borderBottom: `1px solid ${split}`,
});

function AlarmFigures() {
  const { t } = useTranslation(HOME);
  const { token } = theme.useToken();
  const q = useQuery({ ...alarmOpenQuery(5), refetchInterval: REFRESH_MS });
  const all = <Link to={ALARM_LOG_PATH}>{t('iot.alarmLog')}</Link>;
  return (
    <>
      <Col xs={24} md={12} xl={6}>
        <Card title={t('iot.openAlarms', { n: q.data?.total ?? 0 })} extra={all} loading={q.isLoading}>
          <ul style={list}>
            {(q.data?.levels ?? []).map((l) => (
              <li key={l.level} style={row(token.colorSplit)}>
                <Badge color={l.color || undefined} text={seededLevelName(l.level, l.name)} />
                <strong data-testid={`level-${l.level}`}>{l.count}</strong>
              </li>
            ))}
          </ul>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card title={t('iot.latestAlarms')} extra={all} loading={q.isLoading}>
          {q.data?.latest.length ? (
            <ul style={list}>
              {q.data.latest.map((a) => (
                <li key={a.id} style={{ ...row(token.colorSplit), display: 'block' }}>
                  <Link to={ALARM_LOG_PATH}>
                    <ColourTag colour={a.levelColor}>{seededLevelName(a.level, a.levelName)}</ColourTag>
                    {a.ruleName}
                  </Link>
                  <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                    {`${seededDeviceName(a.deviceKey, a.deviceName)} · ${a.lastAt ?? ''}`}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('iot.noOpenAlarms')} />
          )}
        </Card>
      </Col>
    </>
  );
}
