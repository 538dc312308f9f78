import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, WIRE_TIME, type TestApp } from '../../../test/helpers.ts';
import { users } from '../user/schema.ts';

const LOGIN_USER_KEYS = [
  'avatar',
  'deptId',
  'id',
  'isAdmin',
  'mobile',
  'roles',
  'userName',
  'userNickname',
  'userStatus',
];

describe('personal centre', () => {
  let t: TestApp;
  let demo: string;
  let events: number[][];
  const api = (method: 'GET' | 'PUT', path: string, token: string | undefined, payload?: Record<string, unknown>) =>
    t.call({ method, url: `/api/v1/system/personal/${path}`, token, payload, lang: 'en' });
  const profile = (extra: Record<string, unknown> = {}) => ({
    nickname: 'Demo Person',
    mobile: '13912345678',
    userEmail: 'demo.person@example.org',
    sex: '2',
    remark: 'remark',
    describe: 'about me',
    avatar: 'upload_file/2024-05-01/a.png',
    // The UI posts these back too; they are ignored.
    lastLoginIp: '1.2.3.4',
    lastLoginTime: '2020-01-01 00:00:00',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.login('demo');
    events = [];
    t.app.ctx.events.on('tokenUpdated', (ids) => events.push(ids));
  });
  afterAll(() => t.close());

  it('returns the caller as a SysUser without secrets, with role names', async () => {
    const res = await api('GET', 'getPersonalInfo', demo);
    expect(res.body.code).toBe(0);
    const { user, roles, deptName } = res.body.data;
    expect(roles).toEqual(['普通用户']);
    // demo sits in the seeded R&D team.
    expect(deptName).toBe('研发组');
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'userName',
        'mobile',
        'userNickname',
        'birthday',
        'userPassword',
        'userSalt',
        'userStatus',
        'userEmail',
        'sex',
        'avatar',
        'deptId',
        'remark',
        'isAdmin',
        'address',
        'describe',
        'lastLoginIp',
        'lastLoginTime',
        'createdAt',
        'updatedAt',
        'deletedAt',
        'openId ',
      ].sort(),
    );
    expect(user).toMatchObject({
      userName: 'demo',
      userPassword: '',
      userSalt: '',
      mobile: '13800000001',
      deletedAt: null,
    });
    expect(user.lastLoginTime).toMatch(WIRE_TIME);
    expect(user.createdAt).toMatch(WIRE_TIME);
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });

  it('edits the profile, returns a new working token, and tells the user', async () => {
    events = [];
    const res = await api('PUT', 'edit', demo, profile());
    expect(res.body.code).toBe(0);
    const { userInfo, token } = res.body.data;
    expect(Object.keys(res.body.data).sort()).toEqual(['token', 'userInfo']);
    expect(Object.keys(userInfo).sort()).toEqual(LOGIN_USER_KEYS);
    expect(userInfo).toMatchObject({
      userName: 'demo',
      userNickname: 'Demo Person',
      mobile: '13912345678',
      roles: ['common'],
    });
    expect(userInfo.avatar).toBe('upload_file/2024-05-01/a.png');
    expect(token).not.toBe(demo);
    expect(events).toEqual([[userInfo.id]]);

    const info = await api('GET', 'getPersonalInfo', token);
    expect(info.body.data.user).toMatchObject({
      userNickname: 'Demo Person',
      userEmail: 'demo.person@example.org',
      sex: 2,
      remark: 'remark',
      describe: 'about me',
    });
    expect(info.body.data.user.lastLoginIp).not.toBe('1.2.3.4');
    // The old token keeps working (GFast: it simply expires).
    expect((await api('GET', 'getPersonalInfo', demo)).body.code).toBe(0);
  });

  it('keeps optional fields that are not sent', async () => {
    const { nickname, mobile, userEmail } = profile();
    expect((await api('PUT', 'edit', demo, { nickname, mobile, userEmail })).body.code).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.userName, 'demo'));
    expect(row).toMatchObject({ sex: 2, describe: 'about me', avatar: 'upload_file/2024-05-01/a.png' });
    expect((await api('PUT', 'edit', demo, profile({ describe: '', sex: '' }))).body.code).toBe(0);
    const [after] = await t.database.db.select().from(users).where(eq(users.userName, 'demo'));
    expect(after).toMatchObject({ sex: 2, describe: '' });
  });

  it('validates the profile, naming the field', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ nickname: '' }, 51, 'nickname is required'],
      [{ mobile: undefined }, 51, 'mobile is required'],
      [{ mobile: '12345678901' }, 51, 'mobile is not a valid mobile number'],
      [{ mobile: '1391234567x' }, 51, 'mobile is not a valid mobile number'],
      [{ userEmail: '' }, 51, 'userEmail is required'],
      [{ userEmail: 'not-an-email' }, 51, 'userEmail is not a valid e-mail address'],
      [{ sex: 5 }, 51, 'sex must be at most 2'],
      [{ avatar: 'a'.repeat(501) }, 51, 'avatar must be at most 500 characters'],
      [{ nickname: { a: 1 } }, 51, 'nickname must be string'],
      [{ mobile: '13800000000' }, 50, 'This mobile number is already used'],
    ];
    for (const [extra, code, message] of cases) {
      const res = await api('PUT', 'edit', demo, profile(extra));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code, message, data: null });
    }
    const zh = await t.call({
      method: 'PUT',
      url: '/api/v1/system/personal/edit',
      token: demo,
      payload: profile({ mobile: '13800000000' }),
    });
    expect(zh.body.message).toBe('手机号已存在');
    // Keeping one's own number is not a clash.
    expect((await api('PUT', 'edit', demo, profile())).body.code).toBe(0);
  });

  it('changes the password; the old one stops working', async () => {
    const weak = ['abc', 'abcdef12', 'ABCDEF12', 'Abcdefgh', 'Abc 123', 'Abc123' + 'x'.repeat(13)];
    for (const password of weak) {
      expect((await api('PUT', 'resetPwd', demo, { password })).body).toEqual({
        code: 51,
        message: 'password must be 6-18 characters with an upper-case letter, a lower-case letter and a digit',
        data: null,
      });
    }
    expect((await api('PUT', 'resetPwd', demo, {})).body).toEqual({
      code: 51,
      message: 'password is required',
      data: null,
    });
    const wrongOld = await api('PUT', 'resetPwd', demo, { password: 'NewPass1', oldPassword: 'nope' });
    expect(wrongOld.body).toEqual({ code: 50, message: 'The current password is wrong', data: null });
    await expect(t.login('demo', 'NewPass1')).rejects.toThrow();

    expect((await api('PUT', 'resetPwd', demo, { password: 'NewPass1', oldPassword: '123456' })).body).toEqual({
      code: 0,
      message: '',
      data: null,
    });
    await expect(t.login('demo', '123456')).rejects.toThrow();
    expect(await t.login('demo', 'NewPass1')).toBeTruthy();
    // GFast's UI sends only the new password.
    expect((await api('PUT', 'resetPwd', demo, { password: 'Other123' })).body.code).toBe(0);
    expect(await t.login('demo', 'Other123')).toBeTruthy();
  });

  it('refreshes the token with the account as stored now', async () => {
    await t.database.db.update(users).set({ userNickname: 'Changed elsewhere' }).where(eq(users.userName, 'demo'));
    const res = await api('GET', 'refreshToken', demo);
    expect(res.body.code).toBe(0);
    expect(Object.keys(res.body.data).sort()).toEqual(['token', 'userInfo']);
    expect(Object.keys(res.body.data.userInfo).sort()).toEqual(LOGIN_USER_KEYS);
    expect(res.body.data.userInfo.userNickname).toBe('Changed elsewhere');
    const fresh = res.body.data.token;
    expect(fresh).not.toBe(demo);
    const menus = await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token: fresh });
    expect(menus.body.code).toBe(0);
  });

  it('needs a token for every call', async () => {
    for (const [method, path] of [
      ['GET', 'getPersonalInfo'],
      ['PUT', 'edit'],
      ['PUT', 'resetPwd'],
      ['GET', 'refreshToken'],
    ] as const) {
      expect((await api(method, path, undefined, method === 'PUT' ? profile() : undefined)).body).toEqual({
        code: 401,
        message: 'Token expired or invalid',
      });
    }
  });
});
