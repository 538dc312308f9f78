import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Grid, Popconfirm, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';

interface Props {
  /** Permissions of the edit and delete buttons. */
  permissions: { edit: string; delete: string };
  /** What the row is called in the delete confirmation. */
  name: string;
  onEdit: () => void;
  onDelete: () => unknown;
  /** An extra line under the confirmation (e.g. what else goes with it). */
  deleteNote?: string;
  /** Buttons before edit (e.g. "add child"). */
  before?: ReactNode;
}

/** A table row's edit and confirmed delete buttons, each shown only with its permission. */
export function RowActions({ permissions, name, onEdit, onDelete, deleteNote, before }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      {before}
      <Auth value={permissions.edit}>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit}>
          {t('edit')}
        </Button>
      </Auth>
      <Auth value={permissions.delete}>
        <Popconfirm
          title={t('deleteConfirm', { name })}
          description={deleteNote}
          okText={t('ok')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button type="link" size="small" danger icon={<DeleteOutlined />}>
            {t('delete')}
          </Button>
        </Popconfirm>
      </Auth>
    </Space>
  );
}

/**
 * The actions column of a list table: edit and confirmed delete for each row, pinned to the right
 * where the screen is wide enough to scroll the table sideways.
 */
export function useActionsColumn<R>({
  permissions,
  name,
  onEdit,
  onDelete,
}: {
  permissions: Props['permissions'];
  name: (row: R) => string;
  onEdit: (row: R) => void;
  onDelete: (row: R) => unknown;
}): ColumnType<R> {
  const { t } = useTranslation();
  const pin = Grid.useBreakpoint().md === true;
  return {
    title: t('actions'),
    key: 'actions',
    width: 170,
    fixed: pin ? 'right' : undefined,
    render: (_, row) => (
      <RowActions
        permissions={permissions}
        name={name(row)}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
}
