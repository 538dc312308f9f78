import type { CodegenColumn } from '@iot/contract';
import { codegenEditBody, CODEGEN_OVERWRITE_KEYS } from '@iot/contract/codegen';
import { Checkbox, Col, Form, Input, Row, Select, Tooltip, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { GEN } from '../texts';
import type { InfoValues } from './editForm';

const fields = codegenEditBody.shape;
const half = { xs: 24, md: 12 };

/**
 * "column (comment)": a column in a select by its name and what it holds (GFast's "column：comment",
 * with a colon that reads in every language and font).
 */
export const columnOptions = (columns: readonly Pick<CodegenColumn, 'columnName' | 'columnComment'>[]) =>
  columns.map((c) => ({
    value: c.columnName,
    label: c.columnComment ? `${c.columnName} (${c.columnComment})` : c.columnName,
  }));

/** Step 1, basic info: the table's names, author, list order and what generation may overwrite. */
export function BasicInfoStep({ form, columns }: { form: FormInstance<InfoValues>; columns: CodegenColumn[] }) {
  const { t } = useTranslation([GEN, 'common']);
  const rules = useFieldRules(`${GEN}:max`);
  const label = (key: string) => t(`field.${key}`);
  const overwrite = Form.useWatch('overwrite', form);
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="tableName" label={label('tableName')} rules={rules(fields.tableName, label('tableName'))}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="tableComment"
          label={label('tableComment')}
          rules={rules(fields.tableComment, label('tableComment'))}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="className"
          label={label('className')}
          tooltip={t('edit.classHint')}
          rules={rules(fields.className, label('className'), t('edit.namePattern'))}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="functionAuthor"
          label={label('functionAuthor')}
          rules={rules(fields.functionAuthor, label('functionAuthor'))}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="sortColumn"
          label={label('sortColumn')}
          rules={[{ required: true, message: t('common:pleaseSelect', { field: label('sortColumn') }) }]}
        >
          <Select showSearch optionFilterProp="label" options={columnOptions(columns)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="sortType" label={label('sortType')} rules={[{ required: true }]}>
          <Select options={(['asc', 'desc'] as const).map((s) => ({ value: s, label: t(`sort.${s}`) }))} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label={label('remark')} rules={rules(fields.remark, label('remark'))}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Row gutter={16}>
          <Col>
            <Form.Item name="overwrite" valuePropName="checked">
              <Checkbox
                onChange={(e) =>
                  form.setFieldValue('overwriteKeys', e.target.checked ? [...CODEGEN_OVERWRITE_KEYS] : [])
                }
              >
                {label('overwrite')}
              </Checkbox>
            </Form.Item>
          </Col>
          <Col>
            <Tooltip title={t('edit.snowHint')}>
              <Form.Item name="useSnowId" valuePropName="checked">
                <Checkbox>{label('useSnowId')}</Checkbox>
              </Form.Item>
            </Tooltip>
          </Col>
          {(['excelPort', 'excelImp', 'showDetail'] as const).map((key) => (
            <Col key={key}>
              <Form.Item name={key} valuePropName="checked">
                <Checkbox>{label(key)}</Checkbox>
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Col>
      <Col span={24} hidden={!overwrite}>
        <Form.Item name="overwriteKeys" label={label('overwriteInfo')}>
          <Checkbox.Group options={CODEGEN_OVERWRITE_KEYS.map((k) => ({ value: k, label: t(`overwriteKey.${k}`) }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
