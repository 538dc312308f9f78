import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { categoryApi, type CategoryBody } from '../api';
import { DescField } from '../DescField';
import { NameField } from '../NameField';
import { useRules } from '../rules';
import { PRODUCT } from '../texts';
import { CategorySelect } from './CategorySelect';
import type { CategoryRow } from './tree';

interface Values {
  parentId: number;
  key: string;
  name: string;
  sort: number | null;
  desc: string;
}

/** What the dialog edits: a new category (under `parentId` when given) or `category`. */
export interface CategoryTarget {
  category?: CategoryRow;
  parentId?: number;
}

interface Props extends DialogProps {
  row?: CategoryTarget;
}

const half = { xs: 24, sm: 12 };

/** Add or edit a category (§3 CategoryForm); it cannot move under itself. */
export function CategoryDialog({ row, ...dialog }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const rules = useRules();
  const category = row?.category;
  return (
    <FormDialog<Values, CategoryBody>
      {...dialog}
      title={t(category ? 'category.edit' : 'category.add')}
      width={640}
      name="categoryForm"
      initialValues={{
        parentId: category?.parentId ?? row?.parentId ?? 0,
        key: category?.key ?? '',
        name: category?.name ?? '',
        sort: category?.sort ?? 0,
        desc: category?.desc ?? '',
      }}
      toBody={(v) => ({
        parentId: v.parentId ?? 0,
        key: v.key.trim(),
        name: v.name.trim(),
        sort: v.sort ?? 0,
        desc: (v.desc ?? '').trim(),
      })}
      send={(body) => (category ? categoryApi.edit({ ...body, id: category.id }) : categoryApi.add(body))}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="parentId" label={t('category.parent')} rules={[rules.picked(t('category.parent'))]}>
            <CategorySelect rootLabel={t('category.top')} exclude={category?.id} allowClear={false} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <NameField label={t('category.name')} />
        </Col>
        <Col {...half}>
          <Form.Item name="key" label={t('category.key')} rules={rules.key(t('category.key'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sort" label={t('category.sort')}>
            <InputNumber precision={0} min={0} max={999999} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <DescField rows={3} counted />
        </Col>
      </Row>
    </FormDialog>
  );
}
