import type { MenuInfo, SysRole } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { branchIds, buildRoleTree, parentOptions, ruleNodes } from './tree';

const role = (id: number, pid: number, name: string) => ({ id, pid, name }) as SysRole;
const roles = [role(1, 0, 'Admins'), role(2, 1, 'Operators'), role(3, 2, 'Night shift'), role(4, 0, 'Guests')];

describe('role trees', () => {
  it('nests roles by pid', () => {
    const tree = buildRoleTree(roles);
    expect(tree.map((r) => r.name)).toEqual(['Admins', 'Guests']);
    expect(branchIds(tree)).toEqual([1, 2]);
  });

  it('offers every parent but the role itself and those below it', () => {
    const [root] = parentOptions(roles, 'Top level', 2);
    expect(root.value).toBe(0);
    expect(root.children).toEqual([
      { value: 1, title: 'Admins' },
      { value: 4, title: 'Guests' },
    ]);
    expect(parentOptions(roles, 'Top level')[0].children?.[0].children?.[0].children).toEqual([
      { value: 3, title: 'Night shift' },
    ]);
  });

  it('disables the rules the caller does not hold', () => {
    const rule = (id: number, pid: number, title: string) => ({ id, pid, title, name: `r${id}` }) as MenuInfo;
    const nodes = ruleNodes([rule(1, 0, 'System'), rule(2, 1, 'Users')], [1], (r) => r.title);
    expect(nodes).toEqual([
      { key: 1, title: 'System', disabled: undefined, children: [{ key: 2, title: 'Users', disabled: true }] },
    ]);
  });
});
