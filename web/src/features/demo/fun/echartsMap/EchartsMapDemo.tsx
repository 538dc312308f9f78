import type { DeviceLocation } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Spin, theme } from 'antd';
import type { EChartsOption } from 'echarts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourTag } from '@/components/status';
import { locationsQuery } from '@/features/home';
import { escapeHtml } from '@/lib/html';
import { useThemeConfig } from '@/stores/themeConfig';
import { ECHARTS_MAP } from './texts';

const MapChart = lazy(() => import('./MapChart'));

/** Device statuses as the analysis API gives them: 0 disabled, 1 offline, 2 online. */
const STATUSES = ['disabled', 'offline', 'online'] as const;

/** A world map (ECharts geo) with the caller's devices at their coordinates, the online ones rippling. */
export function EchartsMapDemo() {
  const { t } = useTranslation(ECHARTS_MAP);
  const { token } = theme.useToken();
  const dark = useThemeConfig((s) => s.themeConfig.isIsDark);
  const devices = useQuery({ ...locationsQuery(), refetchInterval: 30_000 });
  const colours = useMemo(() => [token.colorWarning, token.colorTextQuaternary, token.colorSuccess], [token]);
  const byStatus = (status: number) => (devices.data ?? []).filter((d) => d.status === status);
  const option = useMemo<EChartsOption>(() => {
    const point = (d: DeviceLocation) => ({ name: d.name, value: [d.lng, d.lat], product: d.productName });
    return {
      backgroundColor: 'transparent',
      tooltip: {
        trigger: 'item',
        // ECharts renders the answer as HTML: the device's fields go in as text.
        formatter: (p) => {
          const { name, data } = p as unknown as { name: string; data: { product: string } };
          return `${escapeHtml(name)}<br/>${escapeHtml(data.product)}`;
        },
      },
      legend: { bottom: 0, textStyle: { color: token.colorText } },
      geo: {
        map: 'world',
        roam: true,
        zoom: 1.2,
        itemStyle: { areaColor: token.colorFillSecondary, borderColor: token.colorBorder },
        emphasis: { itemStyle: { areaColor: token.colorPrimaryBgHover }, label: { show: false } },
      },
      series: STATUSES.map((status, i) => ({
        name: t(status),
        type: status === 'online' ? ('effectScatter' as const) : ('scatter' as const),
        coordinateSystem: 'geo',
        data: (devices.data ?? []).filter((d) => d.status === i).map(point),
        symbolSize: 10,
        itemStyle: { color: colours[i] },
        ...(status === 'online' && { rippleEffect: { brushType: 'stroke' as const } }),
      })),
    };
  }, [t, token, colours, devices.data]);
  return (
    <Card title={t('title')} data-testid="demo-echarts-map">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 8 }}>
        {STATUSES.map((status, i) => (
          <ColourTag key={status} colour={colours[i]}>
            {t(status)}: {byStatus(i).length}
          </ColourTag>
        ))}
      </Space>
      <div style={{ height: 'calc(100vh - 360px)', minHeight: 420 }}>
        <Suspense fallback={<Spin />}>
          <MapChart option={option} dark={dark} />
        </Suspense>
      </div>
    </Card>
  );
}
