import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, TreeSelect, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { MenuForm, SysRole } from '@/api/menu';
import { IconPicker } from '@/components/icon/IconPicker';
import type { ParentOption } from './tree';

/** A 1/0 flag shown as a switch. */
const flagProps = {
  valuePropName: 'checked',
  getValueProps: (v: unknown) => ({ checked: v === 1 || v === '1' }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

/** An external link or iframe address: a web URL, or a path on this site. */
export const linkUrlPattern = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s]*)$/;

interface Props {
  form: FormInstance<MenuForm>;
  parents: ParentOption[];
  roles: SysRole[];
}

/** The MenuForm fields; which ones show depends on the menu type (directory, menu, button). */
export function MenuFields({ form, parents, roles }: Props) {
  const { t } = useTranslation(['menu', 'common']);
  const menuType = Form.useWatch('menuType', form);
  const isLink = Form.useWatch('isLink', form);
  const isIframe = Form.useWatch('isIframe', form);
  const isPage = menuType === 1;
  const isButton = menuType === 2;
  const needsUrl = isPage && (isLink === 1 || isIframe === 1);

  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('common:required', { field }),
  });
  const max = (field: string, n: number): Rule => ({ max: n, message: t('rule.max', { field, max: n }) });
  const half = { xs: 24, sm: 12 };
  const quarter = { xs: 12, sm: 6 };

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
        <Form.Item
          name="menuName"
          label={t('form.menuName')}
          rules={[required(t('form.menuName')), max(t('form.menuName'), 100)]}
        >
          <Input placeholder={t('form.menuName')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="name"
          label={t('form.name')}
          tooltip={t('form.nameHint')}
          rules={[required(t('form.name')), max(t('form.name'), 255)]}
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
                max(t('form.path'), 255),
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
              rules={[...(isPage ? [required(t('form.component'))] : []), max(t('form.component'), 255)]}
            >
              <Input placeholder={isPage ? 'system/example/index' : 'layout/routerView/parent'} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="redirect" label={t('form.redirect')} rules={[max(t('form.redirect'), 255)]}>
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
      {!isButton && (
        <Col {...quarter}>
          <Form.Item name="isHide" label={t('form.isHide')} {...flagProps}>
            <Switch />
          </Form.Item>
        </Col>
      )}
      {isPage && (
        <>
          <Col {...quarter}>
            <Form.Item name="isKeepAlive" label={t('form.isKeepAlive')} {...flagProps}>
              <Switch />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name="isAffix" label={t('form.isAffix')} {...flagProps}>
              <Switch />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name="isLink" label={t('form.isLink')} {...flagProps}>
              <Switch />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name="isIframe" label={t('form.isIframe')} {...flagProps}>
              <Switch />
            </Form.Item>
          </Col>
        </>
      )}
      {needsUrl && (
        <Col span={24}>
          <Form.Item
            name="linkUrl"
            label={t('form.linkUrl')}
            rules={[
              required(t('form.linkUrl')),
              max(t('form.linkUrl'), 500),
              { pattern: linkUrlPattern, message: t('rule.linkUrl') },
            ]}
          >
            <Input placeholder="https://" inputMode="url" />
          </Form.Item>
        </Col>
      )}
      <Col {...half}>
        <Form.Item name="condition" label={t('form.condition')} rules={[max(t('form.condition'), 255)]}>
          <Input placeholder="nocheck" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="remark" label={t('form.remark')} rules={[max(t('form.remark'), 255)]}>
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
