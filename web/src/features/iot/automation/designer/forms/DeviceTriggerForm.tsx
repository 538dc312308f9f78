import type { FlowNodeType } from '@iot/contract';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTOMATION } from '../../texts';
import type { NodeSettings } from '../graph';
import { fromComparison, operatorsFor, toComparison, type ComparisonValues } from './comparison';
import { ComparisonFields } from './ComparisonFields';
import { NodeForm } from './NodeForm';
import { DeviceSelect, ProductSelect, useModel } from './pickers';

type Values = ComparisonValues & {
  productKey?: string;
  deviceKey?: string;
  key?: string;
  eventKey?: string;
  status?: 'online' | 'offline';
};

interface Props {
  type: Extract<FlowNodeType, 'trigger.property' | 'trigger.event' | 'trigger.status'>;
  data: NodeSettings;
  onChange: (data: NodeSettings) => void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A device trigger: product, device (empty: any device of the product), then the property and its
 * condition, the event, or the status; the choices come from the product's object model.
 */
export function DeviceTriggerForm({ type, data, onChange }: Props) {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const [form] = Form.useForm<Values>();
  const productKey = Form.useWatch('productKey', form) ?? text(data.productKey);
  const propertyKey = Form.useWatch('key', form) ?? text(data.key);
  const { tsl, loading } = useModel(productKey || undefined);
  const properties = tsl?.properties ?? [];
  const property = properties.find((p) => p.key === propertyKey);
  const pick = (field: string) => [{ required: true, message: t('common:pleaseSelect', { field }) }];

  const toData = (v: Values): NodeSettings => {
    const common = { productKey: v.productKey ?? '', deviceKey: v.deviceKey ?? '' };
    if (type === 'trigger.event') return { ...common, eventKey: v.eventKey ?? '' };
    if (type === 'trigger.status') return { ...common, status: v.status ?? 'online' };
    const type_ = properties.find((p) => p.key === v.key)?.valueType;
    return { ...common, key: v.key ?? '', ...toComparison(v, type_) };
  };

  const onValues = (v: Values) => {
    // Another property may not take the operator (a text has no "greater than").
    const allowed = operatorsFor(properties.find((p) => p.key === v.key)?.valueType.type);
    if (!allowed.includes(v.operator)) {
      form.setFieldValue('operator', 'eq');
      v = { ...v, operator: 'eq' };
    }
    onChange(toData(v));
  };

  return (
    <NodeForm<Values>
      form={form}
      initialValues={{
        productKey: text(data.productKey) || undefined,
        deviceKey: text(data.deviceKey) || undefined,
        key: text(data.key) || undefined,
        eventKey: text(data.eventKey) || undefined,
        status: data.status === 'offline' ? 'offline' : 'online',
        ...fromComparison(data.operator, data.value),
      }}
      onValues={onValues}
    >
      <Form.Item name="productKey" label={t('form.product')} rules={pick(t('form.product'))}>
        <ProductSelect
          // Another product has other devices and another model.
          onChange={() => form.setFieldsValue({ deviceKey: undefined, key: undefined, eventKey: undefined })}
        />
      </Form.Item>
      <Form.Item name="deviceKey" label={t('form.device')}>
        <DeviceSelect
          productKey={productKey || undefined}
          disabled={!productKey}
          allowClear
          placeholder={productKey ? t('form.anyDevice') : t('form.pickProduct')}
        />
      </Form.Item>
      {type === 'trigger.property' && (
        <>
          <Form.Item name="key" label={t('form.property')} rules={pick(t('form.property'))}>
            <Select
              aria-label={t('form.property')}
              disabled={!productKey}
              loading={loading}
              showSearch={{ optionFilterProp: 'label' }}
              options={properties.map((p) => ({ value: p.key, label: `${p.name} (${p.key})` }))}
            />
          </Form.Item>
          <ComparisonFields type={property?.valueType} />
        </>
      )}
      {type === 'trigger.event' && (
        <Form.Item name="eventKey" label={t('form.event')} rules={pick(t('form.event'))}>
          <Select
            aria-label={t('form.event')}
            disabled={!productKey}
            loading={loading}
            options={(tsl?.events ?? []).map((e) => ({ value: e.key, label: `${e.name} (${e.key})` }))}
          />
        </Form.Item>
      )}
      {type === 'trigger.status' && (
        <Form.Item name="status" label={t('form.status')}>
          <Radio.Group
            options={[
              { value: 'online', label: t('form.online') },
              { value: 'offline', label: t('form.offline') },
            ]}
          />
        </Form.Item>
      )}
    </NodeForm>
  );
}
