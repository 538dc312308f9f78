import type { MonitorDisk, MonitorServer } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { ClearOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Popconfirm, Progress, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { PagedTable } from '@/components/list-page/PagedTable';
import { feedback } from '@/lib/feedback';
import { monitorApi, serverQuery } from './api';
import { appendSample, formatBytes, splitDuration, type Sample } from './format';
import { MONITOR } from './texts';

const MonitorChart = lazy(() => import('./MonitorCharts'));

const chart = (node: ReactNode) => (
  <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>{node}</Suspense>
);

/** The short history the trend lines draw, a sample per answer (kept during render, as React advises). */
function useHistory(data: MonitorServer | undefined, at: number): Sample[] {
  const [state, setState] = useState<{ at: number; history: Sample[] }>({ at: 0, history: [] });
  if (data && at !== state.at) {
    const sample = {
      at,
      cpu: data.cpuUsed,
      mem: data.memUsage,
      heap: Math.round(data.goUsed / 1024 / 1024),
      messages: data.mqtt.messagesPerSecond,
    };
    setState({ at, history: appendSample(state.history, sample) });
  }
  return state.history;
}

/** The clear-cache button (GFast's navbar trash can): confirm, clear on every process, reload. */
export function ClearCacheButton({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation([MONITOR, 'common']);
  const clear = useMutation({
    mutationFn: monitorApi.clearCache,
    onSuccess: () => {
      feedback.message.success(t('cacheCleared'));
      reload();
    },
  });
  return (
    <Auth value={PERMISSIONS.cache.remove}>
      <Popconfirm
        title={t('clearCacheConfirm')}
        okText={t('common:ok')}
        cancelText={t('common:cancel')}
        onConfirm={() => clear.mutateAsync().catch(() => undefined)}
      >
        <Button icon={<ClearOutlined />} loading={clear.isPending}>
          {t('clearCache')}
        </Button>
      </Popconfirm>
    </Auth>
  );
}

/**
 * The server monitor: the host, the disks, CPU and memory with gauges, the database and the MQTT
 * broker, and trend lines of the last few minutes; it asks again every 5 s while the tab is shown.
 */
export function ServerMonitorPage() {
  const { t } = useTranslation([MONITOR, 'common']);
  const query = useQuery(serverQuery());
  const { data, dataUpdatedAt, isError } = query;
  const history = useHistory(data, dataUpdatedAt);

  if (!data)
    return isError ? (
      <Alert type="warning" showIcon title={t('offline')} />
    ) : (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const [days, hours, minutes, seconds] = splitDuration(data.goRunTime);
  const card = (title: string, body: ReactNode) => (
    <Col xs={24} lg={12}>
      <Card size="small" title={title} style={{ height: '100%' }}>
        {body}
      </Card>
    </Col>
  );
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {t('updatedAt', { time: new Date(dataUpdatedAt).toLocaleTimeString() })}
        </Typography.Text>
        <ClearCacheButton />
      </Flex>
      {isError && <Alert type="warning" showIcon title={t('offline')} />}
      <Row gutter={[16, 16]}>
        {card(
          t('runtime'),
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('sysOsName')}>{data.sysOsName}</Descriptions.Item>
            <Descriptions.Item label={t('sysOsArch')}>{data.sysOsArch}</Descriptions.Item>
            <Descriptions.Item label={t('sysComputerName')}>{data.sysComputerName}</Descriptions.Item>
            <Descriptions.Item label={t('sysComputerIp')}>{data.sysComputerIp}</Descriptions.Item>
            <Descriptions.Item label={t('goVersion')}>{data.goVersion}</Descriptions.Item>
            <Descriptions.Item label={t('goStartTime')}>{data.goStartTime}</Descriptions.Item>
            <Descriptions.Item label={t('goRunTime')}>
              {t('duration', { days, hours, minutes, seconds })}
            </Descriptions.Item>
          </Descriptions>,
        )}
        {card(
          t('disks'),
          <PagedTable<MonitorDisk>
            rowKey="path"
            rows={data.diskList}
            loading={false}
            columns={[
              { title: t('disk.path'), dataIndex: 'path', width: 160, ellipsis: { showTitle: true } },
              { title: t('disk.fstype'), dataIndex: 'fstype', width: 90 },
              { title: t('disk.total'), dataIndex: 'total', width: 90, render: formatBytes },
              { title: t('disk.free'), dataIndex: 'free', width: 90, render: formatBytes },
              { title: t('disk.used'), dataIndex: 'used', width: 90, render: formatBytes },
              {
                title: t('disk.usedPercent'),
                dataIndex: 'usedPercent',
                width: 120,
                render: (p: number, disk) => (
                  <Progress
                    percent={p}
                    size="small"
                    status={p >= 90 ? 'exception' : 'normal'}
                    aria-label={`${t('disk.usedPercent')}: ${disk.path}`}
                  />
                ),
              },
            ]}
          />,
        )}
        {card(
          t('cpu'),
          <Row gutter={16} align="middle">
            <Col xs={24} sm={10}>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('cpuNum')}>{data.cpuNum}</Descriptions.Item>
                <Descriptions.Item label={t('cpuUsed')}>{data.cpuUsed}%</Descriptions.Item>
                <Descriptions.Item label={t('cpuAvg5')}>{data.cpuAvg5}</Descriptions.Item>
                <Descriptions.Item label={t('cpuAvg15')}>{data.cpuAvg15}</Descriptions.Item>
              </Descriptions>
            </Col>
            <Col xs={24} sm={14}>
              {chart(<MonitorChart kind="gauge" title={t('cpuGauge')} value={data.cpuUsed} />)}
            </Col>
          </Row>,
        )}
        {card(
          t('memory'),
          <Row gutter={16} align="middle">
            <Col xs={24} sm={10}>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('memTotal')}>{formatBytes(data.memTotal)}</Descriptions.Item>
                <Descriptions.Item label={t('memUsed')}>{formatBytes(data.memUsed)}</Descriptions.Item>
                <Descriptions.Item label={t('memFree')}>{formatBytes(data.memFree)}</Descriptions.Item>
                <Descriptions.Item label={t('goUsed')}>{formatBytes(data.goUsed)}</Descriptions.Item>
                <Descriptions.Item label={t('heapUsed')}>{formatBytes(data.heapUsed)}</Descriptions.Item>
              </Descriptions>
            </Col>
            <Col xs={24} sm={14}>
              {chart(<MonitorChart kind="gauge" title={t('memGauge')} value={data.memUsage} />)}
            </Col>
          </Row>,
        )}
        {card(
          t('database'),
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('dbEngine')}>
              {data.database.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}
            </Descriptions.Item>
            <Descriptions.Item label={t('dbVersion')}>{data.database.version}</Descriptions.Item>
            <Descriptions.Item label={t('dbSize')}>{formatBytes(data.database.size)}</Descriptions.Item>
            <Descriptions.Item label={t('dbConnections')}>{data.database.connections}</Descriptions.Item>
          </Descriptions>,
        )}
        {card(
          t('mqtt'),
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('connectedDevices')}>{data.mqtt.connectedDevices}</Descriptions.Item>
            <Descriptions.Item label={t('messagesPerSecond')}>{data.mqtt.messagesPerSecond}</Descriptions.Item>
            <Descriptions.Item label={t('messagesTotal')}>{data.mqtt.messagesTotal}</Descriptions.Item>
          </Descriptions>,
        )}
        {card(
          `${t('trend')} · ${t('cpuGauge')} / ${t('memGauge')}`,
          chart(
            <MonitorChart
              kind="trend"
              history={history}
              unit="%"
              series={[
                { key: 'cpu', name: t('cpuGauge') },
                { key: 'mem', name: t('memGauge') },
              ]}
            />,
          ),
        )}
        {card(
          `${t('trend')} · ${t('serverProcess')} / ${t('mqtt')}`,
          chart(
            <MonitorChart
              kind="trend"
              history={history}
              unit=""
              series={[
                { key: 'heap', name: `${t('goUsed')} (MB)` },
                { key: 'messages', name: t('messagesPerSecond') },
              ]}
            />,
          ),
        )}
      </Row>
    </Flex>
  );
}
