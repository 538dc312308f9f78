import { PERMISSIONS } from '@iot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';
import { addRole, addUser, deptIdOf, nextMobile, ruleIdOf, STRONG, userIdOf } from '../../../test/org-fixture.ts';

const { user, dept } = PERMISSIONS;

// A branch administrator in 华南分公司 (south) with "own department and below": they see south and
// its team (研发组), never 华东分公司 (east) nor the super admin, also through ids.
describe('data scope of users and departments', () => {
  const s = signedInApp();
  let role = 0;
  let token = '';
  const ids: Record<string, number> = {};
  const depts: Record<string, number> = {};
  const api = (method: Method, path: string, data: Record<string, unknown> = {}) =>
    s.t.api(method, `/api/v1/system/${path}`, data, token);
  const scope = async (menu: string, dataScope: number, deptIds: number[] = []) =>
    s.t.api(
      'PUT',
      '/api/v1/system/role/dataScope',
      { roleId: role, authData: [{ menuId: await ruleIdOf(s.t, menu), scope: dataScope, deptIds }] },
      s.admin,
    );
  const seen = async (q: Record<string, unknown> = {}) =>
    ((await api('GET', 'user/list', { pageSize: 100, ...q })).body.data.userList ?? [])
      .map((u: { userName: string }) => u.userName)
      .sort();

  beforeAll(async () => {
    for (const name of ['总公司', '华南分公司', '研发组', '华东分公司']) depts[name] = await deptIdOf(s.t, name);
    role = await addRole(s.t, s.admin, 'Branch admin', [
      ...[user.list, user.add, user.edit, user.getEdit, user.delete, user.resetPwd, user.setStatus],
      ...[dept.list, dept.add, dept.edit, dept.delete],
    ]);
    ids.boss = await addUser(s.t, s.admin, 'south-boss', { deptId: depts['华南分公司'], roleIds: [role] });
    ids.south = await addUser(s.t, s.admin, 'south-user', { deptId: depts['华南分公司'] });
    ids.team = await addUser(s.t, s.admin, 'team-user', { deptId: depts['研发组'] });
    ids.east = await addUser(s.t, s.admin, 'east-user', { deptId: depts['华东分公司'] });
    ids.admin = await userIdOf(s.t, 'admin');
    token = await s.t.login('south-boss', STRONG);
  });

  it('own department and below: lists and trees show south and its team only', async () => {
    expect((await scope(user.list, 4)).body.code).toBe(0);
    expect(await seen()).toEqual(['demo', 'south-boss', 'south-user', 'team-user']);
    expect(await seen({ deptId: depts['华东分公司'] })).toEqual([]);
    const deptList = (await api('GET', 'dept/list')).body.data.deptList.map((d: { deptName: string }) => d.deptName);
    expect(deptList).toEqual(['华南分公司', '研发组']);
    const tree = (await api('GET', 'dept/treeSelect', { showOwner: true })).body.data.deps;
    expect(tree.map((d: { deptName: string }) => d.deptName)).toEqual(['华南分公司']);
    const picked = await api('GET', 'user/getUserByIds', { 'ids[]': [ids.east, ids.team, ids.admin].map(String) });
    expect(picked.body.data.userList.map((u: { id: number }) => u.id)).toEqual([ids.team]);
    const selector = (await api('GET', 'user/selector', { pageSize: 100 })).body.data;
    expect(selector.userList.map((u: { id: number }) => u.id)).not.toContain(ids.east);
    const exported = await s.t.call({ method: 'GET', url: '/api/v1/system/user/export?format=csv', token });
    const names = String(exported.body)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[1]);
    expect(names.sort()).toEqual(['demo', 'south-boss', 'south-user', 'team-user']);
  });

  it('never reads or changes a user outside the scope through an id', async () => {
    const notFound = { code: 50, message: 'User not found', data: null };
    const form = { userId: ids.east, nickName: 'x', mobile: nextMobile(), deptId: depts['华东分公司'] };
    expect((await api('GET', 'user/getEdit', { id: ids.east })).body).toEqual(notFound);
    expect((await api('GET', 'user/getEdit', { id: ids.admin })).body).toEqual(notFound);
    expect((await api('PUT', 'user/edit', form)).body).toEqual(notFound);
    expect((await api('PUT', 'user/resetPwd', { userId: ids.east, password: 'Hacked99' })).body).toEqual(notFound);
    expect((await api('PUT', 'user/setStatus', { userId: ids.east, status: 0 })).body).toEqual(notFound);
    expect((await api('DELETE', 'user/delete', { ids: [ids.team, ids.east] })).body).toEqual(notFound);
    expect(await userIdOf(s.t, 'team-user')).toBe(ids.team);
    // Nor moves one out of it, nor creates one outside it.
    const move = await api('PUT', 'user/edit', { ...form, userId: ids.team });
    expect(move.body.message).toBe('Department not found');
    const outside = { password: STRONG, nickName: 'x', mobile: nextMobile(), deptId: depts['华东分公司'] };
    expect((await api('POST', 'user/add', { ...outside, userName: 'sneaky' })).body.message).toBe(
      'Department not found',
    );
    const inside = { ...outside, deptId: depts['研发组'], userName: 'team-new' };
    expect((await api('POST', 'user/add', inside)).body.code).toBe(0);
    expect((await api('GET', 'user/getEdit', { id: ids.team })).body.data.user.userName).toBe('team-user');
  });

  it('never reads or changes a department outside the scope through an id', async () => {
    const notFound = 'Department not found';
    const form = { deptId: depts['华东分公司'], parentId: depts['总公司'], deptName: 'x', orderNum: 1, status: 1 };
    expect((await api('PUT', 'dept/edit', form)).body.message).toBe(notFound);
    expect((await api('DELETE', 'dept/delete', { id: depts['华东分公司'] })).body.message).toBe(notFound);
    const under = { parentId: depts['华东分公司'], deptName: 'y', orderNum: 1, status: 1 };
    expect((await api('POST', 'dept/add', under)).body.message).toBe(notFound);
    expect((await api('POST', 'dept/add', { ...under, parentId: 0 })).body.message).toBe(notFound);
    expect((await api('POST', 'dept/add', { ...under, parentId: depts['研发组'] })).body.code).toBe(0);
    const team = { ...form, deptId: depts['研发组'], parentId: depts['华东分公司'], deptName: '研发组' };
    expect((await api('PUT', 'dept/edit', team)).body.message).toBe(notFound);
  });

  it('own department, custom departments, only self, no rows; the super admin stays hidden', async () => {
    await scope(user.list, 3);
    expect(await seen()).toEqual(['south-boss', 'south-user']);
    await scope(user.list, 2, [depts['华东分公司'], depts['总公司']]);
    expect(await seen()).toEqual(['east-user']);
    await scope(user.list, 5);
    expect(await seen()).toEqual(['south-boss']);
    await s.t.api('PUT', '/api/v1/system/role/dataScope', { roleId: role, authData: [] }, s.admin);
    expect(await seen()).toEqual(['south-boss']);
    await scope(user.list, 1);
    expect(await seen()).toContain('east-user');
    expect(await seen()).toContain('admin');
  });

  it('the `all` rules lift the scope', async () => {
    await scope(user.list, 5);
    const menuIds = await Promise.all([user.list, user.all, dept.list, dept.all].map((n) => ruleIdOf(s.t, n)));
    const edit = await s.t.api('PUT', '/api/v1/system/role/edit', { id: role, name: 'Branch admin', menuIds }, s.admin);
    expect(edit.body.code).toBe(0);
    expect(await seen()).toContain('admin');
    expect((await api('GET', 'dept/list')).body.data.deptList).toHaveLength(4 + 1); // the seeded four and the one added above
  });
});
