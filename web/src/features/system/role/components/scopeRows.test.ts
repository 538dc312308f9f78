import type { MenuTree } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import {
  applyDepts,
  applyScope,
  applyToTicked,
  filterRows,
  firstProblem,
  initialState,
  ruleIndex,
  toAuthData,
  toRuleRows,
} from './scopeRows';

const rule = (id: number, pid: number, title: string, children: MenuTree[] = []): MenuTree =>
  ({ id, pid, title, name: `api/${id}`, menuType: children.length ? 1 : 2, children }) as unknown as MenuTree;
const rows = toRuleRows([rule(1, 0, 'System', [rule(2, 1, 'Users', [rule(3, 2, 'Add user')])]), rule(4, 0, 'Monitor')]);
const index = ruleIndex(rows);

describe('data scope rows', () => {
  it('drops empty children and starts from the stored rows, ticked', () => {
    expect(rows[1].children).toBeUndefined();
    const state = initialState([{ id: 9, roleId: 5, menuId: 4, dataScope: 5, deptIds: [] }]);
    expect(state.ticked).toEqual([4]);
    expect(toAuthData(state, index)).toEqual([{ menuId: 4, scope: 5, deptIds: [] }]);
  });

  it("gives a row's scope to the rules below it and ticks them", () => {
    const state = applyScope(initialState([]), index, 2, 4);
    expect(toAuthData(state, index)).toEqual([
      { menuId: 2, scope: 4, deptIds: [] },
      { menuId: 3, scope: 4, deptIds: [] },
    ]);
  });

  it('refuses a ticked rule without a scope, or custom without departments', () => {
    let state = { ...initialState([]), ticked: [4] };
    expect(firstProblem(state, index)).toEqual({ id: 4, reason: 'needScope' });
    state = applyScope(state, index, 4, 2);
    expect(firstProblem(state, index)).toEqual({ id: 4, reason: 'needDepts' });
    state = applyDepts(state, index, 4, [7], false);
    expect(firstProblem(state, index)).toBeNull();
    expect(toAuthData(state, index)).toEqual([{ menuId: 4, scope: 2, deptIds: [7] }]);
  });

  it('applies departments to the sub-rules when asked, and the header scope to every ticked rule', () => {
    let state = applyDepts(initialState([]), index, 2, [7, 8], true);
    expect(toAuthData(state, index).map((a) => a.deptIds)).toEqual([
      [7, 8],
      [7, 8],
    ]);
    state = applyToTicked(state, 1);
    expect(toAuthData(state, index)).toEqual([
      { menuId: 2, scope: 1, deptIds: [] },
      { menuId: 3, scope: 1, deptIds: [] },
    ]);
  });

  it('filters by title or permission, keeping the path to a match and what is under it', () => {
    const title = (r: { title: string }) => r.title;
    expect(filterRows(rows, 'add', title)).toEqual([
      { ...rows[0], children: [{ ...rows[0].children![0], children: [rows[0].children![0].children![0]] }] },
    ]);
    expect(filterRows(rows, 'api/2', title)[0].children?.[0].children).toHaveLength(1);
    expect(filterRows(rows, '  ', title)).toEqual(rows);
  });
});
