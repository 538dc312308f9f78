import { describe, expect, it } from 'vitest';
import {
  branchIds,
  buildDeptRows,
  countBelow,
  filterByName,
  parentIds,
  toNodes,
  withoutSubtree,
} from './components/tree';
import { deps, deptList, testDept } from './testData';

const names = (nodes: { name: string; children: unknown[] }[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.name, names(n.children as typeof nodes)] : n.name));

describe('department trees', () => {
  it('nests the flat list by parentId; a department whose parent is not listed is a root', () => {
    const rows = buildDeptRows(deptList);
    expect(rows.map((r) => r.deptName)).toEqual(['Head office']);
    expect(rows[0].children?.map((r) => r.deptName)).toEqual(['South branch', 'East branch']);
    expect(parentIds(rows)).toEqual([1, 2]);
    expect(countBelow(rows[0])).toBe(3);
    expect(rows[0].children?.[1].children).toBeUndefined();
    expect(buildDeptRows([deptList[1], deptList[3]]).map((r) => r.deptId)).toEqual([2]);
    expect(buildDeptRows([testDept(5, 9, 'Orphan')])[0].deptName).toBe('Orphan');
  });

  it("reads dept/treeSelect's forest, leaves with children null, and the rows alike", () => {
    const nodes = toNodes(deps);
    expect(names(nodes)).toEqual([['Head office', [['South branch', ['Dev team']]]]]);
    expect(branchIds(nodes)).toEqual([1, 2]);
    const fromRows = toNodes(buildDeptRows(deptList));
    expect(fromRows[0].children[1]).toEqual({ id: 3, name: 'East branch', off: true, children: [] });
  });

  it('leaves out a department with everything below it', () => {
    const nodes = toNodes(buildDeptRows(deptList));
    expect(names(withoutSubtree(nodes, 2))).toEqual([['Head office', ['East branch']]]);
    expect(names(withoutSubtree(nodes, 4))).toEqual([['Head office', ['South branch', 'East branch']]]);
    expect(withoutSubtree(nodes, 1)).toEqual([]);
    expect(withoutSubtree(nodes, undefined)).toBe(nodes);
  });

  it('filters by name in any case, keeping the way to a match and what is below it', () => {
    const nodes = toNodes(buildDeptRows(deptList));
    expect(names(filterByName(nodes, 'BRANCH'))).toEqual([
      ['Head office', [['South branch', ['Dev team']], 'East branch']],
    ]);
    expect(names(filterByName(nodes, ' dev '))).toEqual([['Head office', [['South branch', ['Dev team']]]]]);
    expect(filterByName(nodes, 'north')).toEqual([]);
    expect(filterByName(nodes, '  ')).toBe(nodes);
  });
});
