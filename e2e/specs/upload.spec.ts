import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// A 1×1 PNG, named with a unique name so this run's row is the one found.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('uploads', () => {
  it('an image uploaded on the attachment page is listed and its preview loads', async () => {
    const { page } = await signedIn(browser);
    const name = `e2e-${Date.now()}.png`;
    await page.goto('/system/sysAttachment/list');
    await page.locator('[data-region="main"] .ant-table').first().waitFor();
    await page.getByRole('button', { name: /Upload images$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/system/upload/singleImg'));
    await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    expect((await (await answer).json()).code).toBe(0);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    const row = page.locator('tr', { hasText: name });
    await row.waitFor();
    const img = row.getByRole('img', { name });
    await img.waitFor();
    // The thumbnail really loaded from /upload_file/... (naturalWidth is 0 for a broken image).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
    const src = await img.getAttribute('src');
    expect(src).toMatch(/^\/upload_file\/\d{4}-\d\d-\d\d\/[0-9a-f]{32}\.png$/);
    const res = await page.request.get(src!);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });
});
