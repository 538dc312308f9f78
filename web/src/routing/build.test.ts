import { describe, expect, it } from 'vitest';
import { testMenu as menu } from '@/test/routes';
import { buildRoutes, flattenRoutes, visibleMenus } from './build';
import { resolveComponent, viewKey } from './views';

const load = () => Promise.resolve({ default: () => null });
const modules = {
  '../../views/system/menu/index.tsx': load,
  '../../views/home/index.tsx': load,
  '../../views/personal/index.tsx': load,
  '../../views/twice.tsx': load,
  '../../views/twice/index.tsx': load,
  '../../demos/fun/qrcode/index.tsx': load,
  '../../layout/routerView/link.tsx': load,
};

describe('resolveComponent', () => {
  it('uses the one view file that matches', () => {
    const r = resolveComponent('system/menu/index', modules);
    expect(r).toMatchObject({ kind: 'view', key: 'system/menu/index' });
  });
  it('matches x/index for x and tolerates a leading slash', () => {
    expect(resolveComponent('/system/menu', modules)).toMatchObject({ kind: 'view', key: 'system/menu/index' });
  });
  it('gives no component for zero matches', () => {
    expect(resolveComponent('iot/device/instance/index', modules)).toEqual({ kind: 'missing' });
    expect(resolveComponent('', modules)).toEqual({ kind: 'missing' });
  });
  it('gives no component for several matches', () => {
    expect(resolveComponent('twice', modules)).toEqual({ kind: 'ambiguous', keys: ['twice', 'twice/index'] });
  });
  it('knows the parent directory component and the demo and routerView folders', () => {
    expect(resolveComponent('layout/routerView/parent', modules)).toEqual({ kind: 'parent' });
    expect(resolveComponent('demo/fun/qrcode/index', modules)).toMatchObject({ kind: 'view' });
    expect(resolveComponent('layout/routerView/link', modules)).toMatchObject({ kind: 'view' });
    expect(viewKey('../../demos/a/b.tsx')).toBe('demo/a/b');
  });
});

describe('buildRoutes', () => {
  const tree = [
    menu('/system', { component: 'layout/routerView/parent' }, { roles: ['admin'] }),
    menu('/iot', { component: 'layout/routerView/parent' }, { roles: ['admin', 'common'] }),
  ];
  tree[0].children = [
    menu('/system/hidden', { component: 'system/menu/index' }, { isHide: true, roles: ['admin'] }),
    menu('/system/menu', { component: 'system/menu/index' }, { roles: ['admin'] }),
  ];
  tree[1].children = [menu('/iot/device', { component: 'iot/device/index' }, { roles: ['common'] })];

  it('redirects a directory to its first non-hidden child', () => {
    const routes = buildRoutes(tree, ['admin'], modules);
    expect(routes[0].redirect).toBe('/system/menu');
  });
  it('redirects a directory to its first visible page in one step, through nested directories', () => {
    const demo = menu('/demo', { component: 'layout/routerView/parent' });
    const system = menu('/demo/system', { component: 'layout/routerView/parent' });
    const hiddenDir = menu('/demo/hidden', { component: 'layout/routerView/parent' }, { isHide: true });
    hiddenDir.children = [menu('/demo/hidden/page', { component: 'system/menu/index' })];
    system.children = [menu('/demo/system/menu', { component: 'system/menu/index' })];
    demo.children = [hiddenDir, system];
    const named = menu('/named', { component: 'layout/routerView/parent', redirect: '/demo' });
    named.children = [menu('/named/page', { component: 'system/menu/index' })];
    const routes = buildRoutes([demo, named], ['admin'], modules);
    expect(routes[0].redirect).toBe('/demo/system/menu');
    expect(routes[0].children[1].redirect).toBe('/demo/system/menu');
    // An explicit redirect that names a directory goes on to that directory's page too.
    expect(routes[1].redirect).toBe('/demo/system/menu');
  });
  it('keeps an explicit redirect', () => {
    const routes = buildRoutes([{ ...tree[0], redirect: '/system/hidden' }], ['admin'], modules);
    expect(routes[0].redirect).toBe('/system/hidden');
  });
  it('filters by role: common does not get admin routes, admin does', () => {
    const common = flattenRoutes(buildRoutes(tree, ['common'], modules)).map((r) => r.path);
    expect(common).toEqual(['/iot', '/iot/device', '/home']);
    const admin = flattenRoutes(buildRoutes(tree, ['admin'], modules)).map((r) => r.path);
    expect(admin).toContain('/system/menu');
    expect(admin).toContain('/personal');
    expect(admin).not.toContain('/iot/device');
  });
  it('adds the static home (pinned) and personal (hidden) pages unless the server sends them', () => {
    const routes = buildRoutes([], ['admin'], modules);
    expect(routes.map((r) => [r.path, r.meta.isAffix, r.meta.isHide])).toEqual([
      ['/home', true, false],
      ['/personal', false, true],
    ]);
    const withHome = buildRoutes(
      [menu('/home', { component: 'home/index' }, { title: 'Server home' })],
      ['admin'],
      modules,
    );
    expect(withHome.filter((r) => r.path === '/home')).toHaveLength(1);
    expect(withHome[0].meta.title).toBe('Server home');
  });
  it('keeps hidden routes routable but out of the menu', () => {
    const routes = buildRoutes(tree, ['admin'], modules);
    expect(flattenRoutes(routes).some((r) => r.path === '/system/hidden')).toBe(true);
    expect(flattenRoutes(visibleMenus(routes)).some((r) => r.path === '/system/hidden')).toBe(false);
  });
  it('marks routes whose component is missing', () => {
    const routes = buildRoutes(tree, ['common'], modules);
    expect(routes[0].children[0].resolved).toEqual({ kind: 'missing' });
  });
});
