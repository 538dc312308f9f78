import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { RowConfirmButton } from './RowConfirmButton';

/** What one row's buttons show; useActionsColumn takes each of these as a function of the row. */
interface RowView {
  /** What the row is called in the delete confirmation. */
  name: string;
  /** The delete confirmation's question, where "Delete “name”?" does not fit. */
  confirm?: string;
  /** An extra line under the confirmation (e.g. what else goes with it). */
  deleteNote?: string;
  /** Why this row cannot be deleted (a built-in row): the button is shown disabled with the reason. */
  deleteLocked?: string;
  /** Why this row cannot be changed at all (a published product's entry): edit and delete disabled, with the reason. */
  locked?: string;
  /** Buttons before edit (e.g. "add child"). */
  before?: ReactNode;
  /** Buttons after delete (e.g. "reset password"). */
  after?: ReactNode;
}

interface Props extends RowView {
  /** Permissions of the edit and delete buttons (no edit permission: a delete-only row). */
  permissions: { edit?: string; delete: string };
  /** Absent: no edit button, the row can only be deleted (a log entry, a file). */
  onEdit?: () => void;
  onDelete: () => unknown;
}

/** A disabled row button that says why it is disabled (on hover, and to screen readers). */
function LockedButton({
  label,
  icon,
  reason,
  danger,
}: {
  label: string;
  icon: ReactNode;
  reason: string;
  danger?: boolean;
}) {
  return (
    <Tooltip title={reason}>
      <Button type="link" size="small" danger={danger} disabled icon={icon} aria-description={reason}>
        {label}
      </Button>
    </Tooltip>
  );
}

/**
 * A table row's edit and confirmed delete buttons, each shown only with its permission; without
 * `onEdit`, delete only.
 */
export function RowActions({ permissions, onEdit, onDelete, ...row }: Props) {
  const { t } = useTranslation();
  const deleteLocked = row.locked ?? row.deleteLocked;
  return (
    <Space size={0} wrap>
      {row.before}
      {onEdit && permissions.edit && (
        <Auth value={permissions.edit}>
          {row.locked ? (
            <LockedButton label={t('edit')} icon={<EditOutlined />} reason={row.locked} />
          ) : (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit}>
              {t('edit')}
            </Button>
          )}
        </Auth>
      )}
      <Auth value={permissions.delete}>
        {deleteLocked ? (
          <LockedButton label={t('delete')} icon={<DeleteOutlined />} reason={deleteLocked} danger />
        ) : (
          <RowConfirmButton
            label={t('delete')}
            icon={<DeleteOutlined />}
            confirm={row.confirm ?? t('deleteConfirm', { name: row.name })}
            description={row.deleteNote}
            onConfirm={onDelete}
          />
        )}
      </Auth>
      {row.after}
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

/** RowView's fields, each read from the row. */
type RowViewOf<R> = { [K in keyof RowView]: (row: R) => RowView[K] };

/**
 * The actions column of a list table: edit (unless there is no `onEdit`) and confirmed delete for
 * each row, pinned to the right where the screen is wide enough to scroll the table sideways.
 */
export function useActionsColumn<R>({
  permissions,
  onEdit,
  onDelete,
  width = 170,
  ...view
}: RowHandlers<R> &
  RowViewOf<R> & {
    permissions: Props['permissions'];
    /** Room for the buttons on one line. */
    width?: number;
  }): ColumnType<R> {
  const { t } = useTranslation();
  const pin = useWidthAtLeast(NARROW_WIDTH);
  const viewOf = (row: R) =>
    Object.fromEntries(
      Object.entries(view).map(([key, read]) => [key, (read as (row: R) => unknown)(row)]),
    ) as unknown as RowView;
  return {
    title: t('actions'),
    key: 'actions',
    width,
    fixed: pin ? 'right' : undefined,
    render: (_, row) => (
      <RowActions
        permissions={permissions}
        onEdit={onEdit && (() => onEdit(row))}
        onDelete={() => onDelete(row)}
        {...viewOf(row)}
      />
    ),
  };
}
