import type { AlarmLogRow } from '@iot/contract';
import { alarmLogHandleBody } from '@iot/contract/alarm';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { alarmApi } from '../api';
import { ALARM } from '../texts';

interface Values {
  status: 1 | 2;
  content: string;
}
type Body = Values & { ids: number[] };

interface Props extends DialogProps {
  /** The alarms to close: one goes to log/handle, several to log/clear in one call. */
  rows: AlarmLogRow[];
}

/** Closes alarms as handled or ignored, with a note. */
export function HandleDialog({ rows, ...dialog }: Props) {
  const { t } = useTranslation([ALARM, 'common']);
  const rules = useFieldRules(`${ALARM}:max`);
  const send = ({ ids, status, content }: Body) =>
    ids.length === 1 ? alarmApi.handle({ id: ids[0], status, content }) : alarmApi.clear({ ids, status, content });
  return (
    <FormDialog<Values, Body>
      {...dialog}
      title={rows.length === 1 ? t('log.handleTitle') : t('log.clearTitle', { count: rows.length })}
      width={520}
      name="alarmHandleForm"
      initialValues={{ status: 1, content: '' }}
      toBody={(v) => ({ ids: rows.map((r) => r.id), status: v.status, content: (v.content ?? '').trim() })}
      send={send}
    >
      <Form.Item name="status" label={t('log.result')} rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 1, label: t('log.handled') },
            { value: 2, label: t('log.ignored') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('field.content')}
        rules={rules(alarmLogHandleBody.shape.content, t('field.content'))}
      >
        <Input.TextArea rows={4} showCount maxLength={2000} />
      </Form.Item>
    </FormDialog>
  );
}
