import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, login } from '../browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's critical and serious findings on what the page shows now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] };
    const axe = (window as unknown as { axe: { run(ctx: Node): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary.replace(/\s+/g, ' ')})`));
  });
}

const h1s = (page: Page) => page.locator('h1').allInnerTexts();

/** Stores light or dark in the themeConfig key (as the drawer does) and reloads. */
async function setDark(page: Page, dark: boolean) {
  await page.evaluate((isIsDark) => {
    const config = JSON.parse(localStorage.getItem('themeConfig') ?? '{}');
    localStorage.setItem('themeConfig', JSON.stringify({ ...config, isIsDark }));
  }, dark);
  await page.reload();
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');

// One context and one login for the whole file: the screens are visited in sequence.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  // The console's CSP refuses inline scripts; axe is injected as one.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    bypassCSP: true,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('themeConfig')) localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' }));
  });
  page = await context.newPage();
});
afterAll(() => browser?.close());

/** Each console screen: its serious axe findings and its h1s. */
async function consoleScreens() {
  const found: Record<string, string[]> = {};
  const headings: Record<string, string[]> = {};
  const check = async (screen: string) => {
    found[screen] = await seriousViolations(page);
    headings[screen] = await h1s(page);
  };
  const open = async (path: string, ready: string) => {
    await page.goto(path);
    await page.locator(`[data-region="main"] ${ready}`).first().waitFor();
  };
  await open('/home', '[data-testid="greeting"]');
  await check('home');
  await open('/system/auth/menuList', 'table');
  await check('menus');
  await open('/system/dict/type/list', 'table');
  await check('dictionaries');
  await open('/personal', 'form');
  await check('personal');
  await page.getByLabel('Layout settings').first().click();
  await page.locator('[data-region="settings-drawer"]').waitFor();
  await check('drawer');
  expect(found).toEqual({ home: [], menus: [], dictionaries: [], personal: [], drawer: [] });
  expect(headings).toEqual({
    home: ['Home'],
    menus: ['Menus'],
    dictionaries: ['Dictionaries'],
    personal: ['Personal centre'],
    drawer: ['Personal centre'],
  });
}

describe('accessibility (axe-core: no critical or serious finding; one h1 per page)', () => {
  it('login page, light and dark', async () => {
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await h1s(page)).toEqual(['IoT platform']);
    await setDark(page, true);
    await page.getByTestId('login-submit').waitFor();
    expect(await theme(page)).toBe('dark');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('home, menus, dictionaries, personal centre and the settings drawer, dark', async () => {
    await login(page, 'admin');
    expect(await theme(page)).toBe('dark');
    await consoleScreens();
  });

  it('the same screens, light', async () => {
    await setDark(page, false);
    await page.getByTestId('greeting').or(page.locator('[data-region="main"] form')).first().waitFor();
    expect(await theme(page)).toBe('light');
    await consoleScreens();
  });

  it('the skip link is the first Tab stop and leads to the main region', async () => {
    await page.goto('/system/auth/menuList');
    await page.locator('[data-region="main"] table').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    const box = await page.getByRole('link', { name: 'Skip to content' }).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0); // shown while focused
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-region'))).toBe('main');
    // The next Tab goes into the page, past the menus and the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-region="main"]'))).toBe(true);
  });

  it('open tabs switch with the arrow keys and Enter; colour pickers open from the keyboard', async () => {
    // The drawer from the screens above may still be open or closing: start from it closed and
    // settled, so the keys below reach a tab and a picker that is not moving.
    const drawer = page.locator('[data-region="settings-drawer"]');
    if (await drawer.isVisible()) await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('[data-region="tags-view"] [role="tab"][aria-selected="true"]').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await page.getByLabel('Layout settings').first().click();
    await drawer.waitFor();
    await page.locator('.ant-drawer-content-wrapper:not([class*="-motion"])').waitFor();
    const primary = page.getByRole('button', { name: 'Primary colour' });
    expect(await primary.evaluate((el) => el.tabIndex)).toBe(0);
    await primary.focus();
    await page.keyboard.press('Enter');
    expect(await primary.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.ant-color-picker-inner').waitFor();
  });
});
