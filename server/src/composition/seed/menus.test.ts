import { PERMISSIONS } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { assembleMenus, seedMenus } from './menus.ts';
import { button, dir, page } from '../../db/seed/rows.ts';

describe('seed menus put together from the modules', () => {
  it('places each menu under its parent, after its own children, siblings by order', () => {
    const tree = assembleMenus([
      { order: 20, menu: page('B', 'b', '/b', 'b/index', '') },
      { parent: 'd', order: 5, menu: button('D2', 'd2') },
      { order: 10, menu: dir('D', 'd', '/d', '', [], [button('D1', 'd1')]) },
      { parent: 'd', order: 1, menu: button('D3', 'd3') },
    ]);
    expect(tree.map((m) => m.name)).toEqual(['d', 'b']);
    expect(tree[0].children!.map((m) => m.name)).toEqual(['d1', 'd3', 'd2']);
    expect(tree[1].children).toBeUndefined();
  });

  it('refuses a menu whose parent no module seeds', () => {
    expect(() => assembleMenus([{ parent: 'nowhere', order: 1, menu: button('X', 'x') }])).toThrow(/nowhere/);
  });

  it("seeds the console's menus in their places", () => {
    // Spec §1: the left-side sections are overview, IoT and system settings (then the demos).
    expect(seedMenus.map((m) => m.name)).toEqual(['overview', 'iot', PERMISSIONS.setting.page, 'demo', 'personal']);
    const overview = seedMenus.find((m) => m.name === 'overview')!;
    expect(overview).toMatchObject({ title: '概览', path: '/overview', type: 0 });
    // Home, the two live dashboards (full-screen pages, opened as links) and the notification centre.
    expect(overview.children!.map((m) => m.name)).toEqual([
      'home',
      'overview/monitoring',
      'overview/operations',
      PERMISSIONS.notice.show,
    ]);
    expect(overview.children!.slice(1, 3).map((m) => [m.link, m.component, m.roles])).toEqual([
      ['/visualizingDemo1', 'layout/routerView/link', ['admin', 'common']],
      ['/visualizingDemo2', 'layout/routerView/link', ['admin', 'common']],
    ]);
    // The home page keeps its path and stays pinned, for every role.
    expect(overview.children![0]).toMatchObject({ path: '/home', affix: true, roles: ['admin', 'common'] });
    expect(overview.roles).toEqual(['admin', 'common']);
    const settings = seedMenus.find((m) => m.name === PERMISSIONS.setting.page)!;
    expect(settings.children!.map((m) => m.name)).toEqual([
      PERMISSIONS.user.list,
      PERMISSIONS.role.list,
      PERMISSIONS.dept.list,
      PERMISSIONS.post.list,
      PERMISSIONS.menu.list,
      PERMISSIONS.dictType.list,
      PERMISSIONS.dictData.list,
      PERMISSIONS.notice.list,
      PERMISSIONS.config.list,
      PERMISSIONS.operLog.list,
      PERMISSIONS.job.list,
      PERMISSIONS.attachment.list,
      PERMISSIONS.loginLog.list,
      PERMISSIONS.online.list,
      PERMISSIONS.monitor.server,
      // System tools: the code generator and the directory of what it generated.
      'api/v1/system/tools',
    ]);
  });
});
