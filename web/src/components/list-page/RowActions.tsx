import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';

interface Props {
  /** Permissions of the edit and delete buttons (no edit permission: a delete-only row). */
  permissions: { edit?: string; delete: string };
  /** What the row is called in the delete confirmation. */
  name: string;
  /** Absent: no edit button, the row can only be deleted (a log entry, a file). */
  onEdit?: () => void;
  onDelete: () => unknown;
  /** The delete confirmation's question, where "Delete “name”?" does not fit. */
  confirm?: string;
  /** An extra line under the confirmation (e.g. what else goes with it). */
  deleteNote?: string;
  /** Why this row cannot be deleted (a built-in row): the button is shown disabled with the reason. */
  deleteLocked?: string;
  /** Buttons before edit (e.g. "add child"). */
  before?: ReactNode;
  /** Buttons after delete (e.g. "reset password"). */
  after?: ReactNode;
}

/**
 * A table row's edit and confirmed delete buttons, each shown only with its permission; without
 * `onEdit`, delete only.
 */
export function RowActions({
  permissions,
  name,
  onEdit,
  onDelete,
  confirm,
  deleteNote,
  deleteLocked,
  before,
  after,
}: Props) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      {before}
      {onEdit && permissions.edit && (
        <Auth value={permissions.edit}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit}>
            {t('edit')}
          </Button>
        </Auth>
      )}
      <Auth value={permissions.delete}>
        {deleteLocked ? (
          <Tooltip title={deleteLocked}>
            <Button type="link" size="small" danger disabled icon={<DeleteOutlined />} aria-description={deleteLocked}>
              {t('delete')}
            </Button>
          </Tooltip>
        ) : (
          <Popconfirm
            title={confirm ?? t('deleteConfirm', { name })}
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
        )}
      </Auth>
      {after}
    </Space>
  );
}

/** What a list table's row buttons do. */
export interface RowHandlers<R> {
  /** Absent: delete only. */
  onEdit?: (row: R) => void;
  /** Settles when the call is done (the confirmation shows its progress meanwhile). */
  onDelete: (row: R) => Promise<unknown>;
}

/**
 * The actions column of a list table: edit (unless there is no `onEdit`) and confirmed delete for
 * each row, pinned to the right where the screen is wide enough to scroll the table sideways.
 */
export function useActionsColumn<R>({
  permissions,
  name,
  onEdit,
  onDelete,
  confirm,
  deleteNote,
  deleteLocked,
  before,
  after,
  width = 170,
}: RowHandlers<R> & {
  permissions: Props['permissions'];
  name: (row: R) => string;
  /** A row's delete confirmation, where "Delete “name”?" does not fit. */
  confirm?: (row: R) => string;
  /** A row's extra line under the delete confirmation. */
  deleteNote?: (row: R) => string | undefined;
  /** Why a row cannot be deleted, if it cannot: its delete button is disabled with the reason. */
  deleteLocked?: (row: R) => string | undefined;
  /** A row's buttons before edit. */
  before?: (row: R) => ReactNode;
  /** A row's buttons after delete. */
  after?: (row: R) => ReactNode;
  /** Room for the buttons on one line. */
  width?: number;
}): ColumnType<R> {
  const { t } = useTranslation();
  const pin = useWidthAtLeast(NARROW_WIDTH);
  return {
    title: t('actions'),
    key: 'actions',
    width,
    fixed: pin ? 'right' : undefined,
    render: (_, row) => (
      <RowActions
        permissions={permissions}
        name={name(row)}
        onEdit={onEdit && (() => onEdit(row))}
        onDelete={() => onDelete(row)}
        confirm={confirm?.(row)}
        deleteNote={deleteNote?.(row)}
        deleteLocked={deleteLocked?.(row)}
        before={before?.(row)}
        after={after?.(row)}
      />
    ),
  };
}
