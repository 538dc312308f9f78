// The two roles of a new database (the menus' grants and the account seed name them by key), and
// the role page's menu and buttons (GFast's rule names).
import { PERMISSIONS } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { addEditDelete, settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';
import { roles } from './schema.ts';

/** The seeded roles' keys: the super admin's, and the ordinary users'. */
export const SEED_ROLES = { super: 'admin', common: 'common' } as const;

/** The seeded roles; the console shows their names in the user's language while unchanged (by key). */
export const SEED_ROLE_ROWS = [
  {
    roleKey: SEED_ROLES.super,
    name: '超级管理员',
    isSuperAdmin: true,
    listOrder: 1,
    remark: '拥有全部权限',
    dataScope: 1,
  },
  { roleKey: SEED_ROLES.common, name: '普通用户', listOrder: 2, remark: '普通员工' },
];

export async function insertRoles(tx: Db): Promise<void> {
  await tx.insert(roles).values(SEED_ROLE_ROWS);
}

const { role } = PERMISSIONS;

export const roleMenus: PlacedMenu[] = [
  settingsPage(6, ['角色管理', role.list, '/system/auth/roleList', 'system/role/index', 'TeamOutlined'], {
    ...addEditDelete('角色', role.add, role.edit, role.delete),
    数据权限: role.dataScope,
    用户授权: role.setRoleUser,
  }),
];
