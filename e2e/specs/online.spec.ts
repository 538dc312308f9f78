import type { Browser, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signedIn, login } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('online users', () => {
  it('an administrator forces another browser out: it lands on the login page', async () => {
    const admin = await signedIn(browser);
    const other = await newPage(browser);
    await other.context.addInitScript(() => {
      if (!localStorage.getItem('themeConfig'))
        localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' }));
    });
    // The forced-out notice comes over the live channel: wait for it to be open.
    const socket = new Promise<WebSocket>((resolve) => other.page.on('websocket', resolve));
    await login(other.page, 'demo');
    await socket;

    await admin.page.goto('/system/monitor/userOnlie');
    const ownRow = admin.page.locator('tr', { hasText: 'This session' });
    await ownRow.waitFor();
    expect(await ownRow.getByRole('button', { name: /Force out/ }).count()).toBe(0);
    const demoRow = admin.page.locator('tr', { hasText: 'demo' }).first();
    await demoRow.getByRole('button', { name: /Force out/ }).click();
    await admin.page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await admin.page.getByText('Logged out').waitFor();

    // The other browser is told at once (no call of its own needed) and goes to the login page.
    const dialog = other.page.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await other.page.waitForURL(/\/login(\?|$)/);
    await other.page.getByTestId('login-submit').waitFor();

    await admin.context.close();
    await other.context.close();
  }, 120_000);
});
