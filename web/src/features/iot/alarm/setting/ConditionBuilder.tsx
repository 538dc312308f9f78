import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { operatorsQuery } from '../api';
import { ALARM } from '../texts';
import { isRange, type GroupValues } from './ruleForm';

type Option = { value: string; label: string };

/** AND / OR: how a filter or group joins the one before it (the first joins nothing). */
function JoinSelect({ name, label }: { name: (string | number)[]; label: string }) {
  const { t } = useTranslation(ALARM);
  return (
    <Form.Item name={name} noStyle initialValue={1}>
      <Select
        aria-label={label}
        style={{ width: 96 }}
        options={[
          { value: 1, label: t('condition.and') },
          { value: 2, label: t('condition.or') },
        ]}
      />
    </Form.Item>
  );
}

interface FilterProps {
  group: number;
  filter: number;
  first: boolean;
  params: Option[];
  operators: Option[];
  onRemove: () => void;
}

/** One filter: parameter, operator, value (two for a range), joined to the one before it. */
function FilterRow({ group, filter, first, params, operators, onRemove }: FilterProps) {
  const { t } = useTranslation([ALARM, 'common']);
  const form = Form.useFormInstance();
  const operator = Form.useWatch(['groups', group, 'filters', filter, 'operator'], form) as string | undefined;
  const value = (field: 'value' | 'value2', label: string) => (
    <Form.Item
      name={[filter, field]}
      style={{ flex: 1, minWidth: 100, marginBottom: 8 }}
      rules={[
        { required: true, whitespace: true, message: t('common:required', { field: label }) },
        { max: 200, message: t('max', { field: label, max: 200 }) },
      ]}
    >
      <Input aria-label={label} placeholder={label} />
    </Form.Item>
  );
  return (
    <Flex gap={8} wrap align="start">
      <div style={{ width: 96 }}>
        {first ? null : <JoinSelect name={[filter, 'andOr']} label={t('condition.and') + ' / ' + t('condition.or')} />}
      </div>
      <Form.Item
        name={[filter, 'key']}
        style={{ width: 180, marginBottom: 8 }}
        rules={[{ required: true, message: t('common:pleaseSelect', { field: t('condition.key') }) }]}
      >
        <Select
          aria-label={t('condition.key')}
          placeholder={t('condition.key')}
          options={params}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name={[filter, 'operator']} style={{ width: 140, marginBottom: 8 }} initialValue="eq">
        <Select aria-label={t('condition.operator')} options={operators} />
      </Form.Item>
      {value('value', t('condition.value'))}
      {isRange(operator) && value('value2', t('condition.value2'))}
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('condition.removeFilter')}
        onClick={onRemove}
      />
    </Flex>
  );
}

/**
 * The rule's conditions: groups of filters. Filters within a group and the groups themselves are
 * joined by AND or OR, each to the one before it, as SagooIoT's rule form does.
 */
export function ConditionBuilder({ params }: { params: Option[] }) {
  const { t } = useTranslation(ALARM);
  const operators = useQuery(operatorsQuery());
  // The server's titles are Chinese only; the operator's own text in the user's language instead.
  const operatorOptions = (operators.data ?? []).map((o) => ({ value: o.type, label: t(`operator.${o.type}`) }));
  return (
    <Form.List
      name="groups"
      rules={[
        {
          validator: async (_, groups: GroupValues[] | undefined) => {
            if (!groups?.some((g) => g.filters?.length)) throw new Error(t('condition.required'));
          },
        },
      ]}
    >
      {(groups, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          {groups.map((group, gi) => (
            <Card
              key={group.key}
              size="small"
              title={
                <Flex gap={8} align="center">
                  {gi > 0 && <JoinSelect name={[group.name, 'andOr']} label={t('condition.group', { n: gi + 1 })} />}
                  {t('condition.group', { n: gi + 1 })}
                </Flex>
              }
              extra={
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('condition.removeGroup', { n: gi + 1 })}
                  onClick={() => remove(group.name)}
                />
              }
            >
              <Form.List name={[group.name, 'filters']}>
                {(filters, ops) => (
                  <>
                    {filters.map((filter, fi) => (
                      <FilterRow
                        key={filter.key}
                        group={group.name}
                        filter={filter.name}
                        first={fi === 0}
                        params={params}
                        operators={operatorOptions}
                        onRemove={() => ops.remove(filter.name)}
                      />
                    ))}
                    <Button
                      type="dashed"
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => ops.add({ operator: 'eq' })}
                    >
                      {t('condition.addFilter')}
                    </Button>
                  </>
                )}
              </Form.List>
            </Card>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ filters: [{ operator: 'eq' }] })}>
            {t('condition.addGroup')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
