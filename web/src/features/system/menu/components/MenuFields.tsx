import type { SysRole } from '@iot/contract';
import { menuAddBody } from '@iot/contract/menu';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, TreeSelect, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { IconPicker } from '@/components/icon/IconPicker';
import type { MenuForm } from '../api';
import { MENU } from '../texts';
import type { ParentOption } from './tree';

const fields = menuAddBody.shape;
const half = { xs: 24, sm: 12 };

/** A 1/0 flag of the form, shown as a switch in a quarter of the row. */
function FlagSwitch({ name, label }: { name: keyof MenuForm; label: string }) {
  return (
    <Col xs={12} sm={6}>
      <Form.Item
        name={name}
        label={label}
        valuePropName="checked"
        getValueProps={(v: unknown) => ({ checked: v === 1 || v === '1' })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch />
      </Form.Item>
    </Col>
  );
}

interface Props {
  form: FormInstance<MenuForm>;
  parents: ParentOption[];
  roles: SysRole[];
}

/** The MenuForm fields; which ones show depends on the menu type (directory, menu, button). */
export function MenuFields({ form, parents, roles }: Props) {
  const { t } = useTranslation([MENU, 'common']);
  const rules = useFieldRules(`${MENU}:rule.max`);
  const menuType = Form.useWatch('menuType', form);
  const isLink = Form.useWatch('isLink', form);
  const isIframe = Form.useWatch('isIframe', form);
  const isPage = menuType === 1;
  const isButton = menuType === 2;
  const needsUrl = isPage && (isLink === 1 || isIframe === 1);

  // What the field schemas leave to the console: a path and a link's address must be there (the
  // server takes them empty), and a page's component (the contract checks that on the whole form).
  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('common:required', { field }),
  });

  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="menuType" label={t('form.menuType')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 0, label: t('type.dir') },
              { value: 1, label: t('type.menu') },
              { value: 2, label: t('type.button') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="pid"
          label={t('form.pid')}
          rules={[{ required: true, message: t('common:pleaseSelect', { field: t('form.pid') }) }]}
        >
          <TreeSelect
            treeData={parents}
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandedKeys={[0]}
            placeholder={t('form.pid')}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="menuName" label={t('form.menuName')} rules={rules(fields.menuName, t('form.menuName'))}>
          <Input placeholder={t('form.menuName')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="name"
          label={t('form.name')}
          tooltip={t('form.nameHint')}
          rules={rules(fields.name, t('form.name'))}
        >
          <Input placeholder={t('form.nameHint')} />
        </Form.Item>
      </Col>
      {!isButton && (
        <>
          <Col {...half}>
            <Form.Item name="icon" label={t('form.icon')}>
              <IconPicker />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="path"
              label={t('form.path')}
              rules={[
                required(t('form.path')),
                ...rules(fields.path, t('form.path')),
                { pattern: /^\//, message: t('rule.pathSlash') },
              ]}
            >
              <Input placeholder="/system/example" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="component"
              label={t('form.component')}
              tooltip={t('form.componentHint')}
              rules={[
                ...(isPage ? [required(t('form.component'))] : []),
                ...rules(fields.component, t('form.component')),
              ]}
            >
              <Input placeholder={isPage ? 'system/example/index' : 'layout/routerView/parent'} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="redirect" label={t('form.redirect')} rules={rules(fields.redirect, t('form.redirect'))}>
              <Input />
            </Form.Item>
          </Col>
        </>
      )}
      <Col {...half}>
        <Form.Item name="menuSort" label={t('form.menuSort')}>
          <InputNumber precision={0} min={-99999} max={99999} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="roles" label={t('form.roles')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={roles.map((r) => ({ value: r.id, label: r.name }))}
            placeholder={t('form.roles')}
          />
        </Form.Item>
      </Col>
      {!isButton && <FlagSwitch name="isHide" label={t('form.isHide')} />}
      {isPage && (
        <>
          <FlagSwitch name="isKeepAlive" label={t('form.isKeepAlive')} />
          <FlagSwitch name="isAffix" label={t('form.isAffix')} />
          <FlagSwitch name="isLink" label={t('form.isLink')} />
          <FlagSwitch name="isIframe" label={t('form.isIframe')} />
        </>
      )}
      {needsUrl && (
        <Col span={24}>
          <Form.Item
            name="linkUrl"
            label={t('form.linkUrl')}
            rules={[required(t('form.linkUrl')), ...rules(fields.linkUrl, t('form.linkUrl'), t('rule.linkUrl'))]}
          >
            <Input placeholder="https://" inputMode="url" />
          </Form.Item>
        </Col>
      )}
      <Col {...half}>
        <Form.Item name="condition" label={t('form.condition')} rules={rules(fields.condition, t('form.condition'))}>
          <Input placeholder="nocheck" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="remark" label={t('form.remark')} rules={rules(fields.remark, t('form.remark'))}>
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
