// The two roles and the two accounts of a new database, placed in the seeded departments and
// posts (seeded before them), and the user page's menu; the menus' grants name the roles by key.
import { PERMISSIONS } from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depts } from '../dept/schema.ts';
import { posts, userPosts } from '../post/schema.ts';
import { settingsPage, type PlacedMenu, type SeedConfig } from '../../db/seed/rows.ts';
import { hashPassword } from '../../access/password.ts';
import { SEED_DEPTS } from '../dept/index.ts';
import { roles, userRoles, users } from './schema.ts';

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

const deptNamed = async (tx: Db, name: string) =>
  (await tx.select({ id: depts.deptId }).from(depts).where(eq(depts.deptName, name)))[0]?.id ?? 0;
const postCoded = async (tx: Db, code: string) =>
  (await tx.select({ id: posts.postId }).from(posts).where(eq(posts.postCode, code)))[0]?.id;

export async function insertAccounts(tx: Db, config: SeedConfig): Promise<void> {
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(config.adminPassword),
    hashPassword(config.demoPassword),
  ]);
  const [superRole, commonRole] = await tx
    .insert(roles)
    .values([
      { roleKey: 'admin', name: '超级管理员', isSuperAdmin: true, listOrder: 1, remark: '拥有全部权限', dataScope: 1 },
      { roleKey: 'common', name: '普通用户', listOrder: 2, remark: '普通员工' },
    ])
    .returning();
  const [hq, team] = [await deptNamed(tx, SEED_DEPTS.hq), await deptNamed(tx, SEED_DEPTS.team)];
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
    { userId: admin.id, roleId: superRole.id },
    { userId: demo.id, roleId: commonRole.id },
  ]);
  const [ceo, staff] = [await postCoded(tx, 'ceo'), await postCoded(tx, 'user')];
  if (ceo && staff)
    await tx.insert(userPosts).values([
      { userId: admin.id, postId: ceo },
      { userId: demo.id, postId: staff },
    ]);
}
