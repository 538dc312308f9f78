// The code generator's proof on a real tree (slow: minutes). Both sample tables and a table with odd
// names are generated into a copy of the repository (server/scripts/codegen-check.ts): there the
// type-check, ESLint, Prettier and the generated server and console tests pass and the console
// builds; a server started from the copy lists, filters, adds, edits and deletes rows of the real
// tables through the generated API, and the generated page shows them in the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../browser';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MINUTES = 60_000;

type Answer = { code: number; message: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Checked = { copy: string; written: string[]; ok: boolean; failures: { check: string; output: string }[] };

let child: ChildProcess | undefined;
let checked: Checked;
let url = '';
let browser: Browser | undefined;

/** Runs the check script with a server from the copy; resolves with its report and the server's URL. */
function checkAndServe(): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/codegen-check.ts', '--build', '--serve'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    child!.once('exit', (code) => reject(new Error(`codegen-check exited with ${code}: ${JSON.stringify(checked)}`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line) as Checked | { url: string };
      if ('url' in message) {
        url = message.url;
        resolve();
      } else {
        checked = message;
        if (!checked.ok) resolve();
      }
    });
  });
}

beforeAll(async () => {
  await checkAndServe();
}, 25 * MINUTES);

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (checked?.copy) rmSync(checked.copy, { recursive: true, force: true });
});

let token = '';
async function call(method: string, path: string, data?: Record<string, unknown>): Promise<Answer> {
  const query = method === 'GET' && data ? `?${new URLSearchParams(data as Record<string, string>)}` : '';
  const res = await fetch(`${url}${path}${query}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: method === 'GET' ? undefined : JSON.stringify(data ?? {}),
  });
  return (await res.json()) as Answer;
}

describe('generated code on a copy of the repository', () => {
  it('passes the type-check, ESLint, Prettier and its own tests there, and builds', () => {
    expect(checked.failures.map((f) => `${f.check}:\n${f.output.slice(0, 4000)}`).join('\n')).toBe('');
    expect(checked.written).toEqual(
      expect.arrayContaining([
        'contract/src/demoGenSample.ts',
        'server/src/modules/demoGenTree/service.ts',
        'server/src/modules/orderItems/schema.ts',
        'web/src/features/gen/demoGenSample/DemoGenSamplePage.tsx',
        'server/src/composition/modules.ts',
      ]),
    );
  });

  it('serves the generated API: list, filter, add, edit, delete', async () => {
    token = (await call('POST', '/api/v1/system/login', { username: 'admin', password: '123456' })).data.token;

    const tree = '/api/v1/gen/demoGenTree';
    const nodes = (await call('GET', `${tree}/list`)).data.list;
    expect(nodes.map((n: { name: string }) => n.name)).toEqual(expect.arrayContaining(['Catalogue', 'Sensors']));
    const top = nodes.find((n: { name: string }) => n.name === 'Catalogue');
    expect((await call('POST', `${tree}/add`, { parentId: top.id, name: 'Meters', sort: 3 })).code).toBe(0);
    const meters = (await call('GET', `${tree}/list`, { name: 'meter' })).data.list;
    expect(meters).toHaveLength(1);
    expect((await call('PUT', `${tree}/edit`, { ...meters[0], name: 'Meters 2' })).code).toBe(0);
    // A node cannot move below itself, nor go while it has children.
    expect((await call('PUT', `${tree}/edit`, { ...top, parentId: meters[0].id })).code).toBe(50);
    expect((await call('DELETE', `${tree}/delete`, { ids: [top.id] })).code).toBe(50);
    expect((await call('DELETE', `${tree}/delete`, { ids: [meters[0].id] })).code).toBe(0);

    const sample = '/api/v1/gen/demoGenSample';
    expect((await call('GET', `${sample}/list`)).data.total).toBe(2);
    const humid = (await call('GET', `${sample}/list`, { name: 'humid' })).data.list;
    expect(humid.map((r: { name: string }) => r.name)).toEqual(['Humidity sensor']);
    expect((await call('GET', `${sample}/list`, { status: '0' })).data.total).toBe(1);
    const options = (await call('GET', `${sample}/treeIdOptions`)).data;
    expect(options.map((o: { label: string }) => o.label)).toContain('Sensors');
    const body = { name: 'Pressure sensor', status: 1, publishDate: '2026-03-01', cover: '', remark: 'new' };
    expect((await call('POST', `${sample}/add`, { ...body, treeId: Number(options[0].value) })).code).toBe(0);
    const row = (await call('GET', `${sample}/list`, { name: 'Pressure' })).data.list[0];
    expect(row).toMatchObject({ name: 'Pressure sensor', publishDate: '2026-03-01', createdBy: 1 });
    expect((await call('PUT', `${sample}/edit`, { ...row, name: 'Pressure gauge', status: 0 })).code).toBe(0);
    expect((await call('GET', `${sample}/get`, { id: String(row.id) })).data).toMatchObject({
      name: 'Pressure gauge',
      status: 0,
    });
    // Bad input: a clear refusal, nothing stored.
    expect((await call('POST', `${sample}/add`, { status: 1 })).code).toBe(51);
    expect((await call('DELETE', `${sample}/delete`, { ids: [row.id] })).code).toBe(0);
    expect((await call('GET', `${sample}/list`)).data.total).toBe(2);

    // The sample's options (codegen/samples.ts): names beside the ids, export, import.
    expect(humid[0]).toMatchObject({ createdBy: 1, createdByName: '超级管理员' });
    expect(humid[0].deptIdName).not.toBe('');
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const file = await fetch(`${url}${sample}/export?format=csv&name=humid`, { headers: auth });
    expect(file.headers.get('content-type')).toContain('text/csv');
    const csv = await file.text();
    expect(csv).toContain('Humidity sensor');
    expect(csv).not.toContain('Temperature sensor');
    const form = new FormData();
    form.append('file', new Blob(['name,status\r\nImported sensor,1\r\n,1\r\n'], { type: 'text/csv' }), 'rows.csv');
    const imported = (await (
      await fetch(`${url}${sample}/import`, { method: 'POST', headers: auth, body: form })
    ).json()) as Answer;
    expect(imported).toMatchObject({ code: 0, data: { success: 1, fail: 1, errors: [{ row: 3 }] } });
    const added = (await call('GET', `${sample}/list`, { name: 'Imported' })).data.list;
    expect(added.map((r: { name: string }) => r.name)).toEqual(['Imported sensor']);
    expect((await call('DELETE', `${sample}/delete`, { ids: [added[0].id] })).code).toBe(0);
  });

  it('opens the generated pages (list and tree) in the browser and shows the rows', async () => {
    browser = await launch();
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 850 } });
    // The top page only: a sandboxed frame (the detail's rich text) may not touch storage.
    await context.addInitScript(() => {
      if (window.top === window) localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' }));
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/login');
    await page.getByPlaceholder(/enter username/).fill('admin');
    await page.getByPlaceholder(/enter password/).fill('123456');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/home');
    await page.goto('/gen/demoGenSample/list');
    const main = page.locator('[data-region="main"]');
    await main.getByText('Humidity sensor').waitFor();
    await main.getByText('Temperature sensor').or(main.locator('tbody tr').nth(1)).first().waitFor();
    expect(await main.locator('tbody tr.ant-table-row').count()).toBe(2);
    // The creator by nickname; the row's details in a drawer, read through get.
    await main.getByText('超级管理员').first().waitFor();
    await main.locator('tbody tr', { hasText: 'Humidity sensor' }).getByRole('button', { name: 'Detail' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('Code generator sample details').waitFor();
    await drawer.getByText('Humidity sensor').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // The tree template's page: the nodes as an open tree.
    await page.goto('/gen/demoGenTree/list');
    await main.getByText('Catalogue').waitFor();
    await main.getByText('Sensors').waitFor();
    expect(errors).toEqual([]);
  });
});
