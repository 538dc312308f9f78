import { CopyOutlined, NodeIndexOutlined } from '@ant-design/icons';
import type { FlowRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { statusSwitchColumn } from '@/components/status/statusSwitchColumn';
import { formatDate } from '@/lib/date';
import { flowApi } from '../api';
import { AUTOMATION } from '../texts';

interface Handlers extends Required<Pick<RowHandlers<FlowRow>, 'onDelete'>> {
  onDesign: (row: FlowRow) => void;
  onCopy: (row: FlowRow) => void;
  onChanged: () => void;
}

/** The flow table's columns: the switch enables (51 with the first problem when the graph is invalid). */
export function useFlowColumns({ onDesign, onCopy, onDelete, onChanged }: Handlers): ColumnsType<FlowRow> {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const actions = useActionsColumn<FlowRow>({
    permissions: { delete: PERMISSIONS.automation.delete },
    name: (row) => row.name,
    deleteNote: () => t('list.deleteNote'),
    onDelete,
    width: 270,
    before: (row) => (
      <>
        <Button type="link" size="small" icon={<NodeIndexOutlined />} onClick={() => onDesign(row)}>
          {t('list.design')}
        </Button>
        <Auth value={PERMISSIONS.automation.add}>
          <Button type="link" size="small" icon={<CopyOutlined />} onClick={() => onCopy(row)}>
            {t('list.copy')}
          </Button>
        </Auth>
      </>
    ),
  });
  return [
    { title: t('field.name'), dataIndex: 'name', minWidth: 160, ellipsis: true },
    { title: t('field.remark'), dataIndex: 'remark', minWidth: 140, ellipsis: true },
    statusSwitchColumn({
      title: t('field.status'),
      width: 90,
      ns: AUTOMATION,
      permission: PERMISSIONS.automation.status,
      change: (row, on) => flowApi.setStatus(row.id, on ? 1 : 0),
      onChanged,
    }),
    {
      title: t('field.lastRunAt'),
      dataIndex: 'lastRunAt',
      width: 170,
      render: (at: string | null) =>
        at ? formatDate(at) : <Typography.Text type="secondary">{t('list.never')}</Typography.Text>,
    },
    { title: t('field.runCount'), dataIndex: 'runCount', width: 90, align: 'right' },
    {
      title: t('field.errorCount'),
      dataIndex: 'errorCount',
      width: 90,
      align: 'right',
      render: (n: number) => (n > 0 ? <Typography.Text type="danger">{n}</Typography.Text> : n),
    },
    {
      title: t('field.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (at: string | null) => (at ? formatDate(at) : ''),
    },
    actions,
  ];
}
