import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launch } from '../browser';

// The console as someone on another computer opens it: by a host name, over plain HTTP.
const host = 'console.test';
let browser: Browser;
beforeAll(async () => {
  browser = await launch([`--host-resolver-rules=MAP ${host} 127.0.0.1`]);
});
afterAll(() => browser?.close());

describe('delivery', () => {
  it('works through a host name that is not localhost, over plain HTTP, with no failed request', async () => {
    const base = `http://${host}:${inject('port')}`;
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const failed: string[] = [];
    const errors: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.url()} ${r.status()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    // Typing into the pre-rendered form before the app is live is the login spec's (and earlyInput's)
    // subject; here the page is first let settle, so a slow machine cannot turn it into a race.
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByPlaceholder(/请输入用户名/).fill('admin');
    await page.getByPlaceholder(/请输入密码/).fill('123456');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('greeting').waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).host).toBe(`${host}:${inject('port')}`);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints the login card from the HTML before any script runs, then hydrates it', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    // No JavaScript at all: the card, its fields and its button are already there and styled.
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('物联网平台');
    const buttonColour = await page.getByTestId('login-submit').evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(buttonColour).toBe('rgb(1, 105, 255)');
    // Only the rules the markup uses are inlined (build/prerender.ts): they must all have survived.
    const field = await page
      .locator('.ant-input-affix-wrapper')
      .first()
      .evaluate((el) => ({ display: getComputedStyle(el).display, radius: getComputedStyle(el).borderRadius }));
    expect(field).toEqual({ display: 'inline-flex', radius: '8px' });
    await context.close();

    // With JavaScript: React takes over the same markup (no re-render warning) and it responds.
    const live = await browser.newContext({ baseURL: inject('baseUrl') });
    const livePage = await live.newPage();
    const errors: string[] = [];
    livePage.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await livePage.goto('/login', { waitUntil: 'networkidle' });
    // Hydration yields to the browser: the tab answers a click once React has claimed its element.
    await expect
      .poll(() =>
        livePage
          .getByRole('tab')
          .nth(1)
          .evaluate((tab) => Object.keys(tab).some((k) => k.startsWith('__reactFiber'))),
      )
      .toBe(true);
    // A click that lands while the root is still committing is React's to drop: click until taken.
    await expect
      .poll(async () => {
        await livePage.getByRole('tab').nth(1).click();
        return livePage.getByRole('tab').nth(1).getAttribute('aria-selected');
      })
      .toBe('true');
    // States the pre-rendered page never showed are styled too: the app brings antd's full styles.
    await livePage.getByRole('tab').first().click();
    await livePage.getByPlaceholder('请输入用户名').fill('');
    await livePage.getByTestId('login-submit').click();
    const errorField = livePage.locator('.ant-input-affix-wrapper.ant-input-status-error').first();
    await errorField.waitFor();
    const errorText = livePage.locator('form [role="alert"]').first();
    // The field's border takes the error colour, as the message under it does.
    await expect
      .poll(async () => {
        const border = await errorField.evaluate((el) => getComputedStyle(el).borderColor);
        return border === (await errorText.evaluate((el) => getComputedStyle(el).color));
      })
      .toBe(true);
    expect(errors).toEqual([]);
    await live.close();
  });

  it('renders afresh, in the stored language, for a visitor whose settings differ from the pre-rendered page', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') });
    await context.addInitScript(() => localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' })));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByPlaceholder('enter username').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('IoT platform');
    expect(errors).toEqual([]);
    await context.close();
  });
});
