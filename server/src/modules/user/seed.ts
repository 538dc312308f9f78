// The two accounts of a new database, holding the two seeded roles and placed in the seeded
// departments and posts (all seeded before them), and the user page's menu.
import { PERMISSIONS } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { settingsPage, type PlacedMenu, type SeedConfig } from '../../db/seed/rows.ts';
import { hashPassword } from '../../access/password.ts';
import { deptIdNamed, SEED_DEPTS } from '../dept/index.ts';
import { postIdCoded } from '../post/index.ts';
import { roleIdKeyed, SEED_ROLES } from '../role/index.ts';
import { userPosts, userRoles, users } from './schema.ts';

const { user } = PERMISSIONS;

export const userMenus: PlacedMenu[] = [
  settingsPage(5, ['用户管理', user.list, '/system/auth/user/list', 'system/user/index', 'UserOutlined'], {
    新增用户: user.add,
    修改用户: user.edit,
    查看用户: user.getEdit,
    删除用户: user.delete,
    重置密码: user.resetPwd,
    修改状态: user.setStatus,
    全部用户数据: user.all,
  }),
];

export async function insertAccounts(tx: Db, config: SeedConfig): Promise<void> {
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(config.adminPassword),
    hashPassword(config.demoPassword),
  ]);
  const [superRole, commonRole] = [await roleIdKeyed(tx, SEED_ROLES.super), await roleIdKeyed(tx, SEED_ROLES.common)];
  const [hq, team] = [await deptIdNamed(tx, SEED_DEPTS.hq), await deptIdNamed(tx, SEED_DEPTS.team)];
  const [admin, demo] = await tx
    .insert(users)
    .values([
      {
        userName: 'admin',
        userNickname: '超级管理员',
        passwordHash: adminHash,
        isAdmin: 1,
        mobile: '13800000000',
        userEmail: 'admin@example.com',
        sex: 1,
        deptId: hq,
      },
      {
        userName: 'demo',
        userNickname: '演示用户',
        passwordHash: demoHash,
        mobile: '13800000001',
        userEmail: 'demo@example.com',
        sex: 0,
        deptId: team,
      },
    ])
    .returning();
  await tx.insert(userRoles).values([
    { userId: admin.id, roleId: superRole },
    { userId: demo.id, roleId: commonRole },
  ]);
  const [ceo, staff] = [await postIdCoded(tx, 'ceo'), await postIdCoded(tx, 'user')];
  if (ceo && staff)
    await tx.insert(userPosts).values([
      { userId: admin.id, postId: ceo },
      { userId: demo.id, postId: staff },
    ]);
}
