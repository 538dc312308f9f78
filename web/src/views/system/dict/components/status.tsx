import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict, type DictOption } from '@/lib/dict';

/** Options of sys_normal_disable (1 normal, 0 disabled), with built-in texts until the dictionary loads. */
export function useStatusOptions(): DictOption[] {
  const { t } = useTranslation('common');
  const { sys_normal_disable: options } = useDict('sys_normal_disable');
  if (options.length > 0) return options;
  return [
    { value: '1', label: t('normal'), isDefault: 1 },
    { value: '0', label: t('disabled'), isDefault: 0 },
  ];
}

/** A dictionary type's or item's status as a tag. */
export function StatusTag({ status, options }: { status: number; options: DictOption[] }) {
  const label = options.find((o) => o.value === String(status))?.label ?? String(status);
  return <Tag color={status === 1 ? 'success' : 'error'}>{label}</Tag>;
}

/** GFast's list classes (Element tag types) and the antd tag colour each is shown with. */
export const listClasses = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
const listClassColor: Record<string, string | undefined> = {
  primary: 'processing',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};
export const tagColor = (listClass: string) => listClassColor[listClass];

/** Only letters, digits and underscores (dictionary type names). */
export const dictTypePattern = /^[A-Za-z0-9_]+$/;
