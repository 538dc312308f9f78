import type { MenuInfo } from '@iot/contract';
import { roleAddBody } from '@iot/contract/role';
import { Alert, Col, Form, Input, InputNumber, Radio, Row, TreeSelect, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { useSeeded } from '@/i18n/seeded';
import { ROLE } from '../texts';
import { CheckTree } from './CheckTree';
import { EffectiveTimeFields } from './EffectiveTimeFields';
import type { RoleFormValues } from './roleForm';
import { useStatusChoices } from '@/components/status';
import { ruleNodes, type ParentOption } from './tree';

// The limits the server applies, so the form refuses what the server would.
const fields = roleAddBody.shape;

interface Props {
  form: FormInstance<RoleFormValues>;
  parents: ParentOption[];
  /** Every rule, flat. */
  rules: MenuInfo[];
  /** The rules the caller holds: the only ones they may grant or take away. */
  held: number[];
}

/** The role's fields beside its menu and button tree (one column on a phone). */
export function RoleFields({ form, parents, rules, held }: Props) {
  const { t } = useTranslation([ROLE, 'common']);
  const rulesOf = useFieldRules('role:rule.max');
  const { ruleTitle } = useSeeded();
  const statusOptions = useStatusChoices();
  const nodes = useMemo(() => ruleNodes(rules, held, (r) => ruleTitle(r.name, r.title)), [rules, held, ruleTitle]);
  const menuIds = Form.useWatch('menuIds', form) ?? [];
  const notHeld = held.length < rules.length;
  return (
    <Row gutter={24}>
      <Col xs={24} md={10}>
        <Form.Item name="pid" label={t('form.pid')}>
          <TreeSelect
            treeData={parents}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            fieldNames={{ label: 'title', value: 'value', children: 'children' }}
          />
        </Form.Item>
        <Form.Item name="name" label={t('name')} rules={rulesOf(fields.name, t('name'))}>
          <Input />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="listOrder" label={t('order')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('common:status')}>
              <Radio.Group options={statusOptions} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={t('common:remark')} rules={rulesOf(fields.remark, t('common:remark'))}>
          <Input.TextArea rows={2} showCount maxLength={500} />
        </Form.Item>
        <EffectiveTimeFields form={form} />
      </Col>
      <Col xs={24} md={14}>
        <Form.Item
          name="menuIds"
          label={t('form.menus')}
          extra={
            <>
              <div>{t('form.menusCount', { count: menuIds.length })}</div>
              {notHeld && <Alert type="info" showIcon title={t('form.notHeld')} style={{ marginTop: 8 }} />}
            </>
          }
        >
          <CheckTree nodes={nodes} withParents maxHeight={440} label={t('form.menus')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
