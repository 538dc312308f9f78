import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict, type DictOption } from '@/lib/dict';
import { NOTICE } from '../texts';

/** Colours of notice_tag: 0 none, 1 reminder, 2 normal, 3 minor, 4 important, 5 urgent. */
const tagColours: Record<string, string | undefined> = {
  '1': 'processing',
  '3': 'default',
  '4': 'warning',
  '5': 'error',
};

/** Options of the notice_tag dictionary. */
export function useNoticeTags(): DictOption[] {
  return useDict('notice_tag').notice_tag;
}

/** A notice's tag (nothing for 0 / none). */
export function NoticeTag({ tag, options }: { tag: number | string; options: DictOption[] }) {
  const { t } = useTranslation(NOTICE);
  const value = String(tag ?? '');
  if (value === '' || value === '0') return null;
  const label = options.find((o) => o.value === value)?.label ?? value;
  return <Tag color={tagColours[value] ?? 'success'}>{label || t('tagNone')}</Tag>;
}

/** 1 notice, 2 letter. */
export function useTypeOptions() {
  const { t } = useTranslation(NOTICE);
  return [
    { value: 1 as const, label: t('type.notice') },
    { value: 2 as const, label: t('type.letter') },
  ];
}

/** 1 published, 0 draft. */
export function useNoticeStatusOptions() {
  const { t } = useTranslation(NOTICE);
  return [
    { value: 1 as const, label: t('status.published') },
    { value: 0 as const, label: t('status.draft') },
  ];
}
