import type { Browser, Page } from 'playwright-core';

/** Pages the menu clicks open, cold (their code not loaded yet), menu management among them. */
export const NAV_PATHS = [
  '/system/auth/menuList',
  '/system/dict/type/list',
  '/system/sysNotice/list',
  '/system/sysNotice/show',
  '/iot/device/instance',
];

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, max: sorted.at(-1)!, times };
};

async function login(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder(/请输入用户名|enter username/).fill('admin');
  await page.getByPlaceholder(/请输入密码|enter password/).fill('123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/home');
  await page.waitForLoadState('networkidle');
}

/**
 * From a click on an aside menu item to the painted frame that shows the page's own content (not
 * the loading spinner), for each of NAV_PATHS visited for the first time; the sections are opened
 * before the clock starts.
 */
async function measureMenuClicks(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (const path of NAV_PATHS) {
    const item = page.locator(`[data-region="aside"] li[data-menu-id$="${path}"]`);
    // Open the section (and any directory) that holds the item, unless open already.
    const parents = path.split('/').slice(1, -1);
    for (let attempt = 0; attempt < 5 && !(await item.isVisible()); attempt++) {
      for (let i = 1; i <= parents.length; i++) {
        const title = page.locator(
          `[data-region="aside"] div.ant-menu-submenu-title[data-menu-id$="/${parents.slice(0, i).join('/')}"]`,
        );
        if ((await title.count()) && (await title.first().getAttribute('aria-expanded')) !== 'true')
          await title.first().click();
      }
      await page.waitForTimeout(500);
    }
    await item.waitFor();
    await page.waitForTimeout(300);
    // No named helpers inside: the bench runs through tsx, whose name-keeping wrappers do not exist in the page.
    const ms = await page.evaluate(async (p) => {
      const li = Array.from(document.querySelectorAll<HTMLElement>('[data-region="aside"] li[data-menu-id]')).find(
        (el) => el.dataset.menuId!.endsWith(p),
      )!;
      const t0 = performance.now();
      li.click();
      for (;;) {
        const main = document.querySelector('[data-region="main"]');
        const shown =
          location.pathname === p &&
          Array.from(main?.querySelectorAll<HTMLElement>('.ant-card, table, form, h1, .ant-result') ?? []).some((el) =>
            el.checkVisibility(),
          );
        if (shown) break;
        await new Promise((r) => setTimeout(r, 0));
      }
      await new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - t0;
    }, path);
    times.push(ms);
    await page.waitForLoadState('networkidle');
  }
  return times;
}

/** From a click on the settings button to the painted frame showing the drawer with its first section, 5 times. */
async function measureDrawer(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    // As a user's pointer does, it passes over the button before the click (the drawer's code preloads then).
    await page.locator('[data-region="header"] button:has(.anticon-setting)').first().hover();
    await page.waitForTimeout(150);
    const ms = await page.evaluate(async () => {
      const button =
        document.querySelector<HTMLElement>(
          '[data-region="header"] button[aria-label="布局配置"], [data-region="header"] button[aria-label="Layout settings"]',
        ) ??
        Array.from(document.querySelectorAll<HTMLElement>('[data-region="header"] button')).find((b) =>
          b.querySelector('.anticon-setting'),
        )!;
      const t0 = performance.now();
      button.click();
      for (;;) {
        const drawer = document.querySelector('.ant-drawer-open .ant-drawer-body .ant-color-picker-trigger');
        if (drawer?.checkVisibility()) break;
        await new Promise((r) => setTimeout(r, 0));
      }
      await new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - t0;
    });
    times.push(ms);
    await page.keyboard.press('Escape');
    await page
      .locator('.ant-drawer-open')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.waitForTimeout(400);
  }
  return times;
}

/** Menu click to page shown (cold pages) and settings drawer open, in the enterprise layout at 1440 px. */
export async function measureNavSpeed(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await login(page);
    const menu = stats(await measureMenuClicks(page));
    const drawer = stats(await measureDrawer(page));
    return { menu, drawer };
  } finally {
    await context.close();
  }
}
