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
});
