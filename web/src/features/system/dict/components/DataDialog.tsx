import type { DictDataAddBody, SysDictData } from '@iot/contract';
import { dictDataAddBody } from '@iot/contract/dict';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { RemarkField } from '@/components/form-dialog/RemarkField';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { dictDataApi } from '../api';
import { DICT } from '../texts';
import { listClasses, tagColor, toFlag, useStatusChoices } from './status';
import { StatusField } from '@/components/status';

interface Values {
  dictLabel: string;
  dictValue: string;
  dictSort: number | null;
  cssClass: string;
  listClass: string;
  isDefault: number;
  status: string;
  remark: string;
}

const fields = dictDataAddBody.shape;
const half = { xs: 24, sm: 12 };

interface Props extends DialogProps {
  dictType: string;
  /** The item being edited; absent when adding. */
  row?: SysDictData;
}

/** Add or edit one item of a dictionary type. */
export function DataDialog({ dictType, row, ...dialog }: Props) {
  const { t } = useTranslation([DICT, 'common']);
  const rules = useFieldRules(`${DICT}:max`);
  const statusChoices = useStatusChoices();
  return (
    <FormDialog<Values, DictDataAddBody>
      {...dialog}
      title={t(row ? 'data.edit' : 'data.add')}
      width={640}
      name="dictDataForm"
      initialValues={{
        dictLabel: row?.dictLabel ?? '',
        dictValue: row?.dictValue ?? '',
        dictSort: row?.dictSort ?? 0,
        cssClass: row?.cssClass ?? '',
        listClass: row?.listClass || 'default',
        isDefault: row?.isDefault ?? 0,
        status: String(row?.status ?? 1),
        remark: row?.remark ?? '',
      }}
      toBody={(v) => ({
        dictType,
        dictLabel: v.dictLabel.trim(),
        dictValue: v.dictValue.trim(),
        dictSort: v.dictSort ?? 0,
        cssClass: (v.cssClass ?? '').trim(),
        listClass: v.listClass ?? '',
        isDefault: toFlag(v.isDefault),
        status: toFlag(v.status),
        remark: (v.remark ?? '').trim(),
      })}
      send={(body) => (row ? dictDataApi.edit({ ...body, dictCode: row.dictCode }) : dictDataApi.add(body))}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item label={t('type.dictType')} htmlFor="dictDataForm_dictType">
            <Input id="dictDataForm_dictType" value={dictType} disabled />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="dictLabel" label={t('data.dictLabel')} rules={rules(fields.dictLabel, t('data.dictLabel'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="dictValue" label={t('data.dictValue')} rules={rules(fields.dictValue, t('data.dictValue'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="dictSort" label={t('data.dictSort')}>
            <InputNumber precision={0} min={-99999} max={99999} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="cssClass" label={t('data.cssClass')} rules={rules(fields.cssClass, t('data.cssClass'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="listClass" label={t('data.listClass')}>
            <Select
              options={listClasses.map((c) => ({
                value: c,
                label: <Tag color={tagColor(c)}>{t(`listClass.${c}`)}</Tag>,
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="isDefault" label={t('data.isDefault')}>
            <Radio.Group
              options={[
                { value: 1, label: t('common:yes') },
                { value: 0, label: t('common:no') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <StatusField choices={statusChoices} />
        </Col>
        <Col span={24}>
          <RemarkField schema={fields.remark} rules={rules} rows={3} />
        </Col>
      </Row>
    </FormDialog>
  );
}
