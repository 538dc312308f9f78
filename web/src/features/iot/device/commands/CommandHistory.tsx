import type { CommandStatus, DeviceCommandRow } from '@iot/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '@/components/list-page/columns';
import { TableCard } from '@/components/list-page/TableCard';
import { usePageState } from '@/components/list-page/useListPage';
import { DEVICE } from '../texts';
import { commandHistoryQuery } from './api';
import { SectionTitle } from '@/components/section-title/SectionTitle';

const STATUS_COLOURS: Record<CommandStatus, string> = {
  sent: 'processing',
  ok: 'success',
  error: 'error',
  timeout: 'warning',
};

const json = (value: unknown) => JSON.stringify(value ?? {});

/** What came of a command: the reply's data, or why it failed. */
function resultText(row: DeviceCommandRow): string {
  if (row.error) return row.error;
  return row.reply ? json(row.reply.data) : '';
}

/** The device's commands, newest first; sending one refreshes the list. */
export function CommandHistory({ deviceKey }: { deviceKey: string }) {
  const { t } = useTranslation(DEVICE);
  const [page, setPage] = usePageState();
  const history = useQuery(commandHistoryQuery({ deviceKey, ...page }));
  const columns: ColumnsType<DeviceCommandRow> = [
    timeColumn(t('commands.column.time'), 'createdAt'),
    { title: t('commands.column.user'), dataIndex: 'userName', width: 110, ellipsis: true },
    {
      title: t('commands.column.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (kind: DeviceCommandRow['kind']) => t(`commands.kind.${kind}`),
    },
    { title: t('commands.column.key'), dataIndex: 'key', width: 140, ellipsis: true },
    {
      title: t('commands.column.params'),
      dataIndex: 'params',
      minWidth: 160,
      ellipsis: true,
      render: (params: unknown) => <Typography.Text code>{json(params)}</Typography.Text>,
    },
    {
      title: t('commands.column.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: CommandStatus) => (
        <Tag color={STATUS_COLOURS[status] ?? 'default'}>{t(`commands.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('commands.column.result'),
      key: 'result',
      minWidth: 160,
      ellipsis: true,
      render: (_, row) => <span title={resultText(row)}>{resultText(row)}</span>,
    },
  ];
  return (
    <>
      <SectionTitle style={{ margin: 0 }}>{t('commands.history')}</SectionTitle>
      <TableCard<DeviceCommandRow>
        toolbar={{
          extra: (
            <Button icon={<ReloadOutlined />} onClick={() => void history.refetch()}>
              {t('commands.refresh')}
            </Button>
          ),
        }}
        rowKey="id"
        columns={columns}
        rows={history.data?.list ?? []}
        loading={history.isFetching}
        pagination={{ total: history.data?.Total ?? 0, page, onPage: setPage }}
      />
    </>
  );
}
