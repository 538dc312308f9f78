import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPER_LOG } from '../texts';

/** Whether the write succeeded (its envelope's code was 0). */
export function ResultTag({ status }: { status: number }) {
  const { t } = useTranslation(OPER_LOG);
  return <Tag color={status === 1 ? 'success' : 'error'}>{t(status === 1 ? 'success' : 'failure')}</Tag>;
}
