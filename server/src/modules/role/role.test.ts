import { PERMISSIONS } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';
import { addRole, addUser, deptIdOf, roleIdOf, ruleIdOf, userIdOf } from '../../../test/org-fixture.ts';

describe('roles', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/role/${path}`, data, token);

  it('lists every role with userCnt, not paged', async () => {
    const res = await api('GET', 'list', { pageNum: 1, pageSize: 1 });
    expect(res.body.data).toMatchObject({ total: null, currentPage: 0 });
    const [admin, common] = res.body.data.list;
    expect(admin).toMatchObject({ name: '超级管理员', userCnt: 1, pid: 0, status: 1, effectiveTime: '' });
    expect(common).toMatchObject({ name: '普通用户', userCnt: 1 });
    const names = async (q: Record<string, unknown>) =>
      (await api('GET', 'list', q)).body.data.list.map((r: { name: string }) => r.name);
    expect(await names({ roleName: '普通', roleStatus: '' })).toEqual(['普通用户']);
    expect(await names({ roleStatus: '0' })).toEqual([]);
  });

  it('getParams: every rule flat, and the caller holds them all', async () => {
    const { menu, accessMenus } = (await api('GET', 'getParams')).body.data;
    expect(menu.length).toBeGreaterThan(20);
    expect(accessMenus).toEqual(menu.map((m: { id: number }) => m.id));
    expect(menu.some((m: { name: string }) => m.name === PERMISSIONS.user.all)).toBe(true);
  });

  it('adds and edits with menus and an effective time; get returns all four time fields', async () => {
    const userList = await ruleIdOf(s.t, PERMISSIONS.user.list);
    const add = await api('POST', 'add', { name: 'Auditors', menuIds: [userList], remark: 'r', listOrder: 3 });
    expect(add.body).toEqual({ code: 0, message: '', data: null });
    const id = await roleIdOf(s.t, `role${(await api('GET', 'list', { roleName: 'Auditors' })).body.data.list[0].id}`);
    const got = (await api('GET', 'get', { id })).body.data;
    expect(got.menuIds).toEqual([userList]);
    expect(got.role).toMatchObject({
      id,
      name: 'Auditors',
      effectiveType: 0,
      weekDay: [],
      dayRange: [],
      dateRange: [],
    });
    const window = { effectiveType: 2, weekDay: [1, 2], dayRange: ['2024-02-01 08:00:00', '2024-02-01 19:00:00'] };
    // The UI posts the whole object it got back, plus its edits.
    const edit = await api('PUT', 'edit', { ...got.role, ...window, menuIds: [] });
    expect(edit.body.code).toBe(0);
    const again = (await api('GET', 'get', { id })).body.data;
    expect(again.role).toMatchObject({ ...window, dateRange: [] });
    expect(JSON.parse(again.role.effectiveTime)).toMatchObject(window);
    expect(again.menuIds).toEqual([]);
    expect((await api('PUT', 'edit', { ...got.role, effectiveType: 1 })).body.message).toBe('dateRange is required');
    expect((await api('PUT', 'edit', { ...got.role, pid: id })).body.message).toBe(
      'A role cannot be its own parent or sit under one of its own sub-roles',
    );
    expect((await api('POST', 'add', { name: '' })).body.message).toBe('name is required');
    expect((await api('GET', 'get', { id: 99999 })).body.message).toBe('Role 99999 does not exist');
  });

  it('deletes roles but never the super-admin role', async () => {
    const id = await addRole(s.t, s.admin, 'Temp', []);
    expect((await api('DELETE', 'delete', { ids: [await roleIdOf(s.t, 'admin')] })).body.message).toBe(
      'The super-admin role cannot be deleted',
    );
    expect((await api('DELETE', 'delete', { ids: [id] })).body.code).toBe(0);
    expect((await api('GET', 'list', { roleName: 'Temp' })).body.data.list).toEqual([]);
  });

  it('deptTreeSelect answers `depts`; menuTreeSelect the rule tree and the scope rows', async () => {
    const depts = (await api('GET', 'deptTreeSelect')).body.data;
    expect(Object.keys(depts)).toEqual(['depts']);
    expect(depts.depts[0].deptName).toBe('总公司');
    const id = await addRole(s.t, s.admin, 'Scoped', []);
    const menuId = await ruleIdOf(s.t, PERMISSIONS.user.list);
    const east = await deptIdOf(s.t, '华东分公司');
    const set = await api('PUT', 'dataScope', {
      roleId: id,
      roleName: 'Scoped',
      authData: [
        { menuId, scope: 2, deptIds: [east, east] },
        { menuId: 0, scope: 1, deptIds: [] },
        { menuId: await ruleIdOf(s.t, PERMISSIONS.dept.list), scope: 0, deptIds: [] },
      ],
    });
    expect(set.body).toEqual({ code: 0, message: '', data: null });
    const tree = (await api('GET', 'menuTreeSelect', { roleId: id })).body.data;
    expect(tree.rules[0].children).toBeInstanceOf(Array);
    expect(tree.dataScope).toEqual([{ id: expect.any(Number), roleId: id, menuId, dataScope: 2, deptIds: [east] }]);
    expect((await api('PUT', 'dataScope', { roleId: id, authData: [{ menuId, scope: 6 }] })).body.code).toBe(51);
  });

  it('setRoleUser makes exactly these users the role holders', async () => {
    const id = await addRole(s.t, s.admin, 'Members', []);
    const a = await addUser(s.t, s.admin, 'member-a', { roleIds: [id] });
    const b = await addUser(s.t, s.admin, 'member-b');
    expect((await api('PUT', 'setRoleUser', { roleId: id, userIds: [b] })).body.code).toBe(0);
    const byRole = await s.t.api('GET', '/api/v1/system/user/getByRoleId', { roleId: id }, s.admin);
    expect(byRole.body.data.userList.map((u: { id: number }) => u.id)).toEqual([b]);
    expect(a).not.toBe(b);
    expect((await api('PUT', 'setRoleUser', { roleId: id, userIds: [99999] })).body.message).toBe('User not found');
  });

  it('refuses callers without the role rules', async () => {
    for (const [method, path] of [
      ['GET', 'list'],
      ['GET', 'getParams'],
      ['GET', 'get'],
      ['GET', 'deptTreeSelect'],
      ['GET', 'menuTreeSelect'],
      ['POST', 'add'],
      ['PUT', 'edit'],
      ['DELETE', 'delete'],
      ['PUT', 'dataScope'],
      ['PUT', 'setRoleUser'],
    ] as const) {
      expect((await api(method, path, {}, s.demo)).body.code, path).toBe(-1);
    }
    expect(await userIdOf(s.t, 'demo')).toBeGreaterThan(0);
  });
});
