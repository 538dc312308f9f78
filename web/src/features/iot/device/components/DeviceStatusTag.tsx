import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE } from '../texts';

const LOOK = {
  2: { color: 'success', text: 'status.online' },
  1: { color: 'default', text: 'status.offline' },
  0: { color: 'warning', text: 'status.disabled' },
} as const;

/** A device's state: online green, offline grey, disabled amber. */
export function DeviceStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(DEVICE);
  const look = LOOK[status as 0 | 1 | 2] ?? LOOK[1];
  return (
    <Tag color={look.color} style={{ marginInlineEnd: 0 }}>
      {t(look.text)}
    </Tag>
  );
}
