import type { UserAddBody, UserRow } from '@iot/contract';
import { userAddBody } from '@iot/contract/user';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { RemarkField } from '@/components/form-dialog/RemarkField';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { DeptTreeSelect } from '@/features/system/dept';
import { useDict } from '@/lib/dict';
import { userApi, userEditQuery, userParamsQuery } from '../api';
import { USER } from '../texts';
import { roleOptions } from './roleTree';

// The limits the server applies, so the form refuses what the server would.
const fields = userAddBody.shape;

interface Values {
  userName: string;
  password: string;
  nickName: string;
  roleIds: number[];
  deptId?: number;
  mobile: string;
  email: string;
  sex?: string;
  postIds: number[];
  status: number;
  isAdmin: UserAddBody['isAdmin'];
  remark: string;
}

interface Props extends DialogProps {
  /** The user being edited; absent when adding. */
  row?: UserRow;
  /** A new user's department: the one chosen in the tree beside the list. */
  deptId?: number;
}

const half = { xs: 24, sm: 12 };

/** Add or edit a user: account, department, roles (those the caller may assign), posts, contact. */
export function UserDialog({ row, deptId, ...dialog }: Props) {
  const { t } = useTranslation([USER, 'common']);
  const rules = useFieldRules();
  const { sys_user_sex: sexes } = useDict('sys_user_sex');
  const params = useQuery(userParamsQuery());
  const full = useQuery(userEditQuery(row?.id));
  const u = full.data?.user;

  const toBody = (v: Values): UserAddBody => ({
    userName: v.userName?.trim() ?? '',
    password: v.password ?? '',
    nickName: v.nickName.trim(),
    roleIds: v.roleIds ?? [],
    deptId: v.deptId ?? 0,
    mobile: v.mobile.trim(),
    email: (v.email ?? '').trim(),
    sex: Number(v.sex ?? 0),
    postIds: v.postIds ?? [],
    status: v.status,
    isAdmin: v.isAdmin,
    remark: (v.remark ?? '').trim(),
  });
  const send = (body: UserAddBody) => (row ? userApi.edit({ ...body, userId: row.id }) : userApi.add(body));

  return (
    <FormDialog<Values, UserAddBody>
      {...dialog}
      title={t(row ? 'edit' : 'add')}
      width={780}
      name="userForm"
      initialValues={{
        nickName: u?.userNickname ?? '',
        roleIds: full.data?.checkedRoleIds ?? [],
        deptId: u ? u.deptId || undefined : deptId,
        mobile: u?.mobile ?? '',
        email: u?.userEmail ?? '',
        sex: String(u?.sex ?? 0),
        postIds: full.data?.checkedPosts ?? [],
        status: u?.userStatus ?? 1,
        isAdmin: u?.isAdmin ?? 0,
        remark: u?.remark ?? '',
      }}
      toBody={toBody}
      send={send}
      ready={params.isSuccess && (row === undefined || !!u)}
      loading={params.isLoading || full.isLoading}
    >
      <Row gutter={16}>
        {!row && (
          <>
            <Col {...half}>
              <Form.Item
                name="userName"
                label={t('field.userName')}
                rules={rules(fields.userName, t('field.userName'), t('format.userName'))}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="password"
                label={t('field.password')}
                rules={rules(fields.password, t('field.password'), t('format.password'))}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col {...half}>
          <Form.Item name="nickName" label={t('field.nickName')} rules={rules(fields.nickName, t('field.nickName'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="deptId" label={t('field.dept')}>
            <DeptTreeSelect allowClear placeholder={t('noDept')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="mobile"
            label={t('field.mobile')}
            rules={rules(fields.mobile, t('field.mobile'), t('format.mobile'))}
          >
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="email"
            label={t('field.email')}
            rules={rules(fields.email, t('field.email'), t('format.email'))}
          >
            <Input inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="roleIds" label={t('field.roles')}>
            <TreeSelect
              multiple
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeData={roleOptions(params.data?.roleList ?? [], params.data?.roleAccess ?? [])}
              placeholder={t('common:pleaseSelect', { field: t('field.roles') })}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="postIds" label={t('field.posts')}>
            <Select
              mode="multiple"
              optionFilterProp="label"
              options={(params.data?.posts ?? []).map((p) => ({ value: p.postId, label: p.postName }))}
              placeholder={t('common:pleaseSelect', { field: t('field.posts') })}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sex" label={t('field.sex')}>
            <Select options={sexes.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="status" label={t('common:status')}>
            <Radio.Group
              options={[
                { value: 1, label: t('status.enabled') },
                { value: 0, label: t('status.disabled') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="isAdmin" label={t('field.isAdmin')}>
            <Radio.Group
              options={[
                { value: 1, label: t('type.admin') },
                { value: 0, label: t('type.member') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <RemarkField schema={fields.remark} rules={rules} rows={2} maxLength={500} showCount />
        </Col>
      </Row>
    </FormDialog>
  );
}
