import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { Link } from 'react-router';
import type { DictTypeListItem } from '@/api/dict';
import { StatusTag, useStatusOptions } from './status';

export const TYPE_PERMS = {
  add: 'api/v1/system/dict/type/add',
  edit: 'api/v1/system/dict/type/edit',
  delete: 'api/v1/system/dict/type/delete',
} as const;

/** The route of a type's items (GFast's hidden "dict data" menu). */
export const dataListPath = (dictType: string) => `/system/dict/data/list/${encodeURIComponent(dictType)}`;

interface Handlers {
  onEdit: (row: DictTypeListItem) => void;
  onDelete: (row: DictTypeListItem) => Promise<unknown>;
}

export function useTypeColumns({ onEdit, onDelete }: Handlers): ColumnsType<DictTypeListItem> {
  const { t } = useTranslation(['dict', 'common']);
  const actions = useActionsColumn({
    permissions: TYPE_PERMS,
    name: (row: DictTypeListItem) => row.dictName,
    onEdit,
    onDelete,
  });
  const statusOptions = useStatusOptions();
  return [
    { title: t('type.dictId'), dataIndex: 'dictId', width: 90 },
    { title: t('type.dictName'), dataIndex: 'dictName', width: 180, ellipsis: true },
    {
      title: t('type.dictType'),
      dataIndex: 'dictType',
      width: 200,
      render: (dictType: string) => (
        <Link to={dataListPath(dictType)} title={t('type.openData', { type: dictType })}>
          {dictType}
        </Link>
      ),
    },
    {
      title: t('common:status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag status={status} options={statusOptions} />,
    },
    { title: t('common:remark'), dataIndex: 'remark', ellipsis: true, width: 200 },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 190 },
    actions,
  ];
}
