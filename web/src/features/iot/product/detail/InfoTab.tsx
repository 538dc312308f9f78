import type { ConnectIntro, ProductDetail } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, Spin, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '@/components/copy-text/CopyText';
import { connectIntroQuery } from '../api';
import { categoryName, productName, PublishTag, useDeviceTypeLabel } from '../list/labels';
import { PRODUCT } from '../texts';

/** A line showing a value to copy (a link, a user name) under `label`; a secret one is masked until revealed. */
function useCopyItem() {
  const { t } = useTranslation(PRODUCT);
  return (key: string, label: string, value: string, secret = false) => ({
    key,
    label,
    children: (
      <CopyText
        value={value}
        copyLabel={t('copy', { what: label })}
        revealLabel={secret ? (shown) => t(shown ? 'hide' : 'reveal', { what: label }) : undefined}
      />
    ),
  });
}

/** The credentials a device presents, by the auth type (CONTRACT "Device authentication"). */
function useCredentialItems(c: ConnectIntro): DescriptionsProps['items'] {
  const { t } = useTranslation(PRODUCT);
  const copyItem = useCopyItem();
  if (c.authType === 1)
    return [
      copyItem('user', t('field.authUser'), c.authUser),
      copyItem('password', t('field.authPasswd'), c.authPasswd, true),
    ];
  if (c.authType === 2)
    return [
      { key: 'user', label: t('connect.username'), children: t('connect.deviceKeyAsUser') },
      copyItem('token', t('field.accessToken'), c.accessToken, true),
    ];
  return [];
}

function ConnectionCard({ productKey }: { productKey: string }) {
  const { t } = useTranslation(PRODUCT);
  const intro = useQuery(connectIntroQuery(productKey));
  const c = intro.data;
  const credentials = useCredentialItems(c ?? ({ authType: 0 } as ConnectIntro));
  const copyItem = useCopyItem();
  let body;
  if (intro.isLoading) body = <Spin style={{ display: 'block', padding: 24 }} />;
  else if (!c) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('connect.none')} />;
  else
    body = (
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'protocol', label: t('connect.protocol'), children: c.protocol || '-' },
          copyItem('link', t('connect.link'), c.link),
          copyItem('wsLink', t('connect.wsLink'), c.wsLink),
          { key: 'authType', label: t('field.authType'), children: t(`auth.type${c.authType}`) },
          ...(credentials ?? []),
        ]}
      />
    );
  return (
    <Card size="small" title={t('connect.title')}>
      {body}
    </Card>
  );
}

/** Every field of the product, then how its devices connect. */
export function InfoTab({ product: p }: { product: ProductDetail }) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const typeLabel = useDeviceTypeLabel();
  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
        items={[
          { key: 'name', label: t('field.name'), children: productName(p) },
          { key: 'key', label: t('field.key'), children: p.key },
          { key: 'category', label: t('field.category'), children: categoryName(p) || '-' },
          { key: 'deviceType', label: t('field.deviceType'), children: typeLabel(p.deviceType) },
          { key: 'messageProtocol', label: t('field.messageProtocol'), children: p.messageProtocol },
          {
            key: 'transportProtocol',
            label: t('field.transportProtocol'),
            children: t(`transport.${p.transportProtocol}`, { defaultValue: p.transportProtocol }),
          },
          { key: 'authType', label: t('field.authType'), children: t(`auth.type${p.authType}`) },
          { key: 'status', label: t('common:status'), children: <PublishTag status={p.status} /> },
          { key: 'deviceTotal', label: t('field.deviceTotal'), children: p.deviceTotal },
          { key: 'createdAt', label: t('common:createdAt'), children: p.createdAt ?? '-' },
          { key: 'updatedAt', label: t('field.updatedAt'), children: p.updatedAt ?? '-' },
          { key: 'desc', label: t('desc'), children: p.desc || '-', span: 'filled' },
        ]}
      />
      <ConnectionCard productKey={p.key} />
    </Flex>
  );
}
