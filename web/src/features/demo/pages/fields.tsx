import { Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** The people-form fields the form demos share: a name in `common`, and the control to edit it. */
export type FieldName =
  | 'name'
  | 'email'
  | 'dept'
  | 'account'
  | 'job'
  | 'phone'
  | 'sex'
  | 'password'
  | 'role'
  | 'creator'
  | 'modifier'
  | 'owner'
  | 'ownerDept';

/** The control for `field`, labelled by the current language's texts. */
export function fieldControl(field: FieldName, t: TFunction): ReactNode {
  const label = t(`common.${field}`);
  if (field === 'job')
    return (
      <Select
        placeholder={label}
        options={[0, 1, 2].map((i) => ({ value: i, label: t(`common.jobs.j${i}`) }))}
        allowClear
      />
    );
  if (field === 'sex')
    return (
      <Select
        placeholder={label}
        options={[
          { value: 1, label: t('common.male') },
          { value: 2, label: t('common.female') },
        ]}
        allowClear
      />
    );
  if (field === 'password') return <Input.Password placeholder={t('common.placeholder', { label })} />;
  return <Input placeholder={t('common.placeholder', { label })} />;
}

/** A required rule whose message names the field ("Name is required"). */
export const required = (field: FieldName, t: TFunction) => ({
  required: true,
  message: t('common.required', { label: t(`common.${field}`) }),
});
