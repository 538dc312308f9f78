import type { AlarmRuleRow } from '@iot/contract';
import { alarmRuleForm } from '@iot/contract/alarm';
import { cronShapePattern, webhookUrlPattern } from '@iot/contract/patterns';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { productDetailQuery, productOptionsQuery } from '@/features/iot/product';
import { keyedOptions } from '@/lib/keyedOptions';
import { alarmApi, ruleDetailQuery, triggerParamsQuery, triggerTypesQuery } from '../api';
import { useLevels } from '../levels';
import { ALARM } from '../texts';
import { ConditionBuilder } from './ConditionBuilder';
import { CRON, hasConditions, linesOf, toBody, toValues, type RuleBody, type RuleValues } from './ruleForm';

const half = { xs: 24, sm: 12 };
const REPORT_TIME_KEY = 'sysReportTime';

interface Props extends DialogProps {
  /** The rule being edited (its detail is loaded for the conditions); absent when adding. */
  row?: AlarmRuleRow;
}

/** Lines that fail `ok`, reported with `message`; at most `max` lines. */
const linesRule =
  (ok: (line: string) => boolean, message: (line: string) => string, max: number, tooMany: string): Rule =>
  () => ({
    validator: async (_, text: string | undefined) => {
      const lines = linesOf(text);
      if (lines.length > max) throw new Error(tooMany);
      const bad = lines.find((l) => !ok(l));
      if (bad !== undefined) throw new Error(message(bad));
    },
  });

/** Add or edit an alarm rule: what triggers it, on which product and devices, when, and whom it tells. */
export function RuleDialog({ row, ...dialog }: Props) {
  const { t } = useTranslation([ALARM, 'common']);
  const [form] = Form.useForm<RuleValues>();
  const detail = useQuery({ ...ruleDetailQuery(row?.id ?? 0), enabled: !!row });
  const levels = useLevels();
  const productKey = (Form.useWatch('productKey', form) as string | undefined) ?? '';
  const triggerType = Form.useWatch('triggerType', form) as number | undefined;
  const eventKey = Form.useWatch('eventKey', form) as string | undefined;

  const products = useQuery(productOptionsQuery());
  const types = useQuery({ ...triggerTypesQuery(productKey), enabled: !!productKey });
  const product = useQuery({ ...productDetailQuery(productKey), enabled: !!productKey && triggerType === 4 });
  // Cron rules test the latest property values: the property list.
  const paramType = triggerType === CRON ? 3 : (triggerType ?? 0);
  const params = useQuery({
    ...triggerParamsQuery(productKey, paramType, eventKey),
    enabled: !!productKey && hasConditions(triggerType) && (triggerType !== 4 || !!eventKey),
  });

  const label = (key: string) => t(`field.${key}`);
  const rules = useFieldRules(`${ALARM}:max`);
  const fields = alarmRuleForm.shape;
  // A select's rule carries no `whitespace` key at all: async-validator then checks only presence,
  // while any other key makes it check the value as a string, which refuses numbers (levels, types).
  const required = (key: string, select = false): Rule => ({
    required: true,
    ...(select ? {} : { whitespace: true }),
    message: t(select ? 'common:pleaseSelect' : 'common:required', { field: label(key) }),
  });
  const typeOptions = [
    ...(types.data ?? []).map((o) => ({ value: o.type, label: t(`trigger.${o.type}`, { defaultValue: o.title }) })),
    ...(productKey ? [{ value: CRON, label: t('rule.cron') }] : []),
  ];
  const paramOptions = (params.data ?? []).map((p) => ({
    value: p.paramKey,
    label: p.paramKey === REPORT_TIME_KEY ? t('condition.reportTime') : `${p.title} (${p.paramKey})`,
  }));
  const eventOptions = (product.data?.tsl?.events ?? []).map((e) => ({ value: e.key, label: `${e.name} (${e.key})` }));

  const send = ({ cron, body }: RuleBody) => {
    if (cron) return row ? alarmApi.editCronRule({ ...body, id: row.id }) : alarmApi.addCronRule(body);
    return row ? alarmApi.editRule({ ...body, id: row.id }) : alarmApi.addRule(body);
  };

  return (
    <FormDialog<RuleValues, RuleBody>
      {...dialog}
      form={form}
      title={t(row ? 'rule.edit' : 'rule.add')}
      width={860}
      name="alarmRuleForm"
      ready={!row || detail.isSuccess}
      loading={detail.isLoading}
      scrollToFirstError
      initialValues={toValues(detail.data)}
      toBody={(v) => toBody(v, detail.data)}
      send={send}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label={label('name')} rules={rules(fields.name, label('name'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="level" label={label('level')} rules={[required('level', true)]}>
            <Select options={levels.options} placeholder={t('common:pleaseSelect', { field: label('level') })} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="productKey" label={label('product')} rules={[required('product', true)]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={products.isLoading}
              placeholder={t('common:pleaseSelect', { field: label('product') })}
              options={keyedOptions(products.data)}
              // Another product has other trigger types, events and properties.
              onChange={() => form.setFieldsValue({ triggerType: undefined, eventKey: undefined })}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="deviceKey" label={label('deviceKey')} rules={rules(fields.deviceKey, label('deviceKey'))}>
            <Input placeholder={t('field.deviceHint')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="triggerType" label={label('triggerType')} rules={[required('triggerType', true)]}>
            <Select
              options={typeOptions}
              disabled={!productKey}
              loading={types.isFetching}
              placeholder={
                productKey ? t('common:pleaseSelect', { field: label('triggerType') }) : t('rule.pickProduct')
              }
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          {triggerType === 4 && (
            <Form.Item name="eventKey" label={label('eventKey')} rules={[required('eventKey', true)]}>
              <Select options={eventOptions} loading={product.isFetching} />
            </Form.Item>
          )}
          {triggerType === CRON && (
            <Form.Item
              name="cron"
              label={label('cron')}
              extra={t('field.cronHint')}
              rules={[
                required('cron'),
                linesRule(
                  (l) => cronShapePattern.test(l) && l.length <= 100,
                  (expr) => t('cronInvalid', { expr }),
                  10,
                  t('tooMany', { field: label('cron'), max: 10 }),
                ),
              ]}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          )}
        </Col>
        {hasConditions(triggerType) && (
          <Col span={24}>
            <Form.Item label={label('conditions')} required>
              <ConditionBuilder params={paramOptions} />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Form.Item
            name="webhooks"
            label={label('webhooks')}
            extra={t('field.webhooksHint')}
            rules={[
              linesRule(
                (l) => webhookUrlPattern.test(l) && l.length <= 500,
                (url) => t('url', { url }),
                20,
                t('tooMany', { field: label('webhooks'), max: 20 }),
              ),
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="https://example.com/alarm" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="webhookSecret"
            label={label('webhookSecret')}
            extra={t('field.secretHint')}
            rules={rules(fields.webhookSecret, label('webhookSecret'))}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
