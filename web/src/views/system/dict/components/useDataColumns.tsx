import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useActionsColumn } from '@/components/list-page/RowActions';
import type { SysDictData } from '@/api/dict';
import { StatusTag, tagColor, useStatusOptions } from './status';

export const DATA_PERMS = {
  add: 'api/v1/system/dict/data/add',
  edit: 'api/v1/system/dict/data/edit',
  delete: 'api/v1/system/dict/data/delete',
} as const;

interface Handlers {
  onEdit: (row: SysDictData) => void;
  onDelete: (row: SysDictData) => Promise<unknown>;
}

export function useDataColumns({ onEdit, onDelete }: Handlers): ColumnsType<SysDictData> {
  const { t } = useTranslation(['dict', 'common']);
  const actions = useActionsColumn({
    permissions: DATA_PERMS,
    name: (row: SysDictData) => row.dictLabel,
    onEdit,
    onDelete,
  });
  const statusOptions = useStatusOptions();
  return [
    { title: t('data.dictCode'), dataIndex: 'dictCode', width: 90 },
    {
      title: t('data.dictLabel'),
      dataIndex: 'dictLabel',
      width: 160,
      render: (label: string, row) => <Tag color={tagColor(row.listClass)}>{label}</Tag>,
    },
    { title: t('data.dictValue'), dataIndex: 'dictValue', width: 140, ellipsis: true },
    { title: t('data.dictSort'), dataIndex: 'dictSort', width: 90, align: 'right' },
    {
      title: t('data.isDefault'),
      dataIndex: 'isDefault',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="processing">{t('common:yes')}</Tag> : <Tag>{t('common:no')}</Tag>),
    },
    {
      title: t('common:status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag status={status} options={statusOptions} />,
    },
    { title: t('common:remark'), dataIndex: 'remark', ellipsis: true, width: 180 },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 190 },
    actions,
  ];
}
