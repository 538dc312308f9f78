import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, login } from '../browser';
import { api } from '../iotApi';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's critical and serious findings on what the page shows now, one line each. */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (selector) => {
    type Result = { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] };
    const axe = (window as unknown as { axe: { run(ctx: Node): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(selector ? document.querySelector(selector)! : document);
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary.replace(/\s+/g, ' ')})`));
  }, within);
}

// Visible ones: pages kept alive behind other tabs keep theirs in the document, hidden.
const h1s = (page: Page) => page.locator('h1:visible').allInnerTexts();

/** WCAG contrast of two opaque 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const lum = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The focus indicator of `selector` (else the focused element): its outline, or where it has none
 * its box shadow (antd's inputs and pickers), and its contrast with the first opaque background
 * behind it.
 */
async function focusIndicator(page: Page, selector?: string) {
  // Rings fade in (antd's transitions): read them once nothing moves.
  await nothingMoves(page);
  const found = await page.evaluate((sel) => {
    const el = (sel ? document.querySelector(sel) : document.activeElement) as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const colour = outlined ? style.outlineColor : (/rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '');
    const width = outlined ? parseFloat(style.outlineWidth) : Number(/(\d+)px\s*$/.exec(style.boxShadow)?.[1] ?? 0);
    let behind: Element | null = el.parentElement;
    let background = 'rgb(255, 255, 255)';
    for (; behind; behind = behind.parentElement) {
      const bg = getComputedStyle(behind).backgroundColor;
      if (bg && !/rgba\(.*,\s*0\)$/.test(bg) && bg !== 'transparent') {
        background = bg;
        break;
      }
    }
    return { colour, width, background };
  }, selector);
  expect(found, `focus indicator of ${selector ?? 'the focused element'}`).not.toBeNull();
  const { colour, width, background } = found!;
  // A translucent ring shows mixed with what is behind it: none of ours is.
  expect(colour, 'an opaque ring').toMatch(/^rgb\(/);
  return { colour, width, background, ratio: contrast(colour, background) };
}

/**
 * A page of its own, signed in as admin in English, light or dark (axe injected as the file's page
 * allows): the checks below do not depend on where the menu walk left the shared page.
 */
async function ownPage(dark: boolean) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    bypassCSP: true,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(
    (isIsDark) => localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en', isIsDark })),
    dark,
  );
  const page = await context.newPage();
  await login(page, 'admin');
  return { page, context };
}

/** Moves focus onto `target` by the keyboard (focus rings show for keyboard focus only). */
async function tabOnto(page: Page, target: ReturnType<Page['locator']>) {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Stores light or dark in the themeConfig key (as the drawer does) and reloads. */
async function setDark(page: Page, dark: boolean) {
  await page.evaluate((isIsDark) => {
    const config = JSON.parse(localStorage.getItem('themeConfig') ?? '{}');
    localStorage.setItem('themeConfig', JSON.stringify({ ...config, isIsDark }));
  }, dark);
  await page.reload();
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');

// One context and one login for the whole file: the screens are visited in sequence.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  // The console's CSP refuses inline scripts; axe is injected as one.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    bypassCSP: true,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('themeConfig')) localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' }));
  });
  page = await context.newPage();
});
afterAll(() => browser?.close());

/**
 * Every page the admin's menu leads to (hidden ones too, such as a product's detail, with a real
 * id), in the menu's order; links and embedded sites are left out: they are not our pages.
 */
async function menuPages(): Promise<string[]> {
  const { menuList } = (await api('GET', 'system/user/getUserMenus', { withHome: 1 })) as { menuList: MenuNode[] };
  const { product } = (await api('GET', 'product/page_list', { pageNum: 1, pageSize: 1 })) as {
    product: { key: string }[];
  };
  const { device } = (await api('GET', 'product/device/page_list', { pageNum: 1, pageSize: 1 })) as {
    device: { key: string }[];
  };
  // Detail pages take a key; the dictionary page a type; the demo's parameter pages anything.
  const params: Record<string, string> = { dictType: 'sys_normal_disable', t: 'demo', tagsViewName: 'demo' };
  const fill = (path: string) =>
    path.replace(/:(\w+)/g, (_, name: string) =>
      name === 'id'
        ? path.startsWith('/iot/device')
          ? device[0].key
          : path.startsWith('/iot/product')
            ? product[0].key
            : '1'
        : (params[name] ?? name),
    );
  const pages: string[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children);
      else if (node.path && !node.meta?.isLink && !node.meta?.isIframe) pages.push(fill(node.path));
    }
  };
  walk(menuList);
  return pages;
}

type MenuNode = { path: string; meta?: { isLink?: string; isIframe?: boolean }; children?: MenuNode[] };

/** Opens a page and waits until it has loaded what it shows (no request out, no spinner). */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-region="main"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await stillContent(page);
}

/** No spinner in the main region, nothing moving: the page slides and fades in (route animation). */
async function stillContent(page: Page) {
  await page.locator('[data-region="main"] .ant-spin-spinning:visible').first().waitFor({ state: 'detached' });
  await nothingMoves(page);
}

/** No animation or transition running in the document (spinners, which never end, aside). */
async function nothingMoves(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Counts the page's requests in flight (the live socket is not one), so a client-side navigation
 * can be waited out: a reload per page would measure the boot 75 times instead of the screens.
 */
function requestsInFlight(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const start = () => {
    inFlight += 1;
    changed = Date.now();
  };
  const end = () => {
    inFlight -= 1;
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { quietFor: (ms: number) => inFlight === 0 && Date.now() - changed >= ms };
}

/** Goes to `path` as the router does on Back or Forward, then waits for requests and spinners. */
async function navigateSettled(page: Page, requests: ReturnType<typeof requestsInFlight>, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router renders the new page in a transition, the old one staying on screen meanwhile: the
  // page is there once the selected tab is the location's (after any redirect), or none is selected
  // (a directory's own page has no tab).
  await page.waitForFunction(() => {
    const tab = document.querySelector('[data-region="tags-view"] [role="tab"][aria-selected="true"]');
    return !tab || tab.getAttribute('data-tag') === location.pathname + location.search;
  });
  await expect.poll(() => requests.quietFor(300), { interval: 50 }).toBe(true);
  await stillContent(page);
}

/**
 * Every menu page, and the settings drawer: their serious axe findings and their h1s (one each).
 * The first page is checked whole (the shell around every page); the rest by their main region,
 * reached as a user does, without a reload.
 */
async function consoleScreens(page: Page) {
  const found: Record<string, string[]> = {};
  const headings: Record<string, number> = {};
  const titles = new Set<string>();
  const pages = await menuPages();
  expect(pages.length).toBeGreaterThan(50);
  const requests = requestsInFlight(page);
  for (const [index, path] of pages.entries()) {
    // A fresh document every ten pages: kept-alive pages pile up hidden, and axe walks them too.
    if (index % 10 === 0) await openSettled(page, path);
    else await navigateSettled(page, requests, path);
    const violations = await seriousViolations(page, index > 0 ? '[data-region="main"]' : undefined);
    if (violations.length) found[path] = violations;
    const h1 = await h1s(page);
    if (h1.length !== 1) headings[path] = h1.length;
    titles.add(h1.join());
  }
  // Each page names itself: as many titles as pages shows the walk reached every one.
  expect(titles.size, [...titles].join(' | ')).toBeGreaterThan(pages.length * 0.9);
  await openSettled(page, '/personal');
  await page.getByLabel('Layout settings').first().click();
  await page.locator('[data-region="settings-drawer"]').waitFor();
  const drawer = await seriousViolations(page);
  if (drawer.length) found.drawer = drawer;
  expect(found).toEqual({});
  expect(headings).toEqual({});
}

describe('accessibility (axe-core: no critical or serious finding; one h1 per page)', () => {
  it('login page, light and dark', async () => {
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await h1s(page)).toEqual(['IoT platform']);
    await setDark(page, true);
    await page.getByTestId('login-submit').waitFor();
    expect(await theme(page)).toBe('dark');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('every menu page and the settings drawer, dark and light (side by side)', async () => {
    await login(page, 'admin');
    expect(await theme(page)).toBe('dark');
    const light = await browser.newContext({
      baseURL: baseUrl(),
      bypassCSP: true,
      viewport: { width: 1440, height: 900 },
    });
    await light.addInitScript(() =>
      localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en', isIsDark: false })),
    );
    const lightPage = await light.newPage();
    await login(lightPage, 'admin');
    expect(await theme(lightPage)).toBe('light');
    await Promise.all([consoleScreens(page), consoleScreens(lightPage)]);
    await light.close();
  }, 400_000);

  it('keyboard focus shows at 3:1: buttons, the department tree, range pickers (light and dark; issue 23)', async () => {
    for (const dark of [false, true]) {
      const { page, context } = await ownPage(dark);
      await openSettled(page, '/system/auth/user/list');
      const search = page.locator('[data-region="main"]').getByRole('button', { name: /^(search )?Search$/ });
      await tabOnto(page, search);
      const button = await focusIndicator(page);
      expect(button.width, `button ring (${dark ? 'dark' : 'light'})`).toBeGreaterThanOrEqual(2);
      expect(button.ratio, `button ring ${button.colour} on ${button.background}`).toBeGreaterThanOrEqual(3);

      // The tree takes focus as a whole and rings its active node (the first, or the selected).
      await tabOnto(page, page.getByRole('tree'));
      const node = await focusIndicator(page, '[role="tree"] .ant-tree-treenode-active .ant-tree-node-content-wrapper');
      expect(node.width, 'tree node ring').toBeGreaterThanOrEqual(2);
      expect(node.ratio, `tree node ring ${node.colour} on ${node.background}`).toBeGreaterThanOrEqual(3);

      await openSettled(page, '/iot/alarm/log');
      await tabOnto(page, page.locator('[data-region="main"] .ant-picker-range input').first());
      const picker = await focusIndicator(page, '[data-region="main"] .ant-picker-range');
      expect(picker.width, 'range picker halo').toBeGreaterThanOrEqual(2);
      expect(picker.ratio, `range picker halo ${picker.colour} on ${picker.background}`).toBeGreaterThanOrEqual(3);
      await context.close();
    }
  }, 120_000);

  it("the bell's open panel passes axe: its notices are list items (issue 23)", async () => {
    await api('POST', 'system/sysNotice/add', {
      title: 'Maintenance tonight',
      type: 1,
      content: '<p>The console is down from 22:00.</p>',
      status: 1,
      tag: 0,
    });
    for (const dark of [false, true]) {
      const { page, context } = await ownPage(dark);
      await openSettled(page, '/home');
      await page.getByRole('button', { name: 'Notifications' }).click();
      const panel = page.getByTestId('notice-panel');
      await panel.getByText('Maintenance tonight').waitFor();
      expect(await panel.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('the skip link is the first Tab stop and leads to the main region', async () => {
    await page.goto('/system/auth/menuList');
    await page.locator('[data-region="main"] table').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    const box = await page.getByRole('link', { name: 'Skip to content' }).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0); // shown while focused
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-region'))).toBe('main');
    // The next Tab goes into the page, past the menus and the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-region="main"]'))).toBe(true);
  });

  it('open tabs switch with the arrow keys and Enter; colour pickers open from the keyboard', async () => {
    // The drawer from the screens above may still be open or closing: start from it closed and
    // settled, so the keys below reach a tab and a picker that is not moving.
    const drawer = page.locator('[data-region="settings-drawer"]');
    if (await drawer.isVisible()) await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('[data-region="tags-view"] [role="tab"][aria-selected="true"]').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await page.getByLabel('Layout settings').first().click();
    await drawer.waitFor();
    await page.locator('.ant-drawer-content-wrapper:not([class*="-motion"])').waitFor();
    const primary = page.getByRole('button', { name: 'Primary colour' });
    expect(await primary.evaluate((el) => el.tabIndex)).toBe(0);
    await primary.focus();
    await page.keyboard.press('Enter');
    expect(await primary.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.ant-color-picker-inner').waitFor();
  });
});
