import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launch, newPage, signedIn } from '../browser';

// The shell's finer points (issue 9 §3) in the real browser: the enterprise aside, tabs of
// directories and across reloads, the drawer's rules and pictures, the lock screen, the user menu,
// the login tabs, seeded rows in the user's language and links in the primary colour.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A logged-in page whose first stored settings are English, the enterprise layout and `settings`. */
const shell = (settings: Record<string, unknown> = {}, user = 'admin') =>
  signedIn(browser, { layout: 'golink', ...settings }, { user });

/** An item of the aside menu by its exact title (a directory's title unfolds it, a page's navigates). */
const asideItem = (page: Page, title: string) =>
  page.locator('[data-region="aside"] .ant-menu-title-content', { hasText: new RegExp(`^${title}$`) });

const currentTab = (page: Page, title: string) =>
  page.locator('[data-region="tags-view"] [role="tab"][aria-selected="true"]', { hasText: title });

/** Opens a page from the aside and waits for its tab (a page left before it shows gets none). */
async function visit(page: Page, title: string, path: string) {
  await asideItem(page, title).click();
  await page.waitForURL(`**${path}`);
  await currentTab(page, title).waitFor();
}

const tabTitles = (page: Page) => page.locator('[data-region="tags-view"] [role="tab"]').allInnerTexts();

/** Opens the settings drawer and waits for its whole content (the rest renders just after the colours). */
async function openDrawer(page: Page) {
  await page.getByLabel('Layout settings').first().click();
  const drawer = page.locator('[data-region="settings-drawer"]');
  await drawer.getByRole('button', { name: 'Copy configuration' }).waitFor();
  return drawer;
}

const closeDrawer = (page: Page) =>
  page.locator('[data-region="settings-drawer"]').getByLabel('Close', { exact: true }).first().click();

/** The dropdown now open (earlier ones stay in the DOM, hidden). */
const openDropdown = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

// One admin session for the checks that only look (run in order; the language switch comes last).
// Its primary colour is not the default one, for the link check; it reads as it is on white.
describe('shell details, one admin session', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await shell({ primary: '#722ed1' }));
  });
  afterAll(() => page?.context().close());
  // Each check starts from a fresh load of /home: nothing one left open (a drawer, a menu) is in the next one's way.
  beforeEach(async () => {
    await page.goto('/home');
    await page.getByTestId('greeting').waitFor();
  });

  it('enterprise layout: the aside lists the sections on /home, their pages one click away', async () => {
    await page.locator('[data-layout="golink"]').waitFor();
    // Spec §1's sections (a section's first line is its title; an open one lists its pages below).
    const sections = await page.locator('[data-region="aside"] .ant-menu-root > li').allInnerTexts();
    expect(sections.map((s) => s.split('\n')[0].trim())).toEqual(['Overview', 'IoT', 'System settings', 'Demos']);
    // On /home its section stands open: home and the notification centre.
    await asideItem(page, 'Home').waitFor();
    await asideItem(page, 'Notification centre').waitFor();
    await asideItem(page, 'IoT').click();
    await visit(page, 'Devices', '/iot/device/instance');
    await asideItem(page, 'System settings').click();
    await visit(page, 'Menus', '/system/auth/menuList');
    expect(errors).toEqual([]);
  });

  it('links in tables follow the primary colour', async () => {
    await page.goto('/system/auth/menuList');
    const link = page.locator('[data-region="main"] table .ant-btn-color-link').first();
    await link.waitFor();
    expect(await link.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(114, 46, 209)');
    expect(errors).toEqual([]);
  });

  it('the five layout pictures in the drawer are real thumbnails, not strips', async () => {
    const drawer = await openDrawer(page);
    const sizes = await drawer
      .locator('[data-layout-choice] > .lp')
      .evaluateAll((els) => els.map((e) => ({ width: e.clientWidth, height: e.clientHeight })));
    expect(sizes).toHaveLength(5);
    for (const size of sizes) {
      expect(size.height).toBeGreaterThanOrEqual(40);
      expect(size.width).toBeGreaterThanOrEqual(40);
    }
    await closeDrawer(page);
    expect(errors).toEqual([]);
  });

  it('the settings drawer names no source path, and one Escape closes it, also when reopened', async () => {
    const drawer = await openDrawer(page);
    const text = await drawer.innerText();
    expect(text).not.toMatch(/src\/|\.tsx?\b/);
    // The pointer is still on the settings button under the drawer: its tooltip must not take the Escape.
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    // Again without moving the pointer: the tooltip is left mid-animation under the drawer then.
    await openDrawer(page);
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('offers the personal centre to admin, whose menus hold it', async () => {
    await page.getByTestId('user-menu').hover();
    await openDropdown(page).getByRole('menuitem', { name: 'Personal centre' }).click();
    await page.waitForURL('**/personal');
    await currentTab(page, 'Personal centre').waitFor();
    expect(errors).toEqual([]);
  });

  it("menu management shows the seeded titles in the user's language", async () => {
    await page.goto('/system/auth/menuList');
    const row = page.locator('[data-region="main"] table tbody tr', {
      has: page.getByRole('cell', { name: '/system', exact: true }),
    });
    const title = row.locator('td').first();
    expect(await title.innerText()).toBe('System settings');
    await page.getByLabel('Language').first().click();
    await openDropdown(page).getByText('繁體中文').click();
    await expect.poll(() => title.innerText()).toBe('系統設定');
    expect(errors).toEqual([]);
  });
});

describe('shell details, own sessions', () => {
  it('does not offer the personal centre to demo, whose menus do not hold it', async () => {
    const { page, context, errors } = await shell({}, 'demo');
    await page.getByTestId('user-menu').hover();
    await openDropdown(page).getByRole('menuitem', { name: 'Log out' }).waitFor();
    const items = await openDropdown(page).getByRole('menuitem').allInnerTexts();
    expect(items).not.toContain('Personal centre');
    // demo really cannot open it: the address leads nowhere.
    await page.goto('/personal');
    await page.getByTestId('not-found').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a directory never opens a tab, from the aside or the classic top bar; a page does', async () => {
    const { page, context, errors } = await shell();
    // In the aside a directory only unfolds.
    await asideItem(page, 'IoT').click();
    await asideItem(page, 'Devices').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await tabTitles(page)).toEqual(['Home']);
    await visit(page, 'Devices', '/iot/device/instance');
    expect(await tabTitles(page)).toEqual(['Home', 'Devices']);

    // The classic split menu's top bar goes to the directory itself, which redirects to its first page.
    const drawer = await openDrawer(page);
    await drawer.locator('[data-layout-choice="classic"]').click();
    await page.locator('[data-layout="classic"]').waitFor();
    await page.locator('[data-region="header"] .ant-menu-horizontal').getByText('System settings').click();
    await page.waitForURL('**/system/auth/user/list');
    await currentTab(page, 'Users').waitFor();
    expect(await tabTitles(page)).toEqual(['Home', 'Devices', 'Users']);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const cache of [true, false]) {
    it(`"keep tags after reload" ${cache ? 'on: every tab survives a reload' : 'off: only the pinned and current tabs do'}`, async () => {
      const { page, context, errors } = await shell({ isCacheTagsView: cache });
      await asideItem(page, 'System settings').click();
      await visit(page, 'Menus', '/system/auth/menuList');
      await visit(page, 'Dictionaries', '/system/dict/type/list');
      await asideItem(page, 'IoT').click();
      await visit(page, 'Devices', '/iot/device/instance');
      const opened = ['Home', 'Menus', 'Dictionaries', 'Devices'];
      expect(await tabTitles(page)).toEqual(opened);
      await page.reload();
      // The current page's tab and the restored ones show in the same render.
      await currentTab(page, 'Devices').waitFor();
      expect(await tabTitles(page)).toEqual(cache ? opened : ['Home', 'Devices']);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the classic split menu switch is enabled in the classic layout only', async () => {
    const { page, context, errors } = await shell();
    const enabled: Record<string, boolean> = {};
    for (const layout of ['golink', 'defaults', 'transverse', 'columns', 'classic']) {
      let drawer = await openDrawer(page);
      if (layout !== 'golink') {
        // Picking a layout closes the drawer.
        await drawer.locator(`[data-layout-choice="${layout}"]`).click();
        await page.locator(`[data-layout="${layout}"]`).waitFor();
        drawer = await openDrawer(page);
      }
      enabled[layout] = await drawer.getByRole('switch', { name: 'Classic layout split menu' }).isEnabled();
      await closeDrawer(page);
    }
    expect(enabled).toEqual({ golink: false, defaults: false, transverse: false, columns: false, classic: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('unlocking does not reopen the settings drawer the lock was switched on in', async () => {
    const { page, context, errors } = await shell();
    const drawer = await openDrawer(page);
    // Lock at once: the time down to 1 s, then the lock switched on, both in the drawer.
    await drawer.getByLabel('Lock after (seconds)').fill('1');
    await drawer.getByRole('switch', { name: 'Lock screen' }).click();
    await page.getByTestId('lock-cover').waitFor();
    await page.getByText('Slide up to unlock').click();
    await page.getByLabel('Please enter password').fill('123456');
    await page.keyboard.press('Enter');
    // The drawer would come back in the same render that removes the cover.
    await page.getByTestId('lock-cover').waitFor({ state: 'detached' });
    expect(await page.locator('[data-region="settings-drawer"]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('login methods are real tabs that the arrow keys move between', async () => {
    const { page, context, errors } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' })));
    await page.goto('/login');
    // English placeholders mean React has rendered the page (the pre-rendered one is Chinese).
    await page.getByPlaceholder('enter username').waitFor();
    const tabs = page.getByRole('tablist', { name: 'Login method' }).getByRole('tab');
    const selected = () => tabs.evaluateAll((els) => els.map((e) => e.getAttribute('aria-selected')));
    expect(await tabs.allInnerTexts()).toEqual(['Username login', 'Mobile login', 'QR-scan login']);
    expect(await selected()).toEqual(['true', 'false', 'false']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(['false', 'true', 'false']);
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(['false', 'false', 'true']);
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toEqual(['false', 'true', 'false']);
    expect(await tabs.nth(1).evaluate((e) => e === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
