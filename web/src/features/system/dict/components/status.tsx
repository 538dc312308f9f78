import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useDict, type DictOption } from '@/lib/dict';

/** Options of sys_normal_disable (1 normal, 0 disabled), with built-in texts until the dictionary loads. */
function useStatusOptions(): DictOption[] {
  const { t } = useTranslation('common');
  const { sys_normal_disable: options } = useDict('sys_normal_disable');
  if (options.length > 0) return options;
  return [
    { value: '1', label: t('normal'), isDefault: 1 },
    { value: '0', label: t('disabled'), isDefault: 0 },
  ];
}

/** A dictionary type's or item's status as a tag. */
function StatusTag({ status, options }: { status: number; options: DictOption[] }) {
  const label = options.find((o) => o.value === String(status))?.label ?? String(status);
  return <Tag color={status === 1 ? 'success' : 'error'}>{label}</Tag>;
}

/** The status column of the type and item tables. */
export function useStatusColumn<R extends { status: number }>(): ColumnType<R> {
  const { t } = useTranslation('common');
  const options = useStatusOptions();
  return {
    title: t('status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <StatusTag status={status} options={options} />,
  };
}

/** The statuses as choices of a select or radio group (the dictionary's values are strings: "1", "0"). */
export const useStatusChoices = () => useStatusOptions().map((o) => ({ value: o.value, label: o.label }));

/** The search form's status as the list's filter: "" for any. */
export const statusFilter = (value?: string): number | '' => (value === undefined || value === '' ? '' : Number(value));

/** A status as the contract takes it. */
export const toFlag = (value: string | number): 0 | 1 => (Number(value) === 1 ? 1 : 0);

/** GFast's list classes (Element tag types) and the antd tag colour each is shown with. */
export const listClasses = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
const listClassColor: Record<string, string | undefined> = {
  primary: 'processing',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};
export const tagColor = (listClass: string) => listClassColor[listClass];
