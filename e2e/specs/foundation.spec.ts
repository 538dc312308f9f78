import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, newPage } from '../browser';
import { api } from '../iotApi';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A page in English (the stored language setting) that fails the test on browser errors. */
async function englishPage() {
  const p = await newPage(browser);
  await p.context.addInitScript(() => {
    if (!localStorage.getItem('themeConfig')) localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' }));
  });
  return p;
}

const menuTexts = (page: Page) => page.locator('[data-layout] .ant-menu-title-content').allInnerTexts();

describe('foundation', () => {
  it('sends a visitor to /login with redirect and params, then back after login', async () => {
    const { page, context, errors } = await englishPage();
    await page.goto('/system/auth/menuList?tab=2');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/system/auth/menuList');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({ tab: '2' });
    expect(await page.getByTestId('login-hint').innerText()).toContain('admin');
    await page.getByPlaceholder('enter username').fill('admin');
    await page.getByPlaceholder('enter password').fill('123456');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/system/auth/menuList?tab=2');
    await expect.poll(() => page.title()).toBe('Menus - IoT platform');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a login typed and submitted on the pre-rendered page before the script arrives', async () => {
    // A first visit (no stored settings): the page is painted from the pre-rendered HTML.
    const { page, context, errors } = await newPage(browser);
    // The app's entry script waits until the form has been filled in and submitted.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByPlaceholder(/请输入用户名|enter username/).fill('admin');
    await page.getByPlaceholder(/请输入密码|enter password/).fill('123456');
    await page.getByTestId('login-submit').click();
    // Held back, not a reload that would lose what was typed.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-submit-waiting'))).toBe(true);
    release();
    await page.waitForURL('**/home');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server error for a wrong password and stays on /login', async () => {
    const { page, context } = await englishPage();
    await page.goto('/login');
    await page.getByPlaceholder('enter username').fill('admin');
    await page.getByPlaceholder('enter password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.getByText('Wrong user name or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('gives admin and demo different menus, and logging out and in rebuilds them without a reload', async () => {
    const { page, context, errors } = await englishPage();
    await login(page, 'admin');
    expect(await menuTexts(page)).toEqual(expect.arrayContaining(['Home', 'IoT', 'System settings', 'Demos']));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await page.getByTestId('user-menu').hover();
    await page.getByText('Log out').click();
    await page.getByText('This operation will log out. Do you want to continue?').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/login');
    await login(page, 'demo');
    const demoMenus = await menuTexts(page);
    expect(demoMenus).toEqual(expect.arrayContaining(['Home', 'IoT']));
    expect(demoMenus).not.toContain('System settings');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // Admin-only pages are not routes for demo.
    await page.goto('/system/auth/menuList');
    await page.getByTestId('not-found').getByText('Wrong address input, please re-enter the address~').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows not-found for an unknown path and "page not available" for a menu without a view', async () => {
    // Every seeded menu has a view now; a menu added with a component nobody wrote has none.
    await api('POST', 'system/menu/add', {
      menuType: 1,
      pid: 0,
      name: 'api/v1/e2e/noView',
      menuName: 'No view',
      path: '/e2e/no-view',
      component: 'e2e/noView/index',
      isHide: 1,
    });
    const { page, context } = await englishPage();
    await login(page, 'admin');
    await page.goto('/no/such/page');
    await page.getByTestId('not-found').getByText('Wrong address input, please re-enter the address~').waitFor();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL('**/home');
    await page.goto('/e2e/no-view');
    await page.getByTestId('page-unavailable').waitFor();
    await context.close();
  });

  it('opens the 401 dialog when the session dies, then clears storage and returns to login', async () => {
    const { page, context } = await englishPage();
    await login(page, 'admin');
    // Revoke the session behind the console's back.
    await page.evaluate(async () => {
      const token = document.cookie.match(/token=([^;]+)/)![1];
      await fetch('/api/v1/system/logout', { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
    });
    // A new tab has the cookie but no sessionStorage, so it asks the server for the menus.
    const tab = await context.newPage();
    await tab.goto('/home');
    await tab.getByText('Login status expired, please log in again').waitFor();
    await tab.getByRole('button', { name: 'OK' }).click();
    await tab.waitForURL(/\/login/);
    expect(await tab.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await tab.evaluate(() => document.cookie.includes('token='))).toBe(false);
    await context.close();
  });

  it('shows the 401 page with its re-authorise button', async () => {
    const { page, context } = await englishPage();
    await login(page, 'demo');
    await page.goto('/401');
    await page.getByText('You are not authorized to operate~').waitFor();
    await page.getByRole('button', { name: 'Re-authorise' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
