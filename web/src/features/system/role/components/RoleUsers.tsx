import { TeamOutlined } from '@ant-design/icons';
import type { SysRole, SysUser } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { invalidateUsers, UserPickerDialog, usersOfRoleQuery } from '@/features/system/user';
import { feedback } from '@/lib/feedback';
import { roleApi } from '../api';
import { ROLE } from '../texts';
import { StatusTag } from '@/components/status';
import { seededNickname } from '@/i18n/seeded';

/**
 * Choosing a role's users: `start(role)` loads its users (a full-screen spinner meanwhile), then
 * the user picker opens with them; its OK saves the choice once (GFast wrote on every click).
 */
export function useRoleUsersPicker(onSaved: () => void) {
  const { t } = useTranslation(ROLE);
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState<{ role: SysRole; ids: number[] } | null>(null);
  const load = useMutation({
    // Always the current users: they are what the picker saves from.
    mutationFn: (role: SysRole) => queryClient.fetchQuery({ ...usersOfRoleQuery(role.id), staleTime: 0 }),
    onSuccess: (data, role) => setPicking({ role, ids: data.userList.map((u) => u.id) }),
  });
  const save = useMutation({
    mutationFn: ({ role, ids }: { role: SysRole; ids: number[] }) => roleApi.setRoleUser(role.id, ids),
    onSuccess: (_, { role }) => {
      feedback.message.success(t('users.saved', { name: role.name }));
      // The user list shows each user's roles, and the role's users are read there.
      void invalidateUsers(queryClient);
      onSaved();
    },
  });
  const element = (
    <>
      {load.isPending && <Spin fullscreen />}
      {picking && (
        <UserPickerDialog
          open
          title={t('users.pick', { name: picking.role.name })}
          value={picking.ids}
          multiple
          // The picker spins until this settles; a refused save keeps it open with the choice.
          onOk={(ids) =>
            save.mutateAsync({ role: picking.role, ids }).then(
              () => setPicking(null),
              () => undefined,
            )
          }
          onCancel={() => setPicking(null)}
        />
      )}
    </>
  );
  return { start: (role: SysRole) => load.mutate(role), element };
}

interface DialogProps {
  role: SysRole;
  onClose: () => void;
  /** Opens the user picker for the role. */
  onChange: (role: SysRole) => void;
}

/** The users of a role (those in the caller's data scope), with a way to change them. */
export function RoleUsersDialog({ role, onClose, onChange }: DialogProps) {
  const { t } = useTranslation([ROLE, 'common']);
  const users = useQuery(usersOfRoleQuery(role.id));
  const list = users.data?.userList ?? [];
  const columns: ColumnsType<SysUser> = [
    { title: t('users.account'), dataIndex: 'userName', ellipsis: true },
    {
      title: t('users.nickname'),
      dataIndex: 'userNickname',
      ellipsis: true,
      render: (nickname: string, u) => seededNickname(nickname, u.userName),
    },
    { title: t('users.mobile'), dataIndex: 'mobile', width: 140 },
    {
      title: t('common:status'),
      dataIndex: 'userStatus',
      width: 90,
      render: (status: number) => <StatusTag status={status} />,
    },
  ];
  return (
    <Modal
      open
      title={t('usersOf', { name: role.name, count: users.data ? list.length : role.userCnt })}
      width={760}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Auth value={PERMISSIONS.role.setRoleUser}>
            <Button icon={<TeamOutlined />} onClick={() => onChange(role)}>
              {t('users.change')}
            </Button>
          </Auth>
          <Button type="primary" onClick={onClose}>
            {t('common:ok')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('users.hidden')}</Typography.Paragraph>
      <Table<SysUser>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        loading={users.isFetching}
        locale={{ emptyText: t('users.empty') }}
        pagination={list.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 520 }}
      />
    </Modal>
  );
}
