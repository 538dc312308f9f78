import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { authRules, roleRules } from '../../composition/schema.ts';

describe('menu writes', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let commonRole: number;
  let demoId: number;
  let events: number[][];
  const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload: unknown, lang = 'en') =>
    t.call({ method, url: `/api/v1/system/menu/${path}`, payload: payload as object, token: admin, lang });
  const ruleByName = async (name: string) =>
    (await t.database.db.select().from(authRules).where(eq(authRules.name, name)))[0];
  const grantsOf = async (ruleId: number) =>
    (await t.database.db.select().from(roleRules).where(eq(roleRules.ruleId, ruleId))).map((g) => g.roleId);
  const form = (extra: Record<string, unknown> = {}) => ({
    menuType: '1',
    pid: 0,
    name: `test/${Math.random().toString(36).slice(2)}`,
    menuName: 'Test page',
    component: 'test/index',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, demo] = await Promise.all([t.login('admin'), t.login('demo')]);
    const params = await t.call({ method: 'GET', url: '/api/v1/system/menu/getParams', token: admin });
    commonRole = params.body.data.roles.find((r: { roleKey: string }) => r.roleKey === 'common').id;
    demoId = (await t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token: demo })).body.data.userInfo
      .id;
    t.app.ctx.events.on('tokenUpdated', (ids) => events.push(ids));
  });
  beforeEach(() => {
    events = [];
  });
  afterAll(() => t.close());

  it('adds a rule, mapping the form names to the stored ones', async () => {
    const f = form({
      icon: 'StarOutlined',
      menuSort: '42',
      condition: 'nocheck',
      remark: 'r',
      isHide: '1',
      path: '/test',
      redirect: '/test/a',
      isLink: 1,
      isIframe: '0',
      isKeepAlive: true,
      isAffix: '1',
      linkUrl: 'https://example.com',
      roles: [String(commonRole)],
    });
    const res = await call('POST', 'add', f);
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    const row = await ruleByName(f.name);
    const got = await t.call({
      method: 'GET',
      url: '/api/v1/system/menu/get',
      query: { id: String(row.id) },
      token: admin,
    });
    expect(got.body.data.rule).toMatchObject({
      pid: 0,
      name: f.name,
      title: 'Test page',
      icon: 'StarOutlined',
      condition: 'nocheck',
      remark: 'r',
      menuType: 1,
      weigh: 42,
      isHide: 1,
      path: '/test',
      redirect: '/test/a',
      component: 'test/index',
      isLink: 1,
      isIframe: 0,
      isCached: 1,
      isAffix: 1,
      linkUrl: 'https://example.com',
    });
    expect(got.body.data.roleIds).toEqual([commonRole]);
    expect(events).toEqual([[demoId]]);
  });

  it('emits no tokenUpdated when a new rule is granted to nobody', async () => {
    expect((await call('POST', 'add', form())).body.code).toBe(0);
    expect(events).toEqual([]);
  });

  it('validates the form, naming the field', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 51, 'name is required'],
      [{ name: undefined }, 51, 'name is required'],
      [{ menuName: '' }, 51, 'menuName is required'],
      [{ menuName: 'x'.repeat(101) }, 51, 'menuName must be at most 100 characters'],
      [{ menuType: 3 }, 51, 'menuType must be at most 2'],
      [{ menuType: 'page' }, 51, 'menuType must be number'],
      [{ pid: -1 }, 51, 'pid must be at least 0'],
      [{ component: '' }, 51, 'component is required for a menu page'],
      [{ isHide: 2 }, 51, 'isHide must be one of 0, 1'],
      [{ roles: 'x' }, 51, 'roles.0 must be number'],
      [{ roles: [{ id: 1 }] }, 51, 'roles.0 must be number'],
      [{ name: ['a'] }, 51, 'name must be string'],
      [{ name: 'a\u0000b' }, 51, 'name has an invalid format'],
      [{ menuSort: 2 ** 31 }, 51, 'menuSort must be at most 2147483647'],
      [{ pid: 999999 }, 50, 'Parent menu not found'],
    ];
    for (const [extra, code, message] of cases) {
      const res = await call('POST', 'add', form(extra));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code, message, data: null });
    }
    // A directory or a button needs no component.
    expect((await call('POST', 'add', form({ menuType: 0, component: '' }))).body.code).toBe(0);
    expect((await call('POST', 'add', form({ menuType: '2', component: '' }))).body.code).toBe(0);
  });

  it('refuses a duplicate name in the caller language', async () => {
    const f = form();
    expect((await call('POST', 'add', f)).body.code).toBe(0);
    expect((await call('POST', 'add', f)).body).toEqual({
      code: 50,
      message: 'A rule with this name already exists',
      data: null,
    });
    expect((await call('POST', 'add', f, 'zh-CN')).body.message).toBe('接口规则已经存在');
  });

  it('adds nothing when a granted role does not exist (one transaction)', async () => {
    const f = form({ roles: [commonRole, 9999] });
    expect((await call('POST', 'add', f)).body).toEqual({ code: 50, message: 'Role 9999 does not exist', data: null });
    expect(await ruleByName(f.name)).toBeUndefined();
    expect(events).toEqual([]);
  });

  it('updates a rule and replaces its grants, telling the users of the roles before and after', async () => {
    const f = form({ roles: [commonRole] });
    await call('POST', 'add', f);
    const { id } = await ruleByName(f.name);
    events = [];
    const res = await call('PUT', 'update', {
      ...f,
      id,
      menuName: 'Renamed',
      menuSort: 7,
      isKeepAlive: '1',
      roles: [],
    });
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    const row = await ruleByName(f.name);
    expect(row).toMatchObject({ title: 'Renamed', weigh: 7, isCached: 1 });
    expect(await grantsOf(id)).toEqual([]);
    expect(events).toEqual([[demoId]]);

    // Without `roles` the grants stay.
    await call('PUT', 'update', { ...f, id, roles: [commonRole] });
    await call('PUT', 'update', { ...f, id, roles: undefined, menuName: 'Again' });
    expect(await grantsOf(id)).toEqual([commonRole]);
  });

  it('rolls the whole update back when a role is unknown', async () => {
    const f = form({ roles: [commonRole] });
    await call('POST', 'add', f);
    const { id } = await ruleByName(f.name);
    const res = await call('PUT', 'update', { ...f, id, menuName: 'Should not stick', roles: [9999] });
    expect(res.body).toEqual({ code: 50, message: 'Role 9999 does not exist', data: null });
    expect((await ruleByName(f.name)).title).toBe('Test page');
    expect(await grantsOf(id)).toEqual([commonRole]);
  });

  it('checks id, name and parent on update', async () => {
    const parent = form({ menuType: 0 });
    const child = form();
    await call('POST', 'add', parent);
    const p = await ruleByName(parent.name);
    await call('POST', 'add', { ...child, pid: p.id });
    const c = await ruleByName(child.name);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...parent, id: p.id, pid: p.id }, 50, 'A menu cannot be its own parent or descendant'],
      [{ ...parent, id: p.id, pid: c.id }, 50, 'A menu cannot be its own parent or descendant'],
      [{ ...parent, id: p.id, name: child.name }, 50, 'A rule with this name already exists'],
      [{ ...parent, id: 999999 }, 50, 'Menu not found'],
      [{ ...parent, id: undefined }, 51, 'id is required'],
      [{ ...parent, id: 0 }, 51, 'id must be at least 1'],
    ];
    for (const [payload, code, message] of cases) {
      expect((await call('PUT', 'update', payload)).body).toEqual({ code, message, data: null });
    }
    // Keeping its own name and moving under a sibling tree is fine.
    expect((await call('PUT', 'update', { ...child, id: c.id, pid: 0 })).body.code).toBe(0);
  });

  it('deletes rules with their descendants and grants, and rights change at once', async () => {
    const dir = form({ menuType: 0 });
    await call('POST', 'add', { ...dir, roles: [commonRole] });
    const d = await ruleByName(dir.name);
    const page = form({ pid: d.id, roles: [commonRole] });
    await call('POST', 'add', page);
    const p = await ruleByName(page.name);
    const button = form({ pid: p.id, menuType: 2 });
    await call('POST', 'add', button);

    // Granting the menu page's rule to demo's role opens menu/list for demo immediately.
    const menuPage = await ruleByName('api/v1/system/auth/menuList');
    const list = () => t.call({ method: 'GET', url: '/api/v1/system/menu/list', token: demo });
    expect((await list()).body.code).toBe(-1);
    const pageForm = { id: menuPage.id, name: menuPage.name, menuName: menuPage.title, menuType: 1 };
    await call('PUT', 'update', { ...pageForm, component: menuPage.component, roles: [commonRole] });
    expect((await list()).body.code).toBe(0);

    events = [];
    const res = await t.call({
      method: 'DELETE',
      url: `/api/v1/system/menu/delete?ids[]=${d.id}&ids[]=999999`,
      token: admin,
    });
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    for (const name of [dir.name, page.name, button.name]) expect(await ruleByName(name)).toBeUndefined();
    expect(await grantsOf(p.id)).toEqual([]);
    expect(events).toEqual([[demoId]]);

    expect((await call('DELETE', 'delete', { ids: [menuPage.id] })).body.code).toBe(0);
    // Deny by default: with the rule gone, nobody but the super admin may read menus.
    expect((await list()).body.code).toBe(-1);
    expect(events.at(-1)).toEqual([demoId]);
  });

  it('validates delete ids and never answers 500', async () => {
    const cases: [unknown, string][] = [
      [{}, 'ids is required'],
      [{ ids: [] }, 'ids is required'],
      [{ ids: 'abc' }, 'ids.0 must be number'],
      [{ ids: [1.5] }, 'ids.0 must be int'],
      [{ ids: [2 ** 40] }, 'ids.0 must be at most 2147483647'],
    ];
    for (const [payload, message] of cases) {
      expect((await call('DELETE', 'delete', payload)).body).toEqual({ code: 51, message, data: null });
    }
    expect((await call('DELETE', 'delete', { ids: [-5] })).body.code).toBe(0);
    const weird = [[1, 2], { name: 'x'.repeat(100_000), menuName: 'y' }, { name: { a: 1 }, roles: { a: 1 } }, null];
    for (const payload of weird) {
      for (const [method, path] of [
        ['POST', 'add'],
        ['PUT', 'update'],
      ] as const) {
        const res = await call(method, path, payload);
        expect(res.status).toBe(200);
        expect([50, 51]).toContain(res.body.code);
      }
    }
  });
});
