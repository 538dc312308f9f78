import { BASE_TYPES, EXTENSION_TYPES, type DataType } from '@iot/contract/tsl';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '../texts';
import { EnumElementsField } from './EnumElementsField';
import { ParamListField } from './ParamListField';
import { hasDecimals, isNumeric } from './valueType';

type Path = (string | number)[];

interface Props {
  /** Where the value type sits in the form, e.g. ['valueType'] or ['valueType', 'elementType']. */
  name: Path;
  /** The type cannot change (a property's, once made: the server keeps the stored one). */
  typeLocked?: boolean;
  /** Says which value this is (an array's elements). */
  label?: string;
}

const half = { xs: 24, sm: 12 };

/**
 * The fields of a value type: its data type, then that type's parameters (range, unit, decimals;
 * length; true/false texts; enum values; an array's element type, recursively; an object's members).
 */
export function ValueTypeFields({ name, typeLocked, label }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const form = Form.useFormInstance();
  const type = Form.useWatch<DataType | undefined>([...name, 'type'], form);
  const typeOption = (v: DataType) => ({ value: v, label: `${v} · ${t(`tsl.type.${v}`)}` });
  const typeLabel = label ?? t('tsl.field.valueType');
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item
          name={[...name, 'type']}
          label={typeLabel}
          initialValue="int"
          rules={[{ required: true, message: t('common:pleaseSelect', { field: typeLabel }) }]}
        >
          <Select
            disabled={typeLocked}
            // Thirteen rows: every one rendered, none recycled while scrolling.
            virtual={false}
            options={[
              { label: t('tsl.baseTypes'), title: 'base', options: BASE_TYPES.map(typeOption) },
              { label: t('tsl.extensionTypes'), title: 'extension', options: EXTENSION_TYPES.map(typeOption) },
            ]}
          />
        </Form.Item>
      </Col>
      {isNumeric(type) && (
        <>
          <Col {...half}>
            <Form.Item name={[...name, 'min']} label={t('tsl.field.min')}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name={[...name, 'max']}
              label={t('tsl.field.max')}
              dependencies={[[...name, 'min']]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, max: number | null | undefined) => {
                    const min = getFieldValue([...name, 'min']) as number | null | undefined;
                    if (typeof min === 'number' && typeof max === 'number' && max < min)
                      throw new Error(t('tsl.minMax'));
                  },
                }),
              ]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name={[...name, 'unit']} label={t('tsl.field.unit')} rules={[{ max: 32 }]}>
              <Input />
            </Form.Item>
          </Col>
          {hasDecimals(type) && (
            <Col {...half}>
              <Form.Item name={[...name, 'decimals']} label={t('tsl.field.decimals')}>
                <InputNumber precision={0} min={0} max={10} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
        </>
      )}
      {type === 'string' && (
        <Col {...half}>
          <Form.Item name={[...name, 'maxLength']} label={t('tsl.field.maxLength')}>
            <InputNumber precision={0} min={1} max={1_000_000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
      {type === 'boolean' && (
        <>
          <Col {...half}>
            <Form.Item name={[...name, 'trueText']} label={t('tsl.field.trueText')} rules={[{ max: 32 }]}>
              <Input placeholder={t('tsl.trueDefault')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name={[...name, 'falseText']} label={t('tsl.field.falseText')} rules={[{ max: 32 }]}>
              <Input placeholder={t('tsl.falseDefault')} />
            </Form.Item>
          </Col>
        </>
      )}
      {type === 'enum' && (
        <Col span={24}>
          <EnumElementsField name={name} />
        </Col>
      )}
      {type === 'array' && (
        <Col span={24} style={{ paddingInlineStart: 16, borderInlineStart: '2px solid rgba(128, 128, 128, 0.25)' }}>
          <ValueTypeFields name={[...name, 'elementType']} label={t('tsl.field.elementType')} />
        </Col>
      )}
      {type === 'object' && (
        <Col span={24}>
          <Form.Item
            name={[...name, 'properties']}
            label={t('tsl.field.members')}
            rules={[
              {
                validator: async (_, members: unknown[] | undefined) => {
                  if (!members?.length) throw new Error(t('tsl.membersRequired'));
                },
              },
            ]}
          >
            <ParamListField addLabel={t('tsl.addMember')} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
