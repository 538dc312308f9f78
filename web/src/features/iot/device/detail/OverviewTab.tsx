import type { DeviceRow } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '@/components/copy-text/CopyText';
import { seededDeviceName, seededProductName, seededTagName, seededTagValue } from '@/i18n/seeded';
import { connectIntroQuery } from '../api';
import { DeviceStatusTag } from '../components/DeviceStatusTag';
import { DEVICE } from '../texts';
import { effectiveCredentials } from './credentials';

const COLUMNS = { xs: 1, sm: 2, xl: 3 };

/** The device's fields, how it connects (with the credentials in force), and its tags. */
export function OverviewTab({ device }: { device: DeviceRow }) {
  const { t } = useTranslation([DEVICE, 'common']);
  const intro = useQuery(connectIntroQuery(device.productKey));
  const creds = effectiveCredentials(device);
  const authName = ['overview.noCredentials', 'auth.basic', 'auth.token', 'auth.certificate'][creds.authType];
  const copyable = (value: string, label: string, secret = false) => (
    <CopyText
      value={value}
      copyLabel={`${label}: ${t('overview.copy')}`}
      revealLabel={secret ? () => `${label}: ${t('overview.reveal')}` : undefined}
      ellipsis
    />
  );
  /** A line of the connection card: a value to copy under `label`. */
  const copyItem = (key: string, label: string, value: string, secret = false) => ({
    key,
    label,
    children: copyable(value, label, secret),
  });
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('overview.info')}>
        <Descriptions
          size="small"
          column={COLUMNS}
          items={[
            { key: 'key', label: t('field.key'), children: device.key },
            { key: 'name', label: t('field.name'), children: seededDeviceName(device.key, device.name) },
            {
              key: 'product',
              label: t('field.product'),
              children: seededProductName(device.productKey, device.productName),
            },
            { key: 'status', label: t('common:status'), children: <DeviceStatusTag status={device.status} /> },
            { key: 'version', label: t('field.version'), children: device.version || '-' },
            { key: 'timeout', label: t('field.onlineTimeout'), children: device.onlineTimeout },
            { key: 'registry', label: t('field.registryTime'), children: device.registryTime ?? '-' },
            { key: 'online', label: t('field.lastOnline'), children: device.lastOnlineTime ?? '-' },
            { key: 'created', label: t('common:createdAt'), children: device.createdAt ?? '-' },
            {
              key: 'place',
              label: `${t('field.lng')} / ${t('field.lat')}`,
              children: device.lng || device.lat ? `${device.lng}, ${device.lat}` : '-',
            },
            { key: 'address', label: t('field.address'), children: device.address || '-' },
            { key: 'desc', label: t('field.desc'), children: device.desc || '-' },
          ]}
        />
      </Card>
      <Card size="small" title={t('overview.connection')} loading={intro.isLoading}>
        <Descriptions
          size="small"
          column={{ xs: 1, lg: 2 }}
          items={[
            {
              key: 'link',
              label: t('overview.link'),
              children: intro.data ? copyable(intro.data.link, t('overview.link')) : t('overview.noConnect'),
            },
            copyItem('ws', t('overview.wsLink'), intro.data?.wsLink ?? ''),
            {
              key: 'auth',
              label: t('field.authType'),
              children: `${t(authName)} · ${t('overview.source')}: ${t(creds.source === 'device' ? 'overview.ownCredentials' : 'overview.productCredentials')}`,
            },
            copyItem('client', t('overview.clientId'), creds.clientId),
            copyItem('user', t('overview.username'), creds.username),
            copyItem('password', t('overview.password'), creds.password, true),
          ]}
        />
      </Card>
      <Card size="small" title={t('field.tags')}>
        {device.tags?.length ? (
          <Flex wrap gap={8}>
            {device.tags.map((tag) => (
              <Tag key={tag.id ?? tag.key} title={tag.key}>
                {seededTagName(tag.key, tag.name)}: {seededTagValue(tag.value)}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noTags')} />
        )}
      </Card>
    </Flex>
  );
}
