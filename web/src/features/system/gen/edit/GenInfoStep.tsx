import type { CodegenColumn } from '@iot/contract';
import { codegenEditBody } from '@iot/contract/codegen';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Form, Input, Row, Select, Tooltip, TreeSelect, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { menuParamsQuery, parentOptions } from '@/features/system/menu';
import { GEN } from '../texts';
import { columnOptions } from './BasicInfoStep';
import { moduleOf, type InfoValues } from './editForm';

const fields = codegenEditBody.shape;
const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

/** Step 2, generation info: the template, the names the files and routes take, the menu's parent, a tree's columns. */
export function GenInfoStep({ form, columns }: { form: FormInstance<InfoValues>; columns: CodegenColumn[] }) {
  const { t } = useTranslation([GEN, 'common']);
  const rules = useFieldRules(`${GEN}:max`);
  const label = (key: string) => t(`field.${key}`);
  const tree = Form.useWatch('tplCategory', form) === 'tree';
  const menus = useQuery(menuParamsQuery());
  const choices = columnOptions(columns);
  const treeRule = (key: string) => [{ required: tree, message: t('common:pleaseSelect', { field: label(key) }) }];
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="tplCategory" label={label('tplCategory')} rules={[{ required: true }]}>
          <Select options={(['crud', 'tree'] as const).map((v) => ({ value: v, label: t(`tpl.${v}`) }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="packageName"
          label={label('packageName')}
          tooltip={t('edit.packageHint')}
          rules={rules(fields.packageName, label('packageName'), t('edit.packagePattern'))}
        >
          {/* GFast: typing the package also names the module (its last segment). */}
          <Input onChange={(e) => form.setFieldValue('moduleName', moduleOf(e.target.value.trim()))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="moduleName" label={label('moduleName')}>
          <Input readOnly variant="filled" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="businessName"
          label={label('businessName')}
          tooltip={t('edit.businessHint')}
          rules={rules(fields.businessName, label('businessName'), t('edit.namePattern'))}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="functionName"
          label={label('functionName')}
          tooltip={t('edit.functionHint')}
          rules={rules(fields.functionName, label('functionName'))}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="menuPid" label={label('menuPid')} extra={t('edit.menuRoot')}>
          <TreeSelect
            treeData={parentOptions(menus.data?.menus ?? [], t('edit.menuDefault'))}
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandedKeys={[0]}
            loading={menus.isLoading}
          />
        </Form.Item>
      </Col>
      {tree && (
        <>
          <Col {...third}>
            <Form.Item name="treeCode" label={label('treeCode')} rules={treeRule('treeCode')}>
              <Select showSearch optionFilterProp="label" options={choices} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="treeParentCode" label={label('treeParentCode')} rules={treeRule('treeParentCode')}>
              <Select showSearch optionFilterProp="label" options={choices} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="treeName" label={label('treeName')} rules={treeRule('treeName')}>
              <Select showSearch optionFilterProp="label" options={choices} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Tooltip title={t('edit.virtualHint')}>
              <Form.Item name="useVirtual" valuePropName="checked">
                <Checkbox>{label('useVirtual')}</Checkbox>
              </Form.Item>
            </Tooltip>
          </Col>
        </>
      )}
    </Row>
  );
}
