import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The normal/disabled status most records have (departments, posts, roles): 1 normal, 0 disabled,
 * as the search and the dialogs offer it.
 */
export function useStatusChoices() {
  const { t } = useTranslation('common');
  return [
    { value: 1 as const, label: t('normal') },
    { value: 0 as const, label: t('disabled') },
  ];
}

/** Such a status as a tag in a table. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('common');
  return <Tag color={status === 1 ? 'success' : 'error'}>{t(status === 1 ? 'normal' : 'disabled')}</Tag>;
}
