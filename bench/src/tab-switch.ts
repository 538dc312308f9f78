import type { Browser } from 'playwright-core';

/**
 * Median time from clicking a tab to the next painted frame showing that page, switching 20 times
 * between two kept-alive pages (menus and dictionaries).
 */
export async function measureTabSwitch(browser: Browser, baseUrl: string): Promise<{ median: number; max: number }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder(/请输入用户名|enter username/).fill('admin');
  await page.getByPlaceholder(/请输入密码|enter password/).fill('123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/home');
  for (const path of ['/system/auth/menuList', '/system/dict/type/list']) {
    await page.evaluate((p) => {
      history.pushState({}, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // Its tab appears once its page is committed (a navigation superseded before that gets none).
    await page.locator(`[data-region="tags-view"] [data-tag="${path}"]`).waitFor();
    await page.locator('[data-region="main"] table:visible').first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  // No named helpers inside: the bench runs through tsx, whose name-keeping wrappers do not exist in the page.
  const times = await page.evaluate(async () => {
    const paths = ['/system/auth/menuList', '/system/dict/type/list'];
    const out: number[] = [];
    for (let i = 0; i < 20; i++) {
      const path = paths[i % 2];
      const tab = document.querySelector<HTMLElement>(`[data-region="tags-view"] [data-tag="${path}"]`)!;
      const t0 = performance.now();
      tab.click();
      while (location.pathname !== path) await new Promise((r) => setTimeout(r, 0));
      await new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      out.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
    return out;
  });
  await context.close();
  const sorted = [...times].sort((a, b) => a - b);
  return { median: (sorted[9] + sorted[10]) / 2, max: sorted[19] };
}
