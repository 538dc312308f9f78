import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launch, signedIn } from '../browser';

const DESKTOP = { width: 1440, height: 900 };

/** Every page of the console with a list table (the notice pages get a notice with a long title). */
const LIST_PAGES = {
  users: '/system/auth/user/list',
  roles: '/system/auth/roleList',
  departments: '/system/auth/deptList',
  posts: '/system/auth/postList',
  menus: '/system/auth/menuList',
  'dictionary types': '/system/dict/type/list',
  'dictionary data': '/system/dict/data/list/sys_oper_log_type',
  notices: '/system/sysNotice/list',
  'notification centre': '/system/sysNotice/show',
};
/** The pages whose rows end in an actions column pinned to the right on a wide screen. */
const WITH_ACTIONS = new Set([
  'users',
  'roles',
  'departments',
  'posts',
  'menus',
  'dictionary types',
  'dictionary data',
  'notices',
]);

const LONG_TITLE =
  'Scheduled maintenance of the device gateway cluster in the northern region tonight: every sensor reconnects on its own';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const { page, context } = await consolePage({});
  const res = await page.evaluate(async (title) => {
    const token = decodeURIComponent(document.cookie.match(/token=([^;]+)/)![1]);
    const r = await fetch('/api/v1/system/sysNotice/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title, type: 1, tag: 4, status: 1, content: `<p>${title}</p>` }),
    });
    return r.json();
  }, LONG_TITLE);
  expect(res.code).toBe(0);
  await context.close();
});
afterAll(() => browser?.close());

/** A logged-in admin page at 1440 x 900 whose first stored settings are `settings`, in English. */
const consolePage = (settings: Record<string, unknown>) => signedIn(browser, settings, { viewport: DESKTOP });

/**
 * How the page's table fits: the header cells that reach under the columns pinned to the right
 * (antd 6 marks them ant-table-cell-fix-end), whether there are such columns, and by how many pixels
 * the table is wider than its box (it would scroll sideways).
 */
function tableFit(page: Page) {
  return page
    .locator('[data-region="main"] .ant-table')
    .first()
    .evaluate((table) => {
      const box = table.querySelector('.ant-table-content, .ant-table-body')!;
      const cells = Array.from(table.querySelectorAll('thead th'));
      const pinned = cells.filter((th) => th.matches('.ant-table-cell-fix-end, .ant-table-cell-fix-right'));
      const edge = Math.min(...pinned.map((th) => th.getBoundingClientRect().left));
      return {
        pinned: pinned.length > 0,
        covered: cells
          .filter((th) => !pinned.includes(th) && th.getBoundingClientRect().right > edge + 0.5)
          .map((th) => th.textContent ?? ''),
        overflow: Math.max(0, box.scrollWidth - box.clientWidth - 1),
      };
    });
}

/** Relative luminance (WCAG) of a computed 'rgb(...)' colour: 0 black, 1 white. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * Each colour picker of the settings drawer: its label, the background its trigger shows (its own,
 * see-through ones laid over what is behind them) and the colour its swatch shows.
 */
function colourPickers(page: Page) {
  return page.locator('[data-region="settings-drawer"] .ant-color-picker-trigger').evaluateAll((triggers) => {
    const channels = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    /** The colour the eye sees behind el: its background over its ancestors' until one is opaque. */
    const shownBackground = (el: Element | null): number[] => {
      if (!el) return [255, 255, 255];
      const [r, g, b, a = 1] = channels(getComputedStyle(el).backgroundColor);
      if (a >= 1) return [r, g, b];
      const under = shownBackground(el.parentElement);
      return [r, g, b].map((c, i) => c * a + under[i] * (1 - a));
    };
    return triggers.map((trigger) => {
      const [r, g, b] = shownBackground(trigger).map(Math.round);
      const swatch = trigger.querySelector('.ant-color-picker-color-block-inner');
      return {
        attached: trigger.isConnected,
        label: trigger.getAttribute('aria-label') ?? '',
        background: `rgb(${r}, ${g}, ${b})`,
        swatch: swatch ? getComputedStyle(swatch).backgroundColor : '',
      };
    });
  });
}

const barBackground = (page: Page, region: string) =>
  page
    .locator(`[data-region="${region}"]`)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe('looks at 1440 x 900', () => {
  for (const layout of ['defaults', 'classic']) {
    it(`${layout}: every list table shows all its columns, none under the pinned actions column`, async () => {
      const { page, context, errors } = await consolePage({ layout });
      const found: Record<string, unknown> = {};
      const wanted: Record<string, unknown> = {};
      for (const [name, path] of Object.entries(LIST_PAGES)) {
        await page.goto(path);
        await page.locator(`[data-layout="${layout}"]`).waitFor();
        await page.locator('[data-region="main"] .ant-table-row').first().waitFor();
        found[name] = await tableFit(page);
        wanted[name] = { pinned: WITH_ACTIONS.has(name), covered: [], overflow: 0 };
      }
      expect(found).toEqual(wanted);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  const drawerCases: [string, boolean, Record<string, string>][] = [
    ['defaults', false, { 'Top bar background': 'header', 'Menu background': 'aside' }],
    ['defaults', true, { 'Top bar background': 'header', 'Menu background': 'aside' }],
    ['columns', true, { 'Top bar background': 'header', 'Columns menu background': 'columns-aside' }],
  ];
  for (const [layout, dark, bars] of drawerCases) {
    it(`${layout}, ${dark ? 'dark' : 'light'}: the colour pickers follow the theme and show the bars' colours`, async () => {
      const { page, context, errors } = await consolePage({ layout, isIsDark: dark });
      await page.locator(`[data-layout="${layout}"]`).waitFor();
      await page.getByLabel('Layout settings').first().click();
      await page.locator('[data-region="settings-drawer"] .ant-color-picker-trigger').first().waitFor();
      // The drawer may render its pickers again while it opens (a trigger read then is detached and
      // has no computed colour), so read until one pass sees every trigger in place.
      const pickers = await vi.waitFor(async () => {
        const read = await colourPickers(page);
        expect(read.map((p) => p.label)).toContain('Menu text colour');
        expect(read.filter((p) => !p.attached)).toEqual([]);
        return read;
      });

      // Every trigger sits dark on the dark drawer (light on the light one): no white boxes.
      const offTheme = pickers.filter((p) => (dark ? luminance(p.background) > 0.1 : luminance(p.background) < 0.8));
      expect(offTheme).toEqual([]);

      // A bar's swatch shows the colour the bar has (dark mode paints the light defaults dark).
      const shown: Record<string, string> = {};
      const painted: Record<string, string> = {};
      for (const [label, region] of Object.entries(bars)) {
        shown[label] = pickers.find((p) => p.label === label)!.swatch;
        painted[label] = await barBackground(page, region);
      }
      expect(shown).toEqual(painted);
      if (dark) for (const colour of Object.values(shown)) expect(luminance(colour)).toBeLessThan(0.1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
