import { describe, expect, it } from 'vitest';
import type { MenuTree } from '@iot/contract';
import { testRuleInfo } from '@/test/menuRules';
import { buildMenuTree, parentIds, parentOptions } from './components/tree';

const info = (id: number, pid: number, menuType = 1) => testRuleInfo(id, pid, `T${id}`, menuType, { name: `r${id}` });

describe('menu tree', () => {
  it('rebuilds a flat (filtered) answer from id/pid; orphans become roots', () => {
    const rows = buildMenuTree([info(5, 2), info(6, 5, 2), info(9, 4), info(10, 0)]);
    expect(rows.map((r) => r.id)).toEqual([5, 9, 10]);
    expect(rows[0].children?.map((r) => r.id)).toEqual([6]);
    expect(rows[1].children).toBeUndefined();
    expect(parentIds(rows)).toEqual([5]);
  });

  it('loses no rule to a parent cycle', () => {
    const rows = buildMenuTree([info(1, 2), info(2, 1)]);
    expect(rows).toHaveLength(1);
    expect(rows[0].children?.map((r) => r.id)).toEqual([rows[0].id === 1 ? 2 : 1]);
  });

  it('takes a nested answer as it is, leaves without children', () => {
    const tree: MenuTree[] = [{ ...info(1, 0, 0), children: [{ ...info(2, 1), children: [] }] }];
    const rows = buildMenuTree(tree);
    expect(rows).toHaveLength(1);
    expect(rows[0].children?.[0].id).toBe(2);
    expect(rows[0].children?.[0].children).toBeUndefined();
  });

  it('offers a root and disables the edited rule with its subtree, without buttons', () => {
    const [root] = parentOptions([info(1, 0, 0), info(2, 1), info(3, 2, 0), info(4, 0), info(7, 4, 2)], 'Top', 2);
    expect(root).toMatchObject({ value: 0, title: 'Top' });
    const one = root.children![0];
    expect(one.disabled).toBeUndefined();
    expect(one.children![0]).toMatchObject({ value: 2, disabled: true });
    expect(one.children![0].children![0]).toMatchObject({ value: 3, disabled: true });
    expect(root.children![1].children).toBeUndefined();
  });
});
