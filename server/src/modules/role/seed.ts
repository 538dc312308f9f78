// The role page's menu and buttons (GFast's rule names).
import { PERMISSIONS } from '@iot/contract';
import { addEditDelete, settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';

const { role } = PERMISSIONS;

export const roleMenus: PlacedMenu[] = [
  settingsPage(6, ['角色管理', role.list, '/system/auth/roleList', 'system/role/index', 'TeamOutlined'], {
    ...addEditDelete('角色', role.add, role.edit, role.delete),
    数据权限: role.dataScope,
    用户授权: role.setRoleUser,
  }),
];
