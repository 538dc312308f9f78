// The departments the dept tests serve: a head office with two branches (one disabled) and a team
// under the first branch, as dept/list (flat) and dept/treeSelect (the enabled ones, nested) answer.
import type { DeptTree, SysDept } from '@iot/contract';

export const testDept = (
  deptId: number,
  parentId: number,
  deptName: string,
  extra: Partial<SysDept> = {},
): SysDept => ({
  deptId,
  parentId,
  ancestors: '',
  deptName,
  orderNum: deptId,
  leader: null,
  phone: '',
  email: '',
  status: 1,
  createdBy: 1,
  updatedBy: 1,
  createdAt: `2024-01-0${deptId} 10:00:00`,
  updatedAt: null,
  deletedAt: null,
  ...extra,
});

export const deptList: SysDept[] = [
  testDept(1, 0, 'Head office', { leader: [7, 8], phone: '010-1', email: 'hq@example.com' }),
  testDept(2, 1, 'South branch'),
  testDept(3, 1, 'East branch', { status: 0 }),
  testDept(4, 2, 'Dev team', { leader: [9] }),
];

const node = (d: SysDept, children: DeptTree[] | null = null): DeptTree => ({ ...d, children });

/** dept/treeSelect's answer: the enabled departments, leaves with `children: null`. */
export const deps: DeptTree[] = [node(deptList[0], [node(deptList[1], [node(deptList[3])])])];
