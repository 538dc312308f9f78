import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Spin, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRoutesStore } from '@/routing/routes';
import { productDetailQuery } from '../api';
import { PRODUCT } from '../texts';
import { TslTab } from '../tsl/TslTab';
import { DetailHeader } from './DetailHeader';
import { InfoTab } from './InfoTab';
import { ScriptTab } from './script/ScriptTab';
import { TopicsTab } from './TopicsTab';

/** The product list as the user's menus place it (the seeded path otherwise). */
function useListPath() {
  const flat = useRoutesStore((s) => s.flat);
  return flat.find((r) => r.component === 'iot/product/list/index')?.path ?? '/iot/product/list';
}

/** A tab another feature fills for the product (the alarm feature reads products: handed in). */
export type ProductAlarmsTab = ComponentType<{ productKey: string }>;
/** The product's devices and their log: the device feature's (it reads products: handed in). */
export interface ProductDeviceTabs {
  list: ComponentType<{ productKey: string }>;
  log: ComponentType<{ productKey: string }>;
}

/**
 * /iot/product/detail/:id (the product KEY): header, then detail, object model, topics, script,
 * devices, the log of all its devices and, when handed in, its alarms.
 */
export function ProductDetailPage({ alarms, devices }: { alarms?: ProductAlarmsTab; devices?: ProductDeviceTabs }) {
  const { id = '' } = useParams();
  // Another product starts afresh (tabs, dialogs), also when the page is kept alive.
  return <ProductDetailView key={id} productKey={id} alarms={alarms} devices={devices} />;
}

function ProductDetailView({
  productKey,
  alarms: Alarms,
  devices,
}: {
  productKey: string;
  alarms?: ProductAlarmsTab;
  devices?: ProductDeviceTabs;
}) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const navigate = useNavigate();
  const listPath = useListPath();
  const detail = useQuery(productDetailQuery(productKey));
  const back = () => navigate(listPath);
  const product = detail.data;

  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (!product)
    return (
      // The request layer has said why (e.g. no such product).
      <Result
        status="warning"
        title={t('notFound', { key: productKey })}
        extra={
          <Flex gap={8} justify="center">
            <Button onClick={() => void detail.refetch()}>{t('common:retry')}</Button>
            <Button type="primary" onClick={back}>
              {t('back')}
            </Button>
          </Flex>
        }
      />
    );
  return (
    <Flex vertical gap={16}>
      <DetailHeader product={product} onBack={back} />
      <Card size="small">
        <Tabs
          destroyOnHidden
          items={[
            { key: 'info', label: t('tab.info'), children: <InfoTab product={product} /> },
            { key: 'tsl', label: t('tab.tsl'), children: <TslTab product={product} /> },
            { key: 'topics', label: t('tab.topics'), children: <TopicsTab product={product} /> },
            { key: 'script', label: t('tab.script'), children: <ScriptTab product={product} /> },
            ...(devices
              ? [
                  { key: 'devices', label: t('tab.devices'), children: <devices.list productKey={product.key} /> },
                  { key: 'logs', label: t('tab.logs'), children: <devices.log productKey={product.key} /> },
                ]
              : []),
            ...(Alarms
              ? [{ key: 'alarms', label: t('tab.alarms'), children: <Alarms productKey={product.key} /> }]
              : []),
          ]}
        />
      </Card>
    </Flex>
  );
}
