import type { SysPost } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { POST } from '../texts';
import { StatusTag } from '@/components/status';

/** The post table's columns; the action buttons show only to holders of their permission. */
export function usePostColumns(handlers: RowHandlers<SysPost>): ColumnsType<SysPost> {
  const { t } = useTranslation([POST, 'common']);
  const actions = useActionsColumn<SysPost>({
    permissions: PERMISSIONS.post,
    name: (row) => row.postName,
    deleteNote: () => t('deleteNote'),
    ...handlers,
  });
  // Name and remark take the room left over (about 950 px in all with the checkboxes).
  return [
    { title: t('field.postCode'), dataIndex: 'postCode', width: 140, ellipsis: true },
    { title: t('field.postName'), dataIndex: 'postName', minWidth: 140, ellipsis: true },
    { title: t('field.postSort'), dataIndex: 'postSort', width: 80, align: 'right' },
    {
      title: t('common:status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag status={status} />,
    },
    { title: t('common:remark'), dataIndex: 'remark', minWidth: 120, ellipsis: true },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];
}
