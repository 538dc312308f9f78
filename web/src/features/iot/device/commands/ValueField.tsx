import type { TslParam } from '@iot/contract';
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DEVICE } from '../texts';
import { DATE_FORMAT, isJsonOf, stepOf } from './values';

/**
 * One value of a command as a form item, its input chosen by the data type: numbers within the
 * model's min and max, a switch for booleans, the enum's choices, a date picker for dates and
 * timestamps, JSON text for arrays and objects (checked before sending), text otherwise.
 */
export function ValueField({ param }: { param: TslParam }) {
  const { t } = useTranslation(DEVICE);
  const vt = param.valueType;
  const label = param.name || param.key;
  const required: Rule = { required: true, message: t('commands.required', { name: label }) };
  const item = { name: param.key, label, rules: [required] };
  switch (vt.type) {
    case 'int':
    case 'long':
    case 'float':
    case 'double': {
      const integer = vt.type === 'int' || vt.type === 'long';
      return (
        <Form.Item {...item}>
          <InputNumber
            min={vt.min}
            max={vt.max}
            precision={integer ? 0 : undefined}
            step={integer ? 1 : stepOf(vt)}
            suffix={vt.unit || undefined}
            style={{ width: 180 }}
          />
        </Form.Item>
      );
    }
    case 'boolean':
      return (
        <Form.Item name={param.key} label={label} valuePropName="checked" initialValue={false}>
          <Switch checkedChildren={vt.trueText} unCheckedChildren={vt.falseText} />
        </Form.Item>
      );
    case 'enum':
      return (
        <Form.Item {...item}>
          <Select
            style={{ minWidth: 160 }}
            options={(vt.elements ?? []).map((e) => ({ value: e.value, label: e.text || e.value }))}
          />
        </Form.Item>
      );
    case 'date':
    case 'timestamp':
      return (
        <Form.Item {...item}>
          <DatePicker showTime format={DATE_FORMAT} />
        </Form.Item>
      );
    case 'array':
    case 'object': {
      const shape = vt.type;
      const json: Rule = {
        validator: (_, value: unknown) =>
          value === undefined || value === '' || isJsonOf(value, shape)
            ? Promise.resolve()
            : Promise.reject(
                new Error(t(shape === 'array' ? 'commands.jsonArray' : 'commands.jsonObject', { name: label })),
              ),
      };
      return (
        <Form.Item {...item} rules={[required, json]}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 6 }}
            placeholder={shape === 'array' ? '[]' : '{}'}
            style={{ minWidth: 240 }}
          />
        </Form.Item>
      );
    }
    default:
      return (
        <Form.Item {...item}>
          <Input maxLength={vt.maxLength && vt.maxLength > 0 ? vt.maxLength : undefined} style={{ minWidth: 180 }} />
        </Form.Item>
      );
  }
}
