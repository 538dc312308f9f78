import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, WIRE_TIME, type TestApp } from '../../../test/helpers.ts';
import { authRules } from './schema.ts';

const MENU_INFO_KEYS = [
  'component',
  'condition',
  'icon',
  'id',
  'isAffix',
  'isCached',
  'isHide',
  'isIframe',
  'isLink',
  'linkUrl',
  'menuType',
  'name',
  'path',
  'pid',
  'redirect',
  'remark',
  'title',
  'weigh',
];

interface Node {
  id: number;
  pid: number;
  weigh: number;
  title: string;
  component: string;
  menuType: number;
  children: Node[] | null;
}

describe('menu reads', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  const get = (url: string, query: Record<string, unknown> = {}, token = admin, lang?: string) =>
    t.call({ method: 'GET', url: `/api/v1/system/menu/${url}`, query: query as Record<string, string>, token, lang });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, demo] = await Promise.all([t.login('admin'), t.login('demo')]);
  });
  afterAll(() => t.close());

  it('lists the whole tree with [] on leaves, ordered weigh DESC then id ASC', async () => {
    const res = await get('list');
    expect(res.body.code).toBe(0);
    const roots: Node[] = res.body.data.rules;
    expect(Object.keys(res.body.data)).toEqual(['rules']);
    let count = 0;
    const walk = (nodes: Node[], pid: number) => {
      for (const [i, n] of nodes.entries()) {
        count++;
        expect(Object.keys(n).sort()).toEqual([...MENU_INFO_KEYS, 'children'].sort());
        expect(n.pid).toBe(pid);
        expect(Array.isArray(n.children)).toBe(true);
        const prev = nodes[i - 1];
        if (prev) expect(prev.weigh > n.weigh || (prev.weigh === n.weigh && prev.id < n.id)).toBe(true);
        walk(n.children!, n.id);
      }
    };
    walk(roots, 0);
    const flat = await get('list', { title: '' });
    expect(flat.body.data.rules).toEqual(roots);
    const all = await t.database.db.$count(authRules);
    expect(count).toBe(all);
    const overview = roots.find((r) => r.title === '概览')!;
    const home = overview.children!.find((r) => r.title === '首页')!;
    expect(home).toMatchObject({ name: 'home', path: '/home', component: 'home/index', menuType: 1, children: [] });
  });

  it('returns a flat list with children null when filtered by title, menuName or component', async () => {
    const byTitle = await get('list', { title: '字典' });
    const titles = byTitle.body.data.rules.map((r: Node) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['字典管理', '字典数据', '新增字典类型']));
    for (const r of byTitle.body.data.rules) {
      expect(r.title).toContain('字典');
      expect(r.children).toBeNull();
      expect(Object.keys(r).sort()).toEqual([...MENU_INFO_KEYS, 'children'].sort());
    }
    const byMenuName = await get('list', { menuName: '字典' });
    expect(byMenuName.body.data).toEqual(byTitle.body.data);

    const byComponent = await get('list', { component: 'SYSTEM/DICT' });
    expect(byComponent.body.data.rules.map((r: Node) => r.component).sort()).toEqual([
      'system/dict/dataList',
      'system/dict/index',
    ]);
    const both = await get('list', { title: '字典数据', component: 'system' });
    expect(both.body.data.rules.map((r: Node) => r.title)).toEqual(['字典数据']);
  });

  it('takes LIKE wildcards in a filter literally', async () => {
    for (const title of ['%', '_', '\\']) {
      const res = await get('list', { title });
      expect(res.body).toEqual({ code: 0, message: '', data: { rules: [] } });
    }
  });

  it('gives getParams every role and only directories and pages', async () => {
    const res = await get('getParams');
    expect(res.body.code).toBe(0);
    const { roles, menus } = res.body.data;
    expect(roles.map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'common']);
    expect(Object.keys(roles[0]).sort()).toEqual(
      [
        'createdAt',
        'createdBy',
        'dataScope',
        'effectiveTime',
        'id',
        'listOrder',
        'name',
        'pid',
        'remark',
        'roleKey',
        'status',
        'updatedAt',
        'userCnt',
      ].sort(),
    );
    expect(roles[0].createdAt).toMatch(WIRE_TIME);
    expect(menus.length).toBeGreaterThan(10);
    for (const m of menus) {
      expect([0, 1]).toContain(m.menuType);
      expect(Object.keys(m).sort()).toEqual(MENU_INFO_KEYS);
    }
  });

  it('gets one rule with its granted roles', async () => {
    const list = await get('list', { title: '首页' });
    const home = list.body.data.rules[0];
    const res = await get('get', { id: String(home.id) });
    expect(res.body.code).toBe(0);
    const { rule, roleIds } = res.body.data;
    expect(Object.keys(rule).sort()).toEqual(
      [...MENU_INFO_KEYS, 'createdAt', 'modelId', 'moduleType', 'updatedAt'].sort(),
    );
    expect(rule).toMatchObject({ id: home.id, title: '首页', name: 'home', isAffix: 1, moduleType: '', modelId: 0 });
    expect(rule.updatedAt).toMatch(WIRE_TIME);
    const common = (await get('getParams')).body.data.roles.find((r: { roleKey: string }) => r.roleKey === 'common');
    expect(roleIds).toEqual([common.id]);
  });

  it('rejects a missing, malformed or unknown id', async () => {
    expect((await get('get', {}, admin, 'en')).body).toEqual({ code: 51, message: 'id is required', data: null });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const res = await get('get', { id }, admin, 'en');
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(51);
      expect(res.body.message).toMatch(/^id /);
    }
    const arr = await t.call({ method: 'GET', url: '/api/v1/system/menu/get?id[]=1', token: admin, lang: 'en' });
    expect(arr.body.code).toBe(51);
    const unknown = await get('get', { id: '999999' }, admin, 'en');
    expect(unknown.body).toEqual({ code: 50, message: 'Menu not found', data: null });
  });

  it('refuses users without the menu rules and callers without a token', async () => {
    const calls: [string, string][] = [
      ['GET', 'list'],
      ['GET', 'getParams'],
      ['GET', 'get?id=1'],
      ['POST', 'add'],
      ['PUT', 'update'],
      ['DELETE', 'delete'],
    ];
    for (const [method, path] of calls) {
      const url = `/api/v1/system/menu/${path}`;
      const denied = await t.call({
        method: method as 'GET',
        url,
        token: demo,
        payload: method === 'GET' ? undefined : {},
      });
      expect(denied.body).toEqual({ code: -1, message: '没有权限', data: null });
      const anonymous = await t.call({ method: method as 'GET', url });
      expect(anonymous.body).toEqual({ code: 401, message: 'token已失效' });
    }
  });
});
