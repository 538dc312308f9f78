import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  count: number;
  /** The confirmation text for `count` rows. */
  confirm: string;
  label: string;
  onConfirm: () => Promise<unknown>;
}

/** Deletes the selected rows after a confirmation; disabled while nothing is selected. */
export function BatchDeleteButton({ count, confirm, label, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={confirm}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      disabled={count === 0}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button danger icon={<DeleteOutlined />} disabled={count === 0}>
        {label}
      </Button>
    </Popconfirm>
  );
}
