import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALARM } from '../texts';

const KEYS = ['open', 'handled', 'ignored'] as const;
const COLORS = ['error', 'success', 'default'] as const;

/** An alarm's status: 0 open, 1 handled, 2 ignored; and the choices of its filter. */
export function useLogStatus() {
  const { t } = useTranslation(ALARM);
  return {
    label: (status: number) => t(`log.${KEYS[status] ?? 'open'}`),
    options: KEYS.map((key, value) => ({ value, label: t(`log.${key}`) })),
  };
}

export function LogStatusTag({ status }: { status: number }) {
  const { label } = useLogStatus();
  return <Tag color={COLORS[status] ?? 'default'}>{label(status)}</Tag>;
}
