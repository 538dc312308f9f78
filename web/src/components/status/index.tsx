import { Form, Radio, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textOn } from '@/lib/colour';

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

interface StatusFieldProps {
  /** Marked required, where the contract requires it. */
  required?: boolean;
  /** Other choices of the same two (the dictionaries' own texts, as strings). */
  choices?: { value: number | string; label: string }[];
}

/** Such a status as a dialog's field, `status`. */
export function StatusField({ required = false, choices }: StatusFieldProps) {
  const { t } = useTranslation('common');
  const standard = useStatusChoices();
  return (
    <Form.Item name="status" label={t('status')} rules={required ? [{ required: true }] : undefined}>
      <Radio.Group options={choices ?? standard} />
    </Form.Item>
  );
}

/** Such a status as a tag in a table. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('common');
  return <Tag color={status === 1 ? 'success' : 'error'}>{t(status === 1 ? 'normal' : 'disabled')}</Tag>;
}

/**
 * A tag filled with a colour a user chose (an alarm level's), its text black or white, whichever
 * reads: antd's tint of a custom colour under text in that colour reads at 2:1 for yellow. Not a
 * hex colour: a plain tag.
 */
export function ColourTag({ colour, children }: { colour: string | undefined; children: ReactNode }) {
  const text = textOn(colour ?? '');
  return text ? (
    <Tag color={colour} variant="solid" style={{ color: text }}>
      {children}
    </Tag>
  ) : (
    <Tag>{children}</Tag>
  );
}
