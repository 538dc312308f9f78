import type { DeviceRow, PropertyHistory } from '@iot/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Empty, Flex, Select, Spin, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveFrame } from '@/features/live';
import dayjs from '@/i18n/dayjs';
import { historyQuery, type HistoryParams } from '../api';
import { isNumeric } from '../format';
import { DEVICE } from '../texts';
import { seededPropertyName } from '@/i18n/seeded';

const HistoryChart = lazy(() => import('./HistoryChart'));

/** The most points asked for: about one per pixel of a wide chart. */
export const HISTORY_POINTS = 600;
/** A range ending this close to now follows new values as they come. */
const LIVE_SLACK_MS = 60_000;

const PRESETS = [
  ['last1h', 1, 'hour'],
  ['last24h', 24, 'hour'],
  ['last7d', 7, 'day'],
  ['last30d', 30, 'day'],
] as const;

interface Range {
  start: number;
  end: number;
  /** The range ended at "now" when chosen: new values are appended. */
  live: boolean;
}

/** A chosen range (`now` given, so that rendering stays pure). */
const rangeOf = (start: number, end: number, now = Date.now()): Range => ({
  start,
  end,
  live: now - end < LIVE_SLACK_MS,
});
const lastDay = (): Range => {
  const now = Date.now();
  return rangeOf(now - 86_400_000, now, now);
};

/**
 * One property's history over a time range: a line chart (min-max band and average when the server
 * buckets), zooming refetches the window with the same point budget, and while the range ends now,
 * new values are appended as they arrive.
 */
export function HistoryTab({ device }: { device: DeviceRow }) {
  const { t } = useTranslation(DEVICE);
  const queryClient = useQueryClient();
  // Numbers first: they chart best.
  const properties = [...(device.tsl?.properties ?? [])].sort((a, b) => Number(isNumeric(b)) - Number(isNumeric(a)));
  const [propertyKey, setPropertyKey] = useState(properties[0]?.key);
  const [range, setRange] = useState<Range>(lastDay);
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const property = properties.find((p) => p.key === propertyKey);
  const live = !zoom && range.live;

  const params: HistoryParams | undefined = propertyKey
    ? {
        deviceKey: device.key,
        propertyKey,
        start: zoom?.[0] ?? range.start,
        end: zoom?.[1] ?? range.end,
        points: HISTORY_POINTS,
      }
    : undefined;
  const history = useQuery(historyQuery(params));

  useLiveFrame('deviceProperty', (frame) => {
    const value = propertyKey ? frame.properties[propertyKey] : undefined;
    if (!live || !params || frame.deviceKey !== device.key || !value) return;
    const numeric = typeof value.value === 'number' ? value.value : null;
    queryClient.setQueryData(
      historyQuery(params).queryKey,
      (old: PropertyHistory | undefined) =>
        old && {
          ...old,
          points: [
            ...old.points,
            { time: value.time, avg: numeric, min: numeric, max: numeric, last: value.value, count: 1 },
          ],
        },
    );
  });

  if (!property) return <Empty description={t('history.noProperties')} />;
  const data = history.data;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center">
        <Select
          style={{ minWidth: 200 }}
          value={propertyKey}
          aria-label={t('history.property')}
          onChange={(key) => {
            setPropertyKey(key);
            setZoom(null);
          }}
          options={properties.map((p) => ({ value: p.key, label: `${seededPropertyName(p.key, p.name)} (${p.key})` }))}
        />
        <DatePicker.RangePicker
          showTime
          allowClear={false}
          aria-label={t('history.range')}
          value={[dayjs(range.start), dayjs(range.end)]}
          presets={PRESETS.map(([label, n, unit]) => ({
            label: t(`history.${label}`),
            value: () => [dayjs().subtract(n, unit), dayjs()] as [Dayjs, Dayjs],
          }))}
          onChange={(values) => {
            const [start, end] = values ?? [];
            if (!start || !end) return;
            setRange(rangeOf(start.valueOf(), end.valueOf()));
            setZoom(null);
          }}
        />
        {zoom && <Button onClick={() => setZoom(null)}>{t('history.resetZoom')}</Button>}
        {live && <Tag color="processing">{t('history.live')}</Tag>}
      </Flex>
      <Suspense fallback={<Spin style={{ display: 'block', padding: 48 }} />}>
        {data && data.points.length > 0 ? (
          <Spin spinning={history.isFetching}>
            <HistoryChart history={data} property={property} onZoom={setZoom} />
          </Spin>
        ) : history.isLoading ? (
          <Spin style={{ display: 'block', padding: 48 }} />
        ) : (
          <Empty description={t('history.empty')} />
        )}
      </Suspense>
    </Flex>
  );
}
