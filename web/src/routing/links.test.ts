import { describe, expect, it } from 'vitest';
import { testMenu as menu } from '@/test/routes';
import { buildRoutes, flattenRoutes } from './build';
import { safeLink, sitePath, siteRedirect } from './links';

const modules = { '../../views/system/menu/index.tsx': () => Promise.resolve({ default: () => null }) };
const SCRIPTS = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  '\x01javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

describe('menu links as the console follows them', () => {
  it('opens only http(s) addresses and site paths, whatever the database holds', () => {
    for (const url of SCRIPTS) expect(safeLink(url), url).toBe('');
    expect(safeLink(undefined)).toBe('');
    for (const url of ['https://example.com/a?b=1', 'HTTP://example.com', '/demo/page', ''])
      expect(safeLink(url), url).toBe(url);
  });

  it('keeps route paths and redirects on this site', () => {
    expect(sitePath('/system/menu')).toBe('/system/menu');
    expect(sitePath('system/menu')).toBe('/system/menu');
    // Browsers read `//host` and `/\host` as another site: the router would load it.
    expect(sitePath('//evil.example/x')).toBe('/evil.example/x');
    expect(sitePath('/\\evil.example')).toBe('/evil.example');
    expect(sitePath('javascript:alert(1)')).toBe('/javascript:alert(1)');
    expect(siteRedirect('/system/menu')).toBe('/system/menu');
    for (const url of [...SCRIPTS, '//evil.example', '/\\evil.example', 'https://example.com', 'system/menu', ''])
      expect(siteRedirect(url), url).toBe('');
  });

  it('builds no route that opens a script or another site from stored menus', () => {
    const dir = menu('/bad', { component: 'layout/routerView/parent', redirect: 'javascript:alert(1)' });
    dir.children = [
      menu('/bad/page', { component: 'system/menu/index' }),
      menu('/bad/link', { component: 'layout/routerView/link' }, { isLink: 'javascript:alert(1)' }),
      menu('/bad/frame', { component: 'layout/routerView/iframes' }, { isLink: ' data:text/html,x', isIframe: true }),
      menu('//evil.example', { component: 'system/menu/index', redirect: '//evil.example/x' }),
      menu('/good/link', { component: 'layout/routerView/link' }, { isLink: 'https://example.com' }),
    ];
    const [bad] = buildRoutes([dir], [], modules);
    // The stored redirect is ignored: the directory goes to its first page, as without one.
    expect(bad.redirect).toBe('/bad/page');
    const byName = Object.fromEntries(flattenRoutes([bad]).map((r) => [r.name, r]));
    expect(byName.badlink.meta.isLink).toBe('');
    expect(byName.badframe.meta.isLink).toBe('');
    expect(byName.evilexample).toMatchObject({ path: '/evil.example', redirect: '' });
    expect(byName.goodlink.meta.isLink).toBe('https://example.com');
  });
});
