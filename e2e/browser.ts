import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launch } from './chromium';

export const baseUrl = () => inject('baseUrl');

/** A fresh context (own cookies and storage) whose page records console errors. */
export async function newPage(browser: Browser, opts: { viewport?: { width: number; height: number } } = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? { width: 1366, height: 850 },
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Logs in through the form and waits for the home page. */
export async function login(page: Page, username: string, password = '123456') {
  // Already on /login (e.g. after logging out) stays a client-side navigation: no reload.
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByPlaceholder(/enter username|请输入用户名/).fill(username);
  await page.getByPlaceholder(/enter password|请输入密码/).fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/home');
  await page.getByTestId('greeting').waitFor();
}

/**
 * A fresh page signed in as `user` whose first stored settings are English plus `settings` (stored
 * before the console starts, so it starts with them; later changes in the page are kept).
 */
export async function signedIn(
  browser: Browser,
  settings: Record<string, unknown> = {},
  opts: { user?: string; viewport?: { width: number; height: number } } = {},
) {
  const p = await newPage(browser, { viewport: opts.viewport });
  await p.context.addInitScript((s) => {
    if (!localStorage.getItem('themeConfig'))
      localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en', ...s }));
  }, settings);
  await login(p.page, opts.user ?? 'admin');
  return p;
}

/**
 * The open dialog once its opening zoom has finished: a click while it still moves can land beside
 * its target (a select's option missed, so the field it enables stayed disabled: once in CI).
 */
export async function settledDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.evaluate((el) =>
    Promise.all(
      (el.closest('.ant-modal-wrap') ?? el)
        .getAnimations({ subtree: true })
        // A spinner inside turns forever; only the finite opening motion is waited for.
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return dialog;
}

/** Picks the option titled `title` in the select list now open (never one of a closed list). */
export async function pickOpenOption(page: Page, title: string | RegExp) {
  await page.locator('.ant-select-dropdown:visible').getByTitle(title).click();
}
