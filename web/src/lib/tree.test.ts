import { describe, expect, it } from 'vitest';
import { buildDeptTree, buildTree } from './tree';

interface Org {
  id: number;
  parentId: number;
  name: string;
  children?: Org[];
}
const org = (id: number, parentId: number, extra: Partial<Org> = {}): Org => ({
  id,
  parentId,
  name: `n${id}`,
  ...extra,
});

/** The tree as nested ids, for short expectations. */
type Shape = number | [number, Shape[]];
const shape = (nodes: { id: number; children?: unknown[] }[]): Shape[] =>
  nodes.map((n) => (n.children ? [n.id, shape(n.children as { id: number }[])] : n.id));

describe('buildTree', () => {
  it.each<[string, Org[], Shape[]]>([
    ['an empty list', [], []],
    ['one root', [org(1, 0)], [1]],
    [
      'roots under 0 with children, in list order',
      [org(1, 0), org(2, 1), org(3, 0), org(4, 1), org(5, 3)],
      [
        [1, [2, 4]],
        [3, [5]],
      ],
    ],
    ['children listed before their parent', [org(3, 2), org(2, 1), org(1, 0)], [[1, [[2, [3]]]]]],
    ['a parent missing from the list makes a root', [org(5, 99), org(6, 5)], [[5, [6]]]],
    ['a row that is its own parent is a root', [org(7, 7), org(8, 7)], [[7, [8]]]],
    ['a cycle is cut, nothing is lost', [org(1, 2), org(2, 1), org(3, 0)], [3, [1, [2]]]],
    ['a deep chain', [org(1, 0), org(2, 1), org(3, 2), org(4, 3)], [[1, [[2, [[3, [4]]]]]]]],
  ])('nests %s', (_, rows, expected) => expect(shape(buildTree(rows))).toEqual(expected));

  it('copies rows, replaces children they brought, and leaves the input alone', () => {
    const rows = [org(1, 0, { children: [org(99, 1)] }), org(2, 1), org(3, 0, { children: [org(98, 3)] })];
    const snapshot = structuredClone(rows);
    const tree = buildTree(rows);
    expect(tree[0]).toEqual({ id: 1, parentId: 0, name: 'n1', children: [{ id: 2, parentId: 1, name: 'n2' }] });
    expect(tree[1]).toEqual({ id: 3, parentId: 0, name: 'n3' });
    expect('children' in tree[1]).toBe(false);
    expect(tree[0]).not.toBe(rows[0]);
    expect(rows).toEqual(snapshot);
  });

  it('takes other field names', () => {
    const rows = [
      { deptId: 'a', up: null, label: 'A' },
      { deptId: 'b', up: 'a', label: 'B' },
    ];
    expect(buildTree(rows, { id: 'deptId', parentId: 'up', children: 'items' })).toEqual([
      { deptId: 'a', up: null, label: 'A', items: [{ deptId: 'b', up: 'a', label: 'B' }] },
    ]);
  });
});

describe('buildDeptTree', () => {
  it('nests departments by id and pid', () => {
    const depts = [
      { id: 100, pid: 0, deptName: 'HQ' },
      { id: 101, pid: 100, deptName: 'Shenzhen' },
      { id: 103, pid: 101, deptName: 'R&D' },
      { id: 102, pid: 100, deptName: 'Changsha' },
    ];
    expect(shape(buildDeptTree(depts))).toEqual([[100, [[101, [103]], 102]]]);
    expect(buildDeptTree(depts)[0].children?.[0].deptName).toBe('Shenzhen');
  });
});
