import type { FlowNodeType } from '@iot/contract';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTOMATION } from '../../texts';
import type { NodeSettings } from '../graph';
import { NodeForm } from './NodeForm';
import { DeviceSelect, useModel, useProductOf } from './pickers';

interface Values {
  deviceKey?: string;
  funcKey?: string;
  /** The parameters as JSON text. */
  params: string;
}

interface Props {
  type: Extract<FlowNodeType, 'action.propertySet' | 'action.serviceInvoke'>;
  data: NodeSettings;
  onChange: (data: NodeSettings) => void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The JSON object a text holds, or undefined. */
export function jsonObject(source: string): Record<string, unknown> | undefined {
  if (!source.trim()) return {};
  try {
    const value: unknown = JSON.parse(source);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A command to a device: the device, the service (invoke), and the parameters as JSON; the keys the
 * device's object model offers (writable properties, the service's inputs) are listed under the box.
 */
export function DeviceActionForm({ type, data, onChange }: Props) {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const [form] = Form.useForm<Values>();
  const deviceKey = Form.useWatch('deviceKey', form) ?? text(data.deviceKey);
  const funcKey = Form.useWatch('funcKey', form) ?? text(data.funcKey);
  const { tsl, loading } = useModel(useProductOf(deviceKey || undefined));
  const invoke = type === 'action.serviceInvoke';
  const service = tsl?.functions?.find((f) => f.key === funcKey);
  const keys = invoke ? (service?.inputs ?? []) : (tsl?.properties ?? []).filter((p) => p.accessMode === 0);
  const pick = (field: string) => [{ required: true, message: t('common:pleaseSelect', { field }) }];

  const onValues = (v: Values) => {
    const params = jsonObject(v.params) ?? (data.params as Record<string, unknown> | undefined) ?? {};
    onChange({ deviceKey: v.deviceKey ?? '', ...(invoke ? { funcKey: v.funcKey ?? '' } : {}), params });
  };

  return (
    <NodeForm<Values>
      form={form}
      initialValues={{
        deviceKey: text(data.deviceKey) || undefined,
        funcKey: text(data.funcKey) || undefined,
        params: JSON.stringify(data.params ?? {}, null, 2),
      }}
      onValues={onValues}
    >
      <Form.Item name="deviceKey" label={t('form.device')} rules={pick(t('form.device'))}>
        <DeviceSelect onChange={() => form.setFieldValue('funcKey', undefined)} />
      </Form.Item>
      {invoke && (
        <Form.Item name="funcKey" label={t('form.service')} rules={pick(t('form.service'))}>
          <Select
            aria-label={t('form.service')}
            disabled={!deviceKey}
            loading={loading}
            options={(tsl?.functions ?? []).map((f) => ({ value: f.key, label: `${f.name} (${f.key})` }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="params"
        label={t('form.params')}
        extra={
          keys.length ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {keys.map((k) => `${k.key} (${k.name}, ${k.valueType.type})`).join(', ')}
            </Typography.Text>
          ) : (
            t('form.paramsHint')
          )
        }
        rules={[
          {
            validator: async (_, value: string) => {
              if (!jsonObject(value ?? '')) throw new Error(t('form.jsonInvalid'));
            },
          },
        ]}
      >
        <Input.TextArea aria-label={t('form.params')} autoSize={{ minRows: 3, maxRows: 10 }} spellCheck={false} />
      </Form.Item>
    </NodeForm>
  );
}
