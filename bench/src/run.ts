// `npm run bench`: each budget of DESIGN.md beside its measured figure. Nothing here is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from '../../e2e/chromium.ts';
import { startServer } from '../../e2e/server.ts';
import { measureHttp } from './http-budget.ts';
import { measureJs } from './js-budget.ts';
import { measureLive } from './live-budget.ts';
import { measureTabSwitch } from './tab-switch.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: [string, string, string][] = [];
const report = (name: string, budget: string, figure: string) => {
  rows.push([name, budget, figure]);
  console.log(`${name.padEnd(48)} budget ${budget.padEnd(22)} measured ${figure}`);
};

// BENCH_ONLY=http skips the browser, BENCH_ONLY=js stops after the JS budgets.
const only = process.env.BENCH_ONLY;

/** Live channel and HTTP budgets, against the running server. */
async function measureServer() {
  const login = await fetch(`${baseUrl}/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const live = await measureLive(baseUrl, server.pid!, login.data.token, 5000);
  report(
    'live channel: sockets with heartbeats, one process',
    '5,000, memory < 500 MB',
    `${live.open} open, server RSS ${live.rssWith.toFixed(0)} MB (${live.rssBefore.toFixed(0)} MB before)`,
  );
  report(
    'live channel: one notice reaching every socket',
    '< 1 s',
    `${live.received}/${live.open} in ${live.fanOutMs.toFixed(0)} ms`,
  );
  const http = await measureHttp(baseUrl, login.data.token);
  report(
    'empty Fastify route, 50 connections',
    '(reference)',
    `${http.empty.rps.toFixed(0)} req/s, p99 ${http.empty.p99} ms`,
  );
  report(
    'getUserMenus, 50 connections',
    '>= 50% of empty, p99 < 20 ms',
    `${http.menus.rps.toFixed(0)} req/s (${((100 * http.menus.rps) / http.empty.rps).toFixed(0)}%), p99 ${http.menus.p99} ms, ${http.menus.errors} errors`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'iot-bench-'));
const port = 19000 + Math.floor(Math.random() * 500);
const baseUrl = `http://127.0.0.1:${port}`;
const server = await startServer({ port, dataDir });
try {
  const browser = only === 'http' ? null : await launch();
  if (browser)
    try {
      const js = await measureJs(browser, baseUrl);
      report('JS before /login is usable (gzip)', '<= 250 KB', kb(js.loginBytes));
      report('JS to show /home after login (gzip, total)', '<= 450 KB', `${kb(js.homeBytes)} in ${js.files} files`);
      if (process.env.BENCH_JS_DETAIL)
        for (const f of js.detail)
          console.log(`  ${f.login ? 'login' : 'home '} ${kb(f.bytes).padStart(9)}  ${f.file}`);
      if (only !== 'js') {
        const tabs = await measureTabSwitch(browser, baseUrl);
        report(
          'switch between two kept-alive tabs (median of 20)',
          '< 50 ms to paint',
          `${tabs.median.toFixed(1)} ms (slowest ${tabs.max.toFixed(1)} ms)`,
        );
      }
    } finally {
      await browser.close();
    }
  if (only !== 'js') await measureServer();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
