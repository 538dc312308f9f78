import type { DictTypeAddBody, DictTypeListItem } from '@iot/contract';
import { dictTypeAddBody } from '@iot/contract/dict';
import { dictTypePattern } from '@iot/contract/patterns';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { RemarkField } from '@/components/form-dialog/RemarkField';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { dictTypeApi } from '../api';
import { DICT } from '../texts';
import { toFlag, useStatusChoices } from './status';
import { StatusField } from '@/components/status';

interface Values {
  dictName: string;
  dictType: string;
  status: string;
  remark: string;
}

const fields = dictTypeAddBody.shape;

interface Props extends Omit<DialogProps, 'onSaved'> {
  /** The type being edited; absent when adding. */
  row?: DictTypeListItem;
  /** Called with the type names the change touched (old and new). */
  onSaved: (types: string[]) => void;
}

/** Add or edit a dictionary type. */
export function TypeDialog({ row, onSaved, ...dialog }: Props) {
  const { t } = useTranslation([DICT, 'common']);
  const rules = useFieldRules(`${DICT}:max`);
  const statusChoices = useStatusChoices();
  return (
    <FormDialog<Values, DictTypeAddBody>
      {...dialog}
      title={t(row ? 'type.edit' : 'type.add')}
      name="dictTypeForm"
      initialValues={{
        dictName: row?.dictName ?? '',
        dictType: row?.dictType ?? '',
        status: String(row?.status ?? 1),
        remark: row?.remark ?? '',
      }}
      toBody={(v) => ({
        dictName: v.dictName.trim(),
        dictType: v.dictType.trim(),
        status: toFlag(v.status),
        remark: (v.remark ?? '').trim(),
      })}
      send={(body) => (row ? dictTypeApi.edit({ ...body, dictId: row.dictId }) : dictTypeApi.add(body))}
      onSaved={(body) => onSaved(row ? [row.dictType, body.dictType] : [body.dictType])}
    >
      <Form.Item name="dictName" label={t('type.dictName')} rules={rules(fields.dictName, t('type.dictName'))}>
        <Input />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('type.dictType')}
        rules={[
          ...rules(fields.dictType, t('type.dictType')),
          { pattern: dictTypePattern, message: t('type.dictTypeRule') },
        ]}
      >
        <Input placeholder="sys_example" />
      </Form.Item>
      <StatusField required choices={statusChoices} />
      <RemarkField schema={fields.remark} rules={rules} rows={3} />
    </FormDialog>
  );
}
