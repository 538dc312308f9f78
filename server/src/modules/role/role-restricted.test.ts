import { PERMISSIONS } from '@iot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';
import { addRole, addUser, roleIdOf, ruleIdOf, STRONG } from '../../../test/org-fixture.ts';

const { role, user, post } = PERMISSIONS;

// A role manager who is no super admin manages their own roles, those below them and those they
// created; grants only rules they hold; assigns only those roles.
describe('roles for a restricted manager', () => {
  const s = signedInApp();
  let token = '';
  let managerRole = 0;
  let childRole = 0;
  const api = (method: Method, path: string, data: Record<string, unknown> = {}) =>
    s.t.api(method, `/api/v1/system/${path}`, data, token);
  const roleNames = async () => (await api('GET', 'role/list')).body.data.list.map((r: { name: string }) => r.name);

  beforeAll(async () => {
    managerRole = await addRole(s.t, s.admin, 'Manager', [
      role.list,
      role.add,
      role.edit,
      role.delete,
      user.list,
      post.list,
    ]);
    childRole = await addRole(s.t, s.admin, 'Child', []);
    const child = (await s.t.api('GET', '/api/v1/system/role/get', { id: childRole }, s.admin)).body.data.role;
    await s.t.api('PUT', '/api/v1/system/role/edit', { ...child, pid: managerRole, menuIds: [] }, s.admin);
    await addUser(s.t, s.admin, 'manager', { roleIds: [managerRole] });
    token = await s.t.login('manager', STRONG);
  });

  it('sees and reads only the roles it manages', async () => {
    expect(await roleNames()).toEqual(['Manager', 'Child']);
    const common = await roleIdOf(s.t, 'common');
    expect((await api('GET', 'role/get', { id: common })).body).toEqual({
      code: 50,
      message: 'You may not view this role',
      data: null,
    });
    const form = { id: common, name: 'x', menuIds: [] };
    expect((await api('PUT', 'role/edit', form)).body.message).toBe('You may not change this role');
    expect((await api('DELETE', 'role/delete', { ids: [common] })).body.message).toBe('You may not delete this role');
    const params = (await api('GET', 'user/params')).body.data;
    expect(params.roleAccess).toEqual([managerRole, childRole]);
    expect(params.roleList.length).toBeGreaterThan(2);
  });

  it("grants only the rules it holds, and keeps the role's other grants", async () => {
    const { accessMenus } = (await api('GET', 'role/getParams')).body.data;
    const postList = await ruleIdOf(s.t, post.list);
    const menuAdd = await ruleIdOf(s.t, PERMISSIONS.menu.add);
    expect(accessMenus).toContain(postList);
    expect(accessMenus).not.toContain(menuAdd);
    expect(
      (await api('POST', 'role/add', { name: 'Mine', pid: childRole, menuIds: [postList, menuAdd] })).body.code,
    ).toBe(0);
    expect(await roleNames()).toEqual(['Manager', 'Child', 'Mine']);
    const mine = (await api('GET', 'role/list')).body.data.list.find((r: { name: string }) => r.name === 'Mine');
    expect((await api('GET', 'role/get', { id: mine.id })).body.data.menuIds).toEqual([postList]);
    // The admin adds a rule the manager does not hold; the manager's edit leaves it in place.
    const got = (await s.t.api('GET', '/api/v1/system/role/get', { id: mine.id }, s.admin)).body.data;
    await s.t.api('PUT', '/api/v1/system/role/edit', { ...got.role, menuIds: [postList, menuAdd] }, s.admin);
    expect((await api('PUT', 'role/edit', { ...got.role, menuIds: [] })).body.code).toBe(0);
    expect((await s.t.api('GET', '/api/v1/system/role/get', { id: mine.id }, s.admin)).body.data.menuIds).toEqual([
      menuAdd,
    ]);
    expect(
      (await api('POST', 'role/add', { name: 'Elsewhere', pid: await roleIdOf(s.t, 'common') })).body.message,
    ).toBe('You may not change this role');
  });
});
