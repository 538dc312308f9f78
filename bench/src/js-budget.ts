import type { Browser, CDPSession, Page } from 'playwright-core';

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

/**
 * Every request the page makes, with the bytes that crossed the wire for it (Chromium's
 * encodedDataLength: compressed body plus headers), as `npm start` serves them.
 */
async function recordTransfers(page: Page): Promise<{ cdp: CDPSession; transfers: Transfer[] }> {
  const cdp = await page.context().newCDPSession(page);
  const pending = new Map<string, { url: string; type: string }>();
  const transfers: Transfer[] = [];
  cdp.on('Network.requestWillBeSent', (e) => pending.set(e.requestId, { url: e.request.url, type: e.type ?? '' }));
  cdp.on('Network.loadingFinished', (e) => {
    const req = pending.get(e.requestId);
    if (req) transfers.push({ ...req, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const req = pending.get(e.requestId);
    if (req) transfers.push({ ...req, bytes: 0 });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { cdp, transfers };
}

const jsBytes = (list: Transfer[]) => list.filter((t) => t.type === 'Script').reduce((n, t) => n + t.bytes, 0);

/** JS transferred and requests made before /login is usable, and in total to show /home after logging in. */
export async function measureJs(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const { transfers } = await recordTransfers(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByTestId('login-submit').waitFor();
  const atLogin = [...transfers];
  await page.getByPlaceholder(/请输入用户名|enter username/).fill('admin');
  await page.getByPlaceholder(/请输入密码|enter password/).fill('123456');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('greeting').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const loginUrls = new Set(atLogin.map((t) => t.url));
  // Per file, largest first, for `BENCH_JS_DETAIL=1`: where the bytes go.
  const detail = transfers
    .filter((t) => t.type === 'Script')
    .map((t) => ({ file: new URL(t.url).pathname, bytes: t.bytes, login: loginUrls.has(t.url) }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    loginBytes: jsBytes(atLogin),
    loginRequests: atLogin.length,
    homeBytes: jsBytes(transfers),
    files: detail.length,
    detail,
  };
}

/**
 * Largest contentful paint of a first visit to /login under 4x CPU slowdown and DevTools' "Fast 4G"
 * (9 Mbit/s down, 1.5 Mbit/s up, 165 ms latency), median of `runs` cold loads.
 */
export async function measureLoginLcp(browser: Browser, baseUrl: string, runs = 5): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 165,
      downloadThroughput: (9_000_000 / 8) * 0.9,
      uploadThroughput: (1_500_000 / 8) * 0.9,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByTestId('login-submit').waitFor();
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    out.push(lcp);
    await context.close();
  }
  return out.sort((a, b) => a - b);
}
