import type { DeviceRow } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '@/components/list-page/columns';
import { TableCard } from '@/components/list-page/TableCard';
import { usePageState } from '@/components/list-page/useListPage';
import { deviceEventsQuery, type DeviceEventRow } from '../api';
import { useDeviceEvents } from '../liveCache';
import { DEVICE } from '../texts';

const LEVEL_COLOURS = ['blue', 'warning', 'error'] as const;

/** Compact JSON of an event's values (the server may send them parsed or as text). */
const valuesText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? {}));

/** The device's reported events, newest first; new ones appear at the top of the first page as they come. */
export function EventsTab({ device }: { device: DeviceRow }) {
  const { t } = useTranslation(DEVICE);
  const [page, setPage] = usePageState();
  const events = useQuery(deviceEventsQuery(device.key, page.pageNum, page.pageSize));
  useDeviceEvents(device.key, device.tsl);
  const columns: ColumnsType<DeviceEventRow> = [
    timeColumn(t('events.time'), 'ts'),
    {
      title: t('events.event'),
      key: 'event',
      width: 180,
      ellipsis: true,
      render: (_, e) => <span title={e.eventKey}>{e.name || e.eventKey}</span>,
    },
    {
      title: t('events.level'),
      key: 'level',
      width: 90,
      render: (_, e) => <Tag color={LEVEL_COLOURS[e.level] ?? 'default'}>{t(`events.levels.${e.level}`)}</Tag>,
    },
    {
      title: t('events.values'),
      key: 'values',
      minWidth: 200,
      ellipsis: true,
      render: (_, e) => <Typography.Text code>{valuesText(e.value)}</Typography.Text>,
    },
  ];
  return (
    <TableCard<DeviceEventRow & { id: string }>
      toolbar={{}}
      rowKey="id"
      columns={columns as ColumnsType<DeviceEventRow & { id: string }>}
      rows={(events.data?.list ?? []).map((e, i) => ({ ...e, id: `${e.ts}-${e.eventKey}-${i}` }))}
      loading={events.isFetching}
      pagination={{ total: events.data?.Total ?? 0, page, onPage: setPage }}
    />
  );
}
