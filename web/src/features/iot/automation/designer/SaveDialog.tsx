import { flowAddBody } from '@iot/contract/automation';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { AUTOMATION } from '../texts';

export interface FlowNaming {
  name: string;
  remark: string;
}

interface Props extends Omit<DialogProps, 'onSaved'> {
  initial: FlowNaming;
  /** Sends flow/add or flow/edit with the canvas's graph. */
  send: (naming: FlowNaming) => Promise<unknown>;
  onSaved: (naming: FlowNaming) => void;
}

/** Saving asks for the flow's name and remark (prefilled when the flow has them). */
export function SaveDialog({ initial, send, ...dialog }: Props) {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const rules = useFieldRules(`${AUTOMATION}:form.tooLong`);
  const fields = flowAddBody.shape;
  return (
    <FormDialog<FlowNaming, FlowNaming>
      {...dialog}
      title={t('save.title')}
      name="flowSaveForm"
      initialValues={initial}
      toBody={(v) => ({ name: v.name.trim(), remark: (v.remark ?? '').trim() })}
      send={send}
    >
      <Form.Item name="name" label={t('field.name')} rules={rules(fields.name, t('field.name'))}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')} rules={rules(fields.remark, t('field.remark'))}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
