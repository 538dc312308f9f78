import { describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers.ts';

// A menu's link or iframe address is opened by the console: only http(s) and site paths may be stored.
describe('menu link addresses', () => {
  const s = signedInApp();

  let n = 0;
  const add = (linkUrl: string, extra: Record<string, unknown> = { isLink: 1 }) =>
    s.t.call({
      method: 'POST',
      url: '/api/v1/system/menu/add',
      token: s.admin,
      lang: 'en',
      payload: { menuType: 1, pid: 0, name: `link/${++n}`, menuName: 'Link', component: 'x', linkUrl, ...extra },
    });

  it('refuses script and data URLs (51), in links and iframes, whatever their case or padding', async () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com',
      'example.com',
    ]) {
      for (const extra of [{ isLink: 1 }, { isIframe: 1 }]) {
        const res = await add(url, extra);
        expect(res.body, url).toEqual({
          code: 51,
          message: 'linkUrl must be an http(s) address or a path starting with /',
          data: null,
        });
      }
    }
  });

  it('refuses them on update too', async () => {
    expect((await add('https://example.com')).body.code).toBe(0);
    const list = await s.t.call({
      method: 'GET',
      url: '/api/v1/system/menu/list',
      query: { title: 'Link' },
      token: s.admin,
    });
    const rule = list.body.data.rules[0];
    const res = await s.t.call({
      method: 'PUT',
      url: '/api/v1/system/menu/update',
      token: s.admin,
      payload: { ...rule, menuName: rule.title, menuSort: rule.weigh, linkUrl: 'javascript:alert(1)' },
    });
    expect(res.body.code).toBe(51);
  });

  it('takes http(s) addresses, site paths and no address', async () => {
    for (const url of ['https://example.com/a?b=1', 'HTTP://example.com', '/demo/page', '']) {
      expect((await add(url)).body.code, url).toBe(0);
    }
  });

  // The console navigates to a menu's path and redirect: they are links too.
  const NOT_PATHS = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    '\x01javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    // Read by browsers as another host, which the console's router would then load.
    '//evil.example/x',
    '/\\evil.example',
  ];

  it('refuses script and other URLs as a path or redirect (51, naming the field)', async () => {
    for (const url of NOT_PATHS) {
      for (const field of ['path', 'redirect']) {
        const res = await add('', { [field]: url });
        expect(res.body, `${field} ${url}`).toEqual({
          code: 51,
          message: `${field} must be an http(s) address or a path starting with /`,
          data: null,
        });
      }
    }
    const zh = await s.t.call({
      method: 'POST',
      url: '/api/v1/system/menu/add',
      token: s.admin,
      payload: { menuType: 0, pid: 0, name: `link/${++n}`, menuName: 'Link', path: 'javascript:alert(1)' },
    });
    expect(zh.body.message).toBe('path 须为 http(s) 地址或以 / 开头的路径');
  });

  it('refuses them as a path or redirect on update too', async () => {
    expect((await add('', { path: '/menu-links/edit', redirect: '/menu-links/edit/a' })).body.code).toBe(0);
    const list = await s.t.call({
      method: 'GET',
      url: '/api/v1/system/menu/list',
      query: { component: 'x' },
      token: s.admin,
    });
    const rule = list.body.data.rules.find((r: { path: string }) => r.path === '/menu-links/edit');
    const edit = (extra: Record<string, unknown>) =>
      s.t.call({
        method: 'PUT',
        url: '/api/v1/system/menu/update',
        token: s.admin,
        lang: 'en',
        payload: { ...rule, menuName: rule.title, menuSort: rule.weigh, ...extra },
      });
    for (const field of ['path', 'redirect']) {
      expect((await edit({ [field]: ' javascript:alert(1)' })).body, field).toEqual({
        code: 51,
        message: `${field} must be an http(s) address or a path starting with /`,
        data: null,
      });
    }
    expect((await edit({ redirect: 'https://example.com/a' })).body.code).toBe(0);
  });

  it('takes site paths, http(s) addresses and nothing as a path or redirect', async () => {
    for (const url of ['/demo/page', '/iot/device/detail/:id', 'https://example.com/a?b=1', '']) {
      expect((await add('', { path: url, redirect: url })).body.code, url).toBe(0);
    }
  });
});
