// The demo tree (issue 15): every leaf the server's menus give the admin opens its page, with no
// "page not available" and no console error; the route-parameter demos name their tabs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedIn } from '../browser';

interface MenuNode {
  path: string;
  component: string;
  meta: { isHide: boolean; isLink: string; isIframe: boolean };
  children?: MenuNode[];
}

let browser: Browser;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launch();
  ({ page, errors } = await signedIn(browser));
});
afterAll(() => browser?.close());

/** The visible leaves under /demo, from the menus the server gave this session (not a list of our own). */
async function demoLeaves(): Promise<MenuNode[]> {
  const menus = await page.evaluate(() => JSON.parse(sessionStorage.getItem('userMenu') ?? '[]') as unknown);
  const leaves = (nodes: MenuNode[]): MenuNode[] =>
    nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : n.meta.isHide ? [] : [n]));
  const demo = (menus as MenuNode[]).find((m) => m.path === '/demo');
  return demo ? leaves(demo.children ?? []) : [];
}

// What shows that a page has its content: a card, a result, a table, a form, a chart or an iframe.
const CONTENT = '.ant-card, .ant-result, .ant-table, form, canvas, iframe';

/** Opens a path and waits for its content in the main region; answers what went wrong, if anything. */
async function visit(path: string, external: boolean): Promise<string[]> {
  errors.length = 0;
  await page.goto(path);
  const main = page.locator('[data-region="main"]');
  await main.locator(CONTENT).first().waitFor({ timeout: 20000 });
  const problems: string[] = [];
  if (await main.getByTestId('page-unavailable').count()) problems.push('page not available');
  await page.waitForTimeout(300);
  // An embedded or linked outside site may fail to load without network, and its own scripts may
  // fail in the sandboxed frame (no storage there): neither is the console's error.
  problems.push(
    ...errors.filter((e) => !(external && /ant\.design|net::ERR|Failed to load resource|SecurityError/.test(e))),
  );
  return problems;
}

describe('demo tree', { timeout: 600000 }, () => {
  it('opens every leaf of the demo menus with its content and no console errors', async () => {
    const leaves = await demoLeaves();
    expect(leaves.length).toBeGreaterThan(40);
    const found: Record<string, string[]> = {};
    for (const leaf of leaves) {
      const problems = await visit(leaf.path, Boolean(leaf.meta.isLink)).catch((e: Error) => [
        e.message.split('\n')[0],
      ]);
      if (problems.length) found[leaf.path] = problems;
    }
    expect(found).toEqual({});
  });

  it('the dynamic route opens a tab named by its tagsViewName and shows the parameters', async () => {
    await page.goto('/demo/params/dynamic');
    await page.getByLabel('Tab name').fill('Gateway 7');
    await page.getByLabel('Parameter id').fill('42');
    await page.getByRole('button', { name: 'Open the details' }).click();
    await page.waitForURL('**/demo/params/dynamic/details/sagoo-iot/42/Gateway%207');
    await expect.poll(() => page.locator('[role="tab"][aria-selected="true"]').innerText()).toContain('Gateway 7');
    await expect.poll(() => page.getByTestId('param-id').innerText()).toBe('42');
    expect(await page.getByTestId('param-tagsViewName').innerText()).toBe('Gateway 7');
  });

  it('the common route passes its query and names its tab from it', async () => {
    await page.goto('/demo/params/common');
    await page.getByLabel('Tab name').fill('Query tab');
    await page.getByLabel('Parameter id').fill('9');
    await page.getByRole('button', { name: 'Open the details' }).click();
    await page.waitForURL('**/demo/params/common/details?id=9&tagsViewName=Query+tab');
    await expect.poll(() => page.locator('[role="tab"][aria-selected="true"]').innerText()).toContain('Query tab');
    await expect.poll(() => page.getByTestId('param-id').innerText()).toBe('9');
  });
});
