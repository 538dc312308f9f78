import type { ValueType } from '@iot/contract/tsl';
import { Flex, Form, Input, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { AUTOMATION } from '../../texts';
import { isOrdered, operatorsFor, type ComparisonValues } from './comparison';

/** The choices of a boolean (as 'true' / 'false', converted when written) or enum value; undefined for free input. */
function choicesOf(
  type: ValueType | undefined,
  t: (k: string) => string,
): { value: string; label: string }[] | undefined {
  if (type?.type === 'boolean')
    return [
      { value: 'true', label: type.trueText || t('form.true') },
      { value: 'false', label: type.falseText || t('form.false') },
    ];
  if (type?.type === 'enum')
    return (type.elements ?? []).map((e) => ({ value: e.value, label: `${e.text} (${e.value})` }));
  return undefined;
}

/** One value input, checked by the compared type: a number box, a select of its choices, or text. */
function ValueInput({ type, label, ...rest }: { type: ValueType | undefined; label: string }) {
  const { t } = useTranslation(AUTOMATION);
  const choices = choicesOf(type, t);
  if (choices) return <Select aria-label={label} options={choices} {...rest} />;
  if (isOrdered(type?.type))
    return <InputNumber aria-label={label} style={{ width: '100%' }} min={type?.min} max={type?.max} {...rest} />;
  return <Input aria-label={label} {...rest} />;
}

/**
 * Operator and value of a property trigger or a condition: the operators the type allows, the
 * value as the type needs it, two for `between`, a list for `in`.
 */
export function ComparisonFields({ type }: { type: ValueType | undefined }) {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const form = Form.useFormInstance<ComparisonValues>();
  const operator = Form.useWatch('operator', form);
  const operators = operatorsFor(type?.type).map((o) => ({ value: o, label: t(`operator.${o}`) }));
  const required = (field: string): Rule[] => [{ required: true, message: t('common:required', { field }) }];
  const choices = choicesOf(type, t);
  return (
    <>
      <Form.Item name="operator" label={t('form.operator')}>
        <Select aria-label={t('form.operator')} options={operators} />
      </Form.Item>
      {operator === 'between' ? (
        <Flex gap={8}>
          <Form.Item name="from" label={t('form.from')} rules={required(t('form.from'))} style={{ flex: 1 }}>
            <ValueInput type={type} label={t('form.from')} />
          </Form.Item>
          <Form.Item name="to" label={t('form.to')} rules={required(t('form.to'))} style={{ flex: 1 }}>
            <ValueInput type={type} label={t('form.to')} />
          </Form.Item>
        </Flex>
      ) : operator === 'in' ? (
        <Form.Item name="values" label={t('form.values')} rules={required(t('form.values'))}>
          <Select aria-label={t('form.values')} mode={choices ? 'multiple' : 'tags'} options={choices} />
        </Form.Item>
      ) : (
        <Form.Item name="value" label={t('form.value')} rules={required(t('form.value'))}>
          <ValueInput type={type} label={t('form.value')} />
        </Form.Item>
      )}
    </>
  );
}
