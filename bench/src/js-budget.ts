import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

const dist = new URL('../../web/dist', import.meta.url).pathname;

/** gzip bytes of the built file behind a script URL (what a compressing proxy would send). */
function gzipBytes(url: string): number {
  const file = `${dist}${new URL(url).pathname}`;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** JS the browser loads before /login is usable, and in total to show /home after logging in. */
export async function measureJs(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByTestId('login-submit').waitFor();
  const loginScripts = new Set(scripts);
  const loginBytes = [...scripts].reduce((n, u) => n + gzipBytes(u), 0);
  await page.getByPlaceholder(/请输入用户名|enter username/).fill('admin');
  await page.getByPlaceholder(/请输入密码|enter password/).fill('123456');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('greeting').waitFor();
  await page.waitForLoadState('networkidle');
  const homeBytes = [...scripts].reduce((n, u) => n + gzipBytes(u), 0);
  await context.close();
  // Per file, largest first, for `BENCH_JS_DETAIL=1`: where the bytes go.
  const detail = [...scripts]
    .map((u) => ({ file: new URL(u).pathname, bytes: gzipBytes(u), login: loginScripts.has(u) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { loginBytes, homeBytes, files: scripts.size, detail };
}
