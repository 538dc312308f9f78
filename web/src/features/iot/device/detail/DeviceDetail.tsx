import { CopyOutlined } from '@ant-design/icons';
import type { DeviceRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import type { ComponentType } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Auth } from '@/components/auth';
import { NotFound } from '@/components/result/NotFound';
import { copyText } from '@/lib/clipboard';
import { seededDeviceName, seededProductName } from '@/i18n/seeded';
import { feedback } from '@/lib/feedback';
import { deviceApi, deviceDetailQuery, invalidateDevices } from '../api';
import { DeviceStatusSwitch } from '../components/DeviceStatusSwitch';
import { DeviceStatusTag } from '../components/DeviceStatusTag';
import { useDeviceLive } from '../liveCache';
import { CommandsTab } from '../commands/CommandsTab';
import { SubDevicesTab } from '../gateway/SubDevicesTab';
import { DEVICE } from '../texts';
import { EventsTab } from './EventsTab';
import { HistoryTab } from './HistoryTab';
import { LogTab } from './LogTab';
import { OverviewTab } from './OverviewTab';
import { RunningState } from './RunningState';
import { SectionTitle } from '@/components/section-title/SectionTitle';

/** Where a product's detail page is (the product screens' route, keyed by the product key). */
const productPath = (key: string) => `/iot/product/detail/${encodeURIComponent(key)}`;

/**
 * Why the device cannot connect, when it cannot: disabled (with the button that enables it), or
 * its product not published (with the way to the product's page, where it is published).
 */
function CannotConnect({ device, onChanged }: { device: DeviceRow; onChanged: () => void }) {
  const { t } = useTranslation(DEVICE);
  const enable = useMutation({
    mutationFn: () => deviceApi.deploy(device.key),
    onSuccess: () => {
      feedback.message.success(t('status.enabledDone'));
      onChanged();
    },
  });
  const disabled = device.status === 0;
  const unpublished = !!device.product && device.product.status !== 1;
  if (!disabled && !unpublished) return null;
  const name = seededProductName(device.productKey, device.productName) || device.productKey;
  const why = unpublished
    ? t(disabled ? 'blocked.unpublished' : 'blocked.unpublishedEnabled', { name })
    : t('blocked.disabled');
  const action = unpublished ? (
    <Link to={productPath(device.productKey)}>{t('blocked.openProduct')}</Link>
  ) : (
    <Auth value={PERMISSIONS.device.status}>
      <Button
        size="small"
        type="primary"
        loading={enable.isPending}
        onClick={() => enable.mutateAsync().catch(() => undefined)}
      >
        {t('blocked.enable')}
      </Button>
    </Auth>
  );
  return (
    <Alert
      type="warning"
      showIcon
      title={t('blocked.title')}
      description={`${why} ${t('blocked.log')}`}
      action={action}
    />
  );
}

/** A tab another feature fills for the device (the alarm feature reads products, which embed devices: handed in). */
export type DeviceAlarmsTab = ComponentType<{ deviceKey: string }>;

/**
 * One device: its header (name, key, product, live status, enable switch), why it cannot connect
 * when it cannot, and tabs for the
 * overview, the running state, history, events, the device log and commands. The device is
 * watched on the live channel while the page is open. `alarms` adds the device's alarm tab.
 */
export function DeviceDetail({ deviceKey, alarms: Alarms }: { deviceKey: string; alarms?: DeviceAlarmsTab }) {
  const { t } = useTranslation(DEVICE);
  const queryClient = useQueryClient();
  const detail = useQuery(deviceDetailQuery(deviceKey));
  useDeviceLive([deviceKey]);
  const device = detail.data;
  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 64 }} />;
  if (!device) return <NotFound />;
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap align="center" gap={12} justify="space-between">
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Flex align="center" gap={8} wrap>
              <SectionTitle look={4} style={{ margin: 0 }}>
                {seededDeviceName(device.key, device.name)}
              </SectionTitle>
              <DeviceStatusTag status={device.status} />
            </Flex>
            <Flex align="center" gap={4} wrap>
              <Typography.Text type="secondary">{device.key}</Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<CopyOutlined />}
                aria-label={t('detail.copyKey')}
                onClick={() => void copyText(device.key)}
              />
              <Typography.Text type="secondary">·</Typography.Text>
              <Link to={productPath(device.productKey)}>
                {seededProductName(device.productKey, device.productName) || device.productKey}
              </Link>
            </Flex>
          </Flex>
          <DeviceStatusSwitch row={device} showState onChanged={() => void invalidateDevices(queryClient)} />
        </Flex>
      </Card>
      <CannotConnect device={device} onChanged={() => void invalidateDevices(queryClient)} />
      <Card size="small">
        <Tabs
          // Panes render on first visit: the history tab's chart code loads only when it is opened.
          items={[
            { key: 'overview', label: t('detail.tabs.overview'), children: <OverviewTab device={device} /> },
            { key: 'running', label: t('detail.tabs.running'), children: <RunningState device={device} /> },
            { key: 'history', label: t('detail.tabs.history'), children: <HistoryTab device={device} /> },
            { key: 'events', label: t('detail.tabs.events'), children: <EventsTab device={device} /> },
            { key: 'logs', label: t('detail.tabs.logs'), children: <LogTab deviceKey={device.key} /> },
            { key: 'commands', label: t('detail.tabs.commands'), children: <CommandsTab device={device} /> },
            // A gateway's devices behind it (products of the type 子设备, bound here).
            ...(device.product?.deviceType === '网关'
              ? [
                  {
                    key: 'subDevices',
                    label: t('detail.tabs.subDevices'),
                    children: <SubDevicesTab gatewayKey={device.key} />,
                  },
                ]
              : []),
            ...(Alarms
              ? [{ key: 'alarms', label: t('detail.tabs.alarms'), children: <Alarms deviceKey={device.key} /> }]
              : []),
          ]}
        />
      </Card>
    </Flex>
  );
}

/** The route `/iot/device/detail/:id`, where the id is the device key. */
export function DeviceDetailPage({ alarms }: { alarms?: DeviceAlarmsTab }) {
  const { id = '' } = useParams();
  return <DeviceDetail key={id} deviceKey={id} alarms={alarms} />;
}
