import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  icon: ReactNode;
  /** The question the confirmation asks. */
  confirm: string;
  /** An extra line under the question. */
  description?: string;
  /** Settles when the call is done: the confirmation's OK spins meanwhile. */
  onConfirm: () => unknown;
}

/**
 * A row's button for an action that cannot be undone (delete, force logout): a red link that asks
 * first. A refused call leaves the row as it was (the request layer shows the server's message).
 */
export function RowConfirmButton({ label, icon, confirm, description, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={confirm}
      description={description}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger icon={icon}>
        {label}
      </Button>
    </Popconfirm>
  );
}
