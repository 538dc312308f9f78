import { describe, expect, it } from 'vitest';
import { signedInApp, WIRE_TIME, type Method } from '../../../test/helpers.ts';
import { addUser, deptIdOf, nextMobile, roleIdOf, STRONG, userIdOf } from '../../../test/org-fixture.ts';

describe('users', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/user/${path}`, data, token);
  const userNames = async (q: Record<string, unknown> = {}) =>
    ((await api('GET', 'list', { pageSize: 100, ...q })).body.data.userList ?? []).map(
      (u: { userName: string }) => u.userName,
    );

  it('lists users in GFast shapes: dept, roleInfo, post null, no password, currentPage 0', async () => {
    const res = await api('GET', 'list');
    expect(res.body.code).toBe(0);
    expect(Object.keys(res.body.data).sort()).toEqual(['currentPage', 'total', 'userList']);
    expect(res.body.data).toMatchObject({ total: 2, currentPage: 0 });
    const [admin, demo] = res.body.data.userList;
    expect(admin).toMatchObject({
      userName: 'admin',
      userNickname: '超级管理员',
      userPassword: '',
      userSalt: '',
      dept: { deptName: '总公司', ancestors: '0' },
      roleInfo: [{ roleId: await roleIdOf(s.t, 'admin'), name: '超级管理员' }],
      post: null,
      'openId ': '',
    });
    expect(admin.createdAt).toMatch(WIRE_TIME);
    expect(demo.dept.deptName).toBe('研发组');
    // Nothing found: GFast's nulls.
    expect((await api('GET', 'list', { keyWords: 'nobody' })).body.data).toEqual({
      userList: null,
      total: null,
      currentPage: 0,
    });
  });

  it('filters by keyWords, department with its descendants, role, mobile, status and dateRange', async () => {
    const south = await deptIdOf(s.t, '华南分公司');
    const east = await deptIdOf(s.t, '华东分公司');
    await addUser(s.t, s.admin, 'east1', { deptId: east, status: 0 });
    expect(await userNames({ keyWords: '演示' })).toEqual(['demo']);
    expect(await userNames({ keyWords: 'ADM' })).toEqual(['admin']);
    expect(await userNames({ deptId: south })).toEqual(['demo']);
    expect(await userNames({ deptId: await deptIdOf(s.t, '总公司') })).toEqual(['admin', 'demo', 'east1']);
    expect(await userNames({ roleId: await roleIdOf(s.t, 'common') })).toEqual(['demo']);
    expect(await userNames({ mobile: '13800000001' })).toEqual(['demo']);
    expect(await userNames({ status: '0', deptId: '', keyWords: '' })).toEqual(['east1']);
    expect(await userNames({ 'dateRange[]': ['2000-01-01', '2000-01-02'] })).toEqual([]);
    const today = new Date().toLocaleDateString('sv');
    expect(await userNames({ 'dateRange[]': [today, today] })).toContain('east1');
    const page = await api('GET', 'list', { pageNum: 2, pageSize: 2 });
    expect(page.body.data.userList.map((u: { userName: string }) => u.userName)).toEqual(['east1']);
    expect(page.body.data.total).toBe(3);
  });

  it('params: every role, enabled posts by postSort, and the assignable roles', async () => {
    const { data } = (await api('GET', 'params')).body;
    expect(data.roleList.map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'common']);
    expect(data.posts.map((p: { postCode: string }) => p.postCode)).toEqual(['ceo', 'se', 'hr', 'user']);
    expect(data.roleAccess).toEqual(data.roleList.map((r: { id: number }) => r.id));
  });

  it('adds with request names, reads back through getEdit with entity names', async () => {
    const team = await deptIdOf(s.t, '研发组');
    const common = await roleIdOf(s.t, 'common');
    const posts = (await api('GET', 'params')).body.data.posts.map((p: { postId: number }) => p.postId);
    const mobile = nextMobile();
    const add = await api('POST', 'add', {
      userName: 'zhang',
      password: STRONG,
      nickName: '张三',
      mobile,
      email: 'zhang@example.com',
      deptId: team,
      sex: '1',
      status: '1',
      remark: 'r',
      postIds: [posts[1]],
      roleIds: [common],
      isAdmin: 1,
    });
    expect(add.body).toEqual({ code: 0, message: '', data: null });
    const id = await userIdOf(s.t, 'zhang');
    const edit = (await api('GET', 'getEdit', { id })).body.data;
    expect(edit.user).toMatchObject({
      id,
      userName: 'zhang',
      userNickname: '张三',
      userEmail: 'zhang@example.com',
      userStatus: 1,
      mobile,
      sex: 1,
      deptId: team,
      isAdmin: 1,
      userPassword: '',
    });
    expect(edit.checkedRoleIds).toEqual([common]);
    expect(edit.checkedPosts).toEqual([posts[1]]);
    expect((await s.t.login('zhang', STRONG)).length).toBeGreaterThan(20);
    expect((await api('GET', 'getEdit', { id: 99999 })).body).toEqual({
      code: 50,
      message: 'User not found',
      data: null,
    });
  });

  it('validates: required fields, phone, email, password strength; unique user name and mobile', async () => {
    const form = { userName: 'li', password: STRONG, nickName: '李', mobile: nextMobile(), deptId: 0 };
    const expectMessage = async (data: Record<string, unknown>, message: string) =>
      expect((await api('POST', 'add', { ...form, ...data })).body.message).toBe(message);
    await expectMessage({ userName: '' }, 'userName is required');
    await expectMessage({ nickName: undefined }, 'nickName is required');
    await expectMessage({ deptId: undefined }, 'deptId is required');
    await expectMessage({ mobile: '12345' }, 'mobile is not a valid mobile number');
    await expectMessage({ email: 'x@' }, 'email is not a valid e-mail address');
    await expectMessage(
      { password: 'abcdef' },
      'password must be 6-18 characters with an upper-case letter, a lower-case letter and a digit',
    );
    await expectMessage({ userName: 'demo' }, 'This user name is already taken');
    await expectMessage({ mobile: '13800000001' }, 'This mobile number is already used');
    await expectMessage({ deptId: 99999 }, 'Department not found');
  });

  it('edits by userId with nickName/email/status; mobile stays unique; roles and posts are replaced', async () => {
    const id = await addUser(s.t, s.admin, 'wang', { roleIds: [await roleIdOf(s.t, 'common')] });
    const mobile = nextMobile();
    const edit = await api('PUT', 'edit', {
      userId: id,
      userName: 'ignored',
      password: '-',
      nickName: '王五',
      mobile,
      email: 'w@example.com',
      deptId: await deptIdOf(s.t, '华东分公司'),
      status: 2,
      roleIds: [],
      postIds: [],
    });
    expect(edit.body).toEqual({ code: 0, message: '', data: null });
    const { user, checkedRoleIds } = (await api('GET', 'getEdit', { id })).body.data;
    expect(user).toMatchObject({
      userName: 'wang',
      userNickname: '王五',
      userEmail: 'w@example.com',
      userStatus: 2,
      mobile,
    });
    expect(checkedRoleIds).toEqual([]);
    const clash = await api('PUT', 'edit', { userId: id, nickName: 'x', mobile: '13800000000', deptId: 0 });
    expect(clash.body.message).toBe('This mobile number is already used');
    expect((await api('PUT', 'edit', { nickName: 'x', mobile, deptId: 0 })).body.message).toBe('userId is required');
  });

  it('resets a password, sets the status, and deletes; never the caller themself', async () => {
    const id = await addUser(s.t, s.admin, 'zhao');
    expect((await api('PUT', 'resetPwd', { userId: id, password: 'weak' })).body.code).toBe(51);
    expect((await api('PUT', 'resetPwd', { userId: id, password: 'NewPass9' })).body.code).toBe(0);
    expect((await s.t.login('zhao', 'NewPass9')).length).toBeGreaterThan(20);
    expect((await api('PUT', 'setStatus', { userId: id, status: 0 })).body.code).toBe(0);
    const refused = await s.t.api('POST', '/api/v1/system/login', { username: 'zhao', password: 'NewPass9' });
    expect(refused.body.message).toBe('This account is disabled');
    expect((await api('PUT', 'setStatus', { userId: id, status: 5 })).body.code).toBe(51);
    const adminId = await userIdOf(s.t, 'admin');
    expect((await api('PUT', 'setStatus', { userId: adminId, status: 0 })).body.message).toBe(
      'You cannot disable your own account',
    );
    expect((await api('DELETE', 'delete', { ids: [adminId] })).body.message).toBe('You cannot delete your own account');
    expect((await api('DELETE', 'delete', { ids: [id] })).body.code).toBe(0);
    expect(await userNames({ keyWords: 'zhao' })).toEqual([]);
  });

  it('getByRoleId, selector and getUserByIds answer without secrets', async () => {
    const common = await roleIdOf(s.t, 'common');
    const byRole = (await api('GET', 'getByRoleId', { roleId: common })).body.data.userList;
    expect(byRole.map((u: { userName: string }) => u.userName)).toContain('demo');
    for (const u of byRole) expect([u.userPassword, u.userSalt]).toEqual(['', '']);
    const sel = (await api('GET', 'selector', { keyWords: 'demo', pageSize: 5 })).body.data;
    expect(sel).toEqual({
      userList: [
        {
          id: await userIdOf(s.t, 'demo'),
          avatar: '',
          sex: 0,
          userNickname: '演示用户',
          userName: 'demo',
          deptId: await deptIdOf(s.t, '研发组'),
        },
      ],
      total: 1,
      currentPage: 0,
    });
    const ids = [await userIdOf(s.t, 'admin'), await userIdOf(s.t, 'demo')];
    const byIds = (await api('GET', 'getUserByIds', { 'ids[]': ids.map(String) })).body.data;
    expect(byIds.userList.map((u: { id: number }) => u.id)).toEqual(ids);
    expect(Object.keys(byIds.userList[0]).sort()).toEqual([
      'avatar',
      'deptId',
      'id',
      'sex',
      'userName',
      'userNickname',
    ]);
    expect((await api('GET', 'getUserByIds', {})).body.message).toBe('ids is required');
  });

  it('refuses callers without the user rules', async () => {
    for (const [method, path] of [
      ['GET', 'list'],
      ['GET', 'params'],
      ['GET', 'getEdit'],
      ['GET', 'getByRoleId'],
      ['POST', 'add'],
      ['PUT', 'edit'],
      ['PUT', 'resetPwd'],
      ['PUT', 'setStatus'],
      ['DELETE', 'delete'],
    ] as const) {
      expect((await api(method, path, {}, s.demo)).body, path).toEqual({
        code: -1,
        message: 'No permission',
        data: null,
      });
    }
  });
});
