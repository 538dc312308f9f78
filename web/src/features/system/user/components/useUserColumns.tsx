import type { UserRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { KeyOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { statusSwitchColumn } from '@/components/status/statusSwitchColumn';
import { ToolButton } from '@/components/tool-button/ToolButton';
import { seededDeptName, seededNickname, seededRoleName } from '@/i18n/seeded';
import { userApi } from '../api';
import { USER } from '../texts';

export const USER_BUTTONS = {
  add: PERMISSIONS.user.add,
  edit: PERMISSIONS.user.edit,
  delete: PERMISSIONS.user.delete,
  resetPwd: PERMISSIONS.user.resetPwd,
};

/** The user table's columns: account, department, roles, contact, status switch, row actions. */
export function useUserColumns(
  handlers: RowHandlers<UserRow> & { onResetPassword: (row: UserRow) => void; onChanged: () => void },
): ColumnsType<UserRow> {
  const { t } = useTranslation([USER, 'common']);
  const actions = useActionsColumn<UserRow>({
    permissions: USER_BUTTONS,
    name: (row) => seededNickname(row.userNickname, row.userName) || row.userName,
    deleteNote: () => t('deleteNote'),
    onEdit: handlers.onEdit,
    onDelete: handlers.onDelete,
    width: 190,
    // An icon with its name as tooltip and label, so the three buttons keep to one line.
    after: (row) => (
      <Auth value={USER_BUTTONS.resetPwd}>
        <ToolButton
          type="link"
          size="small"
          label={t('reset.action')}
          icon={<KeyOutlined />}
          onClick={() => handlers.onResetPassword(row)}
        />
      </Auth>
    ),
  });
  return [
    {
      title: t('field.userName'),
      key: 'user',
      minWidth: 150,
      ellipsis: true,
      render: (_, u) => (
        <Flex vertical>
          <Typography.Text strong ellipsis>
            {seededNickname(u.userNickname, u.userName)}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {u.userName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('field.dept'),
      key: 'dept',
      width: 120,
      ellipsis: true,
      render: (_, u) => seededDeptName(u.dept?.deptName ?? ''),
    },
    {
      title: t('field.roles'),
      key: 'roles',
      width: 150,
      responsive: ['lg'],
      render: (_, u) => (
        <Flex wrap gap={4}>
          {(u.roleInfo ?? []).map((r) => (
            <Tag key={r.roleId} style={{ marginInlineEnd: 0 }}>
              {seededRoleName(r.name)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    { title: t('field.mobile'), dataIndex: 'mobile', width: 120, responsive: ['xl'] },
    // Disabling ends the user's sessions: the switch asks first.
    statusSwitchColumn({
      title: t('common:status'),
      width: 70,
      ns: USER,
      permission: PERMISSIONS.user.setStatus,
      name: (u) => seededNickname(u.userNickname, u.userName) || u.userName,
      enabled: (u) => u.userStatus !== 0,
      change: (u, enable) => userApi.setStatus(u.id, enable ? 1 : 0),
      onChanged: handlers.onChanged,
    }),
    // Beside the department tree there is room for it on wide screens only.
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170, responsive: ['xxl'] },
    actions,
  ];
}
