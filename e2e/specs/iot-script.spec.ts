import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedIn } from '../browser';
import { makeProduct } from '../iotApi';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the script test panel', () => {
  it('runs the script on a pasted payload and shows the result, or the error of a script that throws', async () => {
    const { productKey } = await makeProduct(0);
    const { page, errors } = await signedIn(browser);
    await page.goto(`/iot/product/detail/${productKey}`);
    await page.getByRole('tab', { name: 'Payload script' }).click();
    const payload = { id: '1', version: '1.0', method: 'thing.event.property.post', params: { temperature: 21 } };
    await page.getByLabel('Input payload').fill(JSON.stringify(payload));
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByLabel('Result').textContent()).toContain('"temperature": 21');

    // A script that throws: its message shows, no result.
    const editor = page.locator('.cm-content');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await editor.fill("function parse(data) { throw new Error('bad payload ' + data.length) }");
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByText('The script failed').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/bad payload \d+/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
