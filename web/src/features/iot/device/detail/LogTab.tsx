import type { DeviceLogRow } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Modal, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '@/components/list-page/columns';
import { TableCard, type PageState } from '@/components/list-page/TableCard';
import { usePageState } from '@/components/list-page/useListPage';
import { dayRange } from '@/lib/date';
import { deviceLogsQuery, logTypesQuery, type LogSearchParams } from '../api';
import { DEVICE } from '../texts';
import { logTypeLabel } from './logTypes';

type Row = DeviceLogRow & { id: string };

/** A log's content, pretty-printed when it is JSON (it should be, §7.3). */
export function prettyContent(content: string): string {
  try {
    return JSON.stringify(JSON.parse(content), null, 2);
  } catch {
    return content;
  }
}

/**
 * The device log: filtered by types and dates, paged, each entry's content viewable in full. With
 * `productKey` instead of `deviceKey` the log of every device of the product (a Device column added).
 */
export function LogTab({ deviceKey, productKey }: { deviceKey?: string; productKey?: string }) {
  const { t } = useTranslation([DEVICE, 'common']);
  const types = useQuery(logTypesQuery());
  const [chosen, setChosen] = useState<string[]>([]);
  const [dates, setDates] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = usePageState();
  const [viewing, setViewing] = useState<Row>();
  const first = (p: PageState) => ({ ...p, pageNum: 1 });

  const params: LogSearchParams = deviceKey
    ? { deviceKey, pageNum: page.pageNum, pageSize: page.pageSize }
    : { productKey, pageNum: page.pageNum, pageSize: page.pageSize };
  if (chosen.length) params.types = chosen;
  const [start, end] = dates ?? [];
  if (start && end) params.dateRange = dayRange([start, end]);
  const logs = useQuery(deviceLogsQuery(params));

  const columns: ColumnsType<Row> = [
    timeColumn(t('logs.time'), 'ts'),
    ...(deviceKey ? [] : [{ title: t('logs.device'), dataIndex: 'device', width: 160 }]),
    { title: t('logs.type'), dataIndex: 'type', width: 130, render: (type: string) => logTypeLabel(type) },
    {
      title: t('logs.content'),
      dataIndex: 'content',
      minWidth: 200,
      ellipsis: true,
      render: (c: string) => <Typography.Text code>{c}</Typography.Text>,
    },
    {
      title: t('common:actions'),
      key: 'view',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row)}>
          {t('logs.view')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12}>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 240 }}
          aria-label={t('logs.types')}
          placeholder={t('logs.types')}
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setPage(first);
          }}
          options={(types.data?.list ?? []).map((type) => ({ value: type, label: logTypeLabel(type) }))}
        />
        <DatePicker.RangePicker
          aria-label={t('logs.range')}
          value={dates}
          onChange={(v) => {
            setDates(v);
            setPage(first);
          }}
        />
      </Flex>
      <TableCard<Row>
        toolbar={{}}
        rowKey="id"
        columns={columns}
        rows={(logs.data?.list ?? []).map((l, i) => ({ ...l, id: `${l.ts}-${i}` }))}
        loading={logs.isFetching}
        pagination={{ total: logs.data?.Total ?? 0, page, onPage: setPage }}
      />
      <Modal
        open={!!viewing}
        title={`${t('logs.detailTitle')} · ${viewing ? logTypeLabel(viewing.type) : ''}`}
        footer={null}
        onCancel={() => setViewing(undefined)}
        width={640}
      >
        <Typography.Paragraph type="secondary">{viewing?.ts}</Typography.Paragraph>
        <pre style={{ maxHeight: 420, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {viewing ? prettyContent(viewing.content) : ''}
        </pre>
      </Modal>
    </Flex>
  );
}
