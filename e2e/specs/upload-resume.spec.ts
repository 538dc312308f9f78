import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A PNG by its structure with `size` random bytes of image data: new content on every run. */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', Buffer.from('00000100000001000806000000', 'hex')),
    chunk('IDAT', randomBytes(size)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TUS = '/api/v1/system/upload/tus';
const tusAnswer = (page: Page, method: string, status: number) =>
  page.waitForResponse((r) => r.url().includes(`${TUS}/`) && r.request().method() === method && r.status() === status);

describe('resumable upload', () => {
  it('a large file cut off by a reload resumes from the server offset and is listed once', async () => {
    const { page } = await signedIn(browser);
    const name = `e2e-big-${Date.now()}.png`;
    const file = { name, mimeType: 'image/png', buffer: png(5 * 1024 * 1024) };
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(TUS)) sent.push(r.method());
    });
    const chooseFile = async () => {
      await page.locator('[data-region="main"] .ant-table').first().waitFor();
      await page.getByRole('button', { name: /Upload a large file$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.locator('input[type=file]').setInputFiles(file);
      return dialog;
    };
    await page.goto('/system/sysAttachment/list');

    // The connection is lost after the first 2 MiB part: the later parts never reach the server.
    let parts = 0;
    const cut = `**${TUS}/*`;
    await page.route(cut, (route) =>
      route.request().method() === 'PATCH' && ++parts > 1 ? route.abort('connectionreset') : route.continue(),
    );
    const firstPart = tusAnswer(page, 'PATCH', 204);
    await chooseFile();
    const offset = Number((await firstPart).headers()['upload-offset']);
    expect(offset).toBe(2 * 1024 * 1024);
    await page.reload();
    await page.unroute(cut);

    // The same file again: the browser finds its upload, asks the server's offset and goes on from there.
    const head = tusAnswer(page, 'HEAD', 200);
    const last = tusAnswer(page, 'PATCH', 200);
    const dialog = await chooseFile();
    expect(Number((await head).headers()['upload-offset'])).toBe(offset);
    expect((await (await last).json()).data).toMatchObject({ name, size: file.buffer.length });
    expect(sent.filter((m) => m === 'POST')).toHaveLength(1);
    await dialog.getByText(`${name} uploaded`).waitFor();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    await page.locator('tr', { hasText: name }).first().waitFor();
    expect(await page.locator('tr', { hasText: name }).count()).toBe(1);
  });
});
