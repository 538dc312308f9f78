// The department tree of a new database (headquarters, two branches, a team) and the page's menu.
import { PERMISSIONS } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { addEditDelete, settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';
import { depts } from './schema.ts';

const { dept } = PERMISSIONS;

/** The seeded departments' names, by role in the tree; the account seed places users by them. */
export const SEED_DEPTS = { hq: '总公司', south: '华南分公司', east: '华东分公司', team: '研发组' } as const;

export async function insertDepts(tx: Db): Promise<void> {
  const [hq] = await tx
    .insert(depts)
    .values({ deptName: SEED_DEPTS.hq, phone: '13800000000', email: 'hq@example.com' })
    .returning();
  const [south] = await tx
    .insert(depts)
    .values([
      { parentId: hq.deptId, deptName: SEED_DEPTS.south, orderNum: 1 },
      { parentId: hq.deptId, deptName: SEED_DEPTS.east, orderNum: 2 },
    ])
    .returning();
  await tx.insert(depts).values({ parentId: south.deptId, deptName: SEED_DEPTS.team, orderNum: 1 });
}

export const deptMenus: PlacedMenu[] = [
  settingsPage(7, ['部门管理', dept.list, '/system/auth/deptList', 'system/dept/index', 'ApartmentOutlined'], {
    ...addEditDelete('部门', dept.add, dept.edit, dept.delete),
    全部部门数据: dept.all,
  }),
];
