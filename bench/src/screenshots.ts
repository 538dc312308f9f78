// `npm run screenshots`: logs in to a fresh server and saves each layout, light and dark, desktop
// and phone, to docs/screenshots (or SHOTS_DIR). LAYOUTS, PAGES, WIDTHS and DARK narrow it down;
// BASE_URL shoots a server that is already running (with devices reporting, say) instead of a fresh one.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from '../../e2e/chromium.ts';
import { startServer } from '../../e2e/server.ts';

const out = process.env.SHOTS_DIR ?? new URL('../../docs/screenshots', import.meta.url).pathname;
const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean);
const layouts = list('LAYOUTS', 'golink,classic,defaults,transverse,columns');
const pages = list('PAGES', '/system/auth/menuList');
const widths = list('WIDTHS', '1366,390').map(Number);
const darks = list('DARK', '0,1').map((x) => x === '1');

mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'iot-shots-'));
const port = 19600 + Math.floor(Math.random() * 300);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
const server = process.env.BASE_URL ? undefined : await startServer({ port, dataDir });
const browser = await launch();
try {
  for (const layout of layouts)
    for (const dark of darks)
      for (const width of widths) {
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: Number(process.env.HEIGHT) || (width < 600 ? 800 : 820) },
        });
        await context.addInitScript(
          ([d, l]) => {
            if (!localStorage.getItem('themeConfig'))
              localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en', isIsDark: d, layout: l }));
          },
          [dark, layout] as const,
        );
        const page = await context.newPage();
        page.on('pageerror', (e) => console.log('page error:', e.message));
        await page.goto('/login');
        await page.getByPlaceholder('enter username').fill(process.env.USER_NAME ?? 'admin');
        await page.getByPlaceholder('enter password').fill('123456');
        await page.getByTestId('login-submit').click();
        await page.waitForURL('**/home');
        for (const path of pages) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          const name = `${layout}${path.replace(/\W+/g, '-')}-${dark ? 'dark' : 'light'}-${width}.png`;
          await page.screenshot({ path: join(out, name) });
          console.log(join(out, name));
        }
        await context.close();
      }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
