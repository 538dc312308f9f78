import { describe, expect, it } from 'vitest';
import { ancestors, checkAll, coverage, descendants, display, indexTree, toggle, type KeyNode } from './checkTree';

// 1 ─┬─ 2 ─┬─ 3
//    │     └─ 4
//    └─ 5 (disabled)
// 6
const nodes: KeyNode[] = [
  {
    key: 1,
    children: [
      { key: 2, children: [{ key: 3 }, { key: 4 }] },
      { key: 5, disabled: true },
    ],
  },
  { key: 6 },
];
const index = indexTree(nodes);
const sorted = (keys: number[]) => [...keys].sort((a, b) => a - b);
const menus = { linked: true, withParents: true };
const depts = { linked: true, withParents: false };

describe('checkbox tree values', () => {
  it('indexes the tree', () => {
    expect(index.keys).toEqual([1, 2, 3, 4, 5, 6]);
    expect(index.branches).toEqual([1, 2]);
    expect(descendants(index, 1)).toEqual([2, 3, 4, 5]);
    expect(ancestors(index, 3)).toEqual([2, 1]);
  });

  it('without linkage changes only the clicked key, drawn as it is', () => {
    const off = { linked: false, withParents: true };
    expect(toggle(index, [], 3, true, off)).toEqual([3]);
    expect(toggle(index, [1, 3], 1, false, off)).toEqual([3]);
    expect(display(index, [1, 3], off)).toEqual({ checked: [1, 3], halfChecked: [] });
  });

  it('menus: checking a rule brings its ancestors (sent as half-checked) and its descendants', () => {
    expect(sorted(toggle(index, [], 3, true, menus))).toEqual([1, 2, 3]);
    expect(sorted(toggle(index, [], 2, true, menus))).toEqual([1, 2, 3, 4]);
    // A disabled rule is never granted by a click on its parent.
    expect(sorted(toggle(index, [], 1, true, menus))).toEqual([1, 2, 3, 4]);
  });

  it('menus: unchecking the last child drops the parents with nothing left below', () => {
    expect(sorted(toggle(index, [1, 2, 3, 4], 3, false, menus))).toEqual([1, 2, 4]);
    expect(toggle(index, [1, 2, 3], 3, false, menus)).toEqual([]);
  });

  it('menus: a granted parent whose children are not all granted is drawn half-checked', () => {
    expect(display(index, [1, 2, 3], menus)).toEqual({ checked: [3], halfChecked: [1, 2] });
    // A page granted alone stays in the value (drawing never changes it).
    expect(display(index, [2], menus)).toEqual({ checked: [], halfChecked: [1, 2] });
  });

  it('departments: only checked keys; a parent is checked once all below it are', () => {
    expect(toggle(index, [], 3, true, depts)).toEqual([3]);
    // 2 is complete, and so is 1 (its other child cannot be changed).
    expect(sorted(toggle(index, [3], 4, true, depts))).toEqual([1, 2, 3, 4]);
    expect(sorted(toggle(index, [], 6, true, depts))).toEqual([6]);
    expect(sorted(toggle(index, [2, 3, 4], 3, false, depts))).toEqual([4]);
    expect(display(index, [3], depts)).toEqual({ checked: [3], halfChecked: [1, 2] });
  });

  it('checks all or none of what the user may change', () => {
    expect(sorted(checkAll(index, [], true))).toEqual([1, 2, 3, 4, 6]);
    expect(checkAll(index, [1, 5, 6], false)).toEqual([5]);
    expect(coverage(index, [])).toBe('none');
    expect(coverage(index, [3])).toBe('some');
    expect(coverage(index, [1, 2, 3, 4, 6])).toBe('all');
  });
});
