import type { TslParam } from '@iot/contract';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE } from '../texts';
import { useSendCommand, type CommandRequest } from './api';
import { toWire } from './values';
import { ValueField } from './ValueField';

/** How a command ended, as the tab shows it: the device's reply `data`, or why it failed. */
export type Outcome = { name: string; ok: true; data: unknown } | { name: string; ok: false; message: string };

export interface CommandFormProps {
  /** The form's name: its fields' ids are `${name}_${key}`. */
  name: string;
  /** What the outcome is called (the property's or the service's name). */
  title: string;
  fields: TslParam[];
  /** The button's text (Set, Invoke). */
  action: string;
  /** The request for these values (as sent: converted by their types). */
  request: (params: Record<string, unknown>) => CommandRequest;
  onOutcome: (outcome: Outcome) => void;
}

/** One command's form: a field per value and the button that sends it; the outcome goes to the tab. */
export function CommandForm(p: CommandFormProps) {
  const { t } = useTranslation(DEVICE);
  const send = useSendCommand();
  const submit = (values: Record<string, unknown>) => {
    const params = Object.fromEntries(p.fields.map((f) => [f.key, toWire(f.valueType, values[f.key])]));
    send.mutate(p.request(params), {
      onSuccess: (answer) => p.onOutcome({ name: p.title, ok: true, data: answer.data }),
      // The request layer already told the user; the tab keeps the message in view.
      onError: (err) => p.onOutcome({ name: p.title, ok: false, message: err.message }),
    });
  };
  return (
    <Form name={p.name} layout="inline" onFinish={submit} style={{ rowGap: 8, marginBottom: 8 }}>
      {p.fields.map((f) => (
        <ValueField key={f.key} param={f} />
      ))}
      {p.fields.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('commands.noInputs')}
        </Typography.Paragraph>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {p.action}
        </Button>
      </Form.Item>
    </Form>
  );
}
