import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, newPage } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('menu management', () => {
  it('adds a menu through the UI; it is in the console menu at once and after a reload', async () => {
    const { page, context, errors } = await newPage(browser);
    await context.addInitScript(() => {
      if (!localStorage.getItem('themeConfig'))
        localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' }));
    });
    await login(page, 'admin');
    await page.goto('/system/auth/menuList');
    await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Menu', { exact: true }).click();
    await dialog.getByLabel('Menu title').fill('E2E page');
    await dialog.getByLabel('Permission').fill('e2e/page');
    await dialog.getByLabel('Route path').fill('/e2e-page');
    await dialog.getByLabel('Component path').fill('home/index');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const menu = page.locator('[data-layout] .ant-menu-title-content', { hasText: 'E2E page' });
    await menu.first().waitFor();
    await page.reload();
    await menu.first().waitFor();
    await menu.first().click();
    await page.waitForURL('**/e2e-page');
    await page.getByTestId('greeting').waitFor();
    // Refused input keeps the dialog open with what was typed.
    await page.goto('/system/auth/menuList');
    await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
    await dialog.getByLabel('Menu title').fill('Duplicate');
    await dialog.getByLabel('Permission').fill('e2e/page');
    await dialog.getByLabel('Route path').fill('/e2e-dup');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A rule with this name already exists').waitFor();
    expect(await dialog.getByLabel('Menu title').inputValue()).toBe('Duplicate');
    expect(errors).toEqual([]);
    await context.close();
  });
});
