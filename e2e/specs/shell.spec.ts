import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A logged-in admin page whose first stored settings are `settings` (English unless told). */
const shell = (settings: Record<string, unknown> = {}, viewport?: { width: number; height: number }) =>
  signedIn(browser, settings, { viewport });

/** The context menu or dropdown now open (earlier ones stay in the DOM, hidden). */
const openMenu = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

const regions = (page: Page) =>
  page.locator('[data-region]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-region')))]);

describe('layout shell', () => {
  const expected: Record<string, string[]> = {
    defaults: ['aside', 'logo', 'header', 'breadcrumb', 'tags-view', 'main'],
    classic: ['header', 'logo', 'aside', 'tags-view', 'main'],
    transverse: ['header', 'logo', 'tags-view', 'main'],
    columns: ['columns-aside', 'logo', 'aside', 'header', 'breadcrumb', 'tags-view', 'main'],
    golink: ['header', 'logo', 'aside', 'breadcrumb', 'tags-view', 'main'],
  };
  for (const [layout, want] of Object.entries(expected)) {
    it(`${layout} shows its regions`, async () => {
      const { page, context, errors } = await shell({ layout });
      await page.goto('/system/auth/menuList');
      await page.locator(`[data-layout="${layout}"]`).waitFor();
      await page.locator('[data-region="main"] table').first().waitFor();
      const found = await regions(page);
      for (const r of want) expect(found, r).toContain(r);
      if (layout === 'transverse') expect(found).not.toContain('aside');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps a kept-alive page with its typed text across tab switches; tabs close, refresh and close others', async () => {
    const { page, context, errors } = await shell({ layout: 'defaults' });
    await page.goto('/system/auth/menuList');
    const search = page.getByPlaceholder('Menu title');
    await search.fill('kept text');
    const tab = (title: string) => page.locator('[data-region="tags-view"] [role="tab"]', { hasText: title });
    // Open Dictionaries through the menu (client-side), then come back through its tab.
    await page.locator('[data-region="aside"] .ant-menu-title-content', { hasText: 'Dictionaries' }).click();
    await page.waitForURL('**/system/dict/type/list');
    // Its tab shows once its page has loaded (a page left before that is never committed, nor tabbed).
    await tab('Dictionaries').waitFor();
    await tab('Menus').click();
    await page.waitForURL('**/system/auth/menuList');
    expect(await search.inputValue()).toBe('kept text');
    expect(await page.locator('[data-region="tags-view"] [role="tab"]').allInnerTexts()).toEqual([
      'Home',
      'Menus',
      'Dictionaries',
    ]);

    // Refresh re-mounts the page: the text goes.
    await tab('Menus').click({ button: 'right' });
    await openMenu(page).last().getByRole('menuitem', { name: 'Refresh' }).click();
    await expect.poll(() => search.inputValue()).toBe('');

    // Close others keeps the pinned Home and the chosen tab; close goes to the neighbour.
    await tab('Dictionaries').click({ button: 'right' });
    await openMenu(page).last().getByRole('menuitem', { name: 'Close others' }).click();
    await expect
      .poll(() => page.locator('[data-region="tags-view"] [role="tab"]').allInnerTexts())
      .toEqual(['Home', 'Dictionaries']);
    // The current tab (Menus) went, so the chosen one shows (and is the selected tab once it has).
    await page.waitForURL('**/system/dict/type/list');
    await page
      .locator('[data-region="tags-view"] [role="tab"][aria-selected="true"]', { hasText: 'Dictionaries' })
      .waitFor();
    await tab('Dictionaries').getByLabel('Close').click();
    await page.waitForURL('**/home');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the lock screen after the countdown and unlocks with Enter', async () => {
    const { page, context } = await shell({ isLockScreen: true, lockScreenTime: 3 });
    await page.getByTestId('lock-cover').waitFor();
    expect(await page.locator('[data-region="main"]').isVisible()).toBe(false);
    await page.getByText('Slide up to unlock').click();
    await page.getByLabel('Please enter password').fill('anything');
    await page.keyboard.press('Enter');
    await page.getByTestId('lock-cover').waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('themeConfig')!));
    expect(stored).toMatchObject({ isLockScreen: false, lockScreenTime: 30 });
    await context.close();
  });

  it('switches the language of the whole shell and keeps it after a reload', async () => {
    const { page, context } = await shell({ layout: 'defaults' });
    await page.getByLabel('Language').first().click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('简体中文').click();
    await page.locator('[data-region="aside"]', { hasText: '系统设置' }).waitFor();
    await page.reload();
    await page.locator('[data-region="aside"]', { hasText: '系统设置' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('themeConfig')!).globalI18n)).toBe('zh-cn');
    await context.close();
  });

  it('uses the defaults layout with a drawer menu on a phone', async () => {
    const { page, context, errors } = await shell({ layout: 'golink' }, { width: 390, height: 800 });
    await page.locator('[data-layout="defaults"]').waitFor();
    expect(await page.locator('[data-region="aside"]').count()).toBe(0);
    await page.getByLabel('Expand or collapse the menu').click();
    const drawer = page.locator('[data-region="aside"]');
    await drawer.waitFor();
    await drawer.locator('.ant-menu-title-content', { hasText: 'System settings' }).click();
    await drawer.locator('.ant-menu-title-content', { hasText: 'Menus' }).click();
    await page.waitForURL('**/system/auth/menuList');
    await drawer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes settings in the drawer; they survive a reload', async () => {
    const { page, context, errors } = await shell({ layout: 'golink' });
    await page.getByLabel('Layout settings').first().click();
    const drawer = page.locator('[data-region="settings-drawer"]');
    await drawer.waitFor();
    await drawer.locator('[data-layout-choice="columns"]').click();
    await page.locator('[data-layout="columns"]').waitFor();
    await page.getByLabel('Layout settings').first().click();
    await drawer.getByLabel('Dark mode').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await drawer.getByLabel('Close', { exact: true }).first().click();
    await page.reload();
    await page.locator('[data-layout="columns"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const stored = await page.evaluate(() => ({
      config: JSON.parse(localStorage.getItem('themeConfig')!),
      style: localStorage.getItem('themeConfigStyle'),
      oldLayout: JSON.parse(localStorage.getItem('oldLayout')!),
    }));
    expect(stored.config).toMatchObject({ layout: 'columns', isIsDark: true, isDrawer: false });
    expect(stored.oldLayout).toBe('golink');
    expect(stored.style).toContain('--el-color-primary');
    expect(errors).toEqual([]);
    await context.close();
  });
});
