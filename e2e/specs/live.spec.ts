import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login } from '../browser';
import { startServer } from '../server';

// Its own server, so it can be stopped and started again under the clients' feet.
const dataDir = mkdtempSync(join(tmpdir(), 'iot-e2e-live-'));
const port = 19100 + Math.floor(Math.random() * 400);
const baseURL = `http://127.0.0.1:${port}`;
let server: ChildProcess;
let browser: Browser;

const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
};

beforeAll(async () => {
  server = await startServer({ port, dataDir });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

async function english(): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    if (!localStorage.getItem('themeConfig')) localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' }));
  });
  return context.newPage();
}

/** Publishes a notice to everyone through the API, as admin. */
async function publish(admin: Page, title: string) {
  const res = await admin.evaluate(async (t) => {
    const token = decodeURIComponent(document.cookie.match(/token=([^;]+)/)![1]);
    const r = await fetch('/api/v1/system/sysNotice/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: t, type: 1, tag: 2, status: 1, content: `<p>${t}</p>` }),
    });
    return r.json();
  }, title);
  expect(res.code).toBe(0);
}

describe('live channel', () => {
  it('brings a notice published by admin to the demo user within 3 s, and again after a server restart', async () => {
    const admin = await english();
    const demo = await english();
    await login(admin, 'admin');
    await login(demo, 'demo');
    // Let the demo console's socket open.
    await demo.waitForTimeout(1000);

    const t0 = Date.now();
    await publish(admin, 'Maintenance tonight');
    await demo.getByText('Maintenance tonight').first().waitFor({ timeout: 3000 });
    expect(Date.now() - t0).toBeLessThan(3000);

    // The server goes away and comes back on the same port and data: sessions survive in the
    // database, and the console reconnects on its own (retry after 30 s).
    await stop();
    server = await startServer({ port, dataDir });
    await demo.waitForTimeout(33_000);
    await publish(admin, 'Back online');
    await demo.getByText('Back online').first().waitFor({ timeout: 5000 });
  }, 90_000);
});
