// `npm run bench`: each budget of DESIGN.md beside its measured figure. Nothing here is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from '../../e2e/chromium.ts';
import { startServer } from '../../e2e/server.ts';
import { LIST_ENDPOINTS, measureHttp, measureLists, USER_LIST_ENDPOINTS } from './http-budget.ts';
import { SEED, seedLists } from './list-seed.ts';
import { measureJs, measureLoginLcp } from './js-budget.ts';
import { measureLive } from './live-budget.ts';
import { runIot } from './iot/run-iot.ts';
import { measureNavSpeed } from './nav-speed.ts';
import { measureTabSwitch } from './tab-switch.ts';
import { seedUsers, USERS } from './user-seed.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: [string, string, string][] = [];
const report = (name: string, budget: string, figure: string) => {
  rows.push([name, budget, figure]);
  console.log(`${name.padEnd(48)} budget ${budget.padEnd(22)} measured ${figure}`);
};

// BENCH_ONLY=http skips the browser, BENCH_ONLY=js stops after the JS budgets, BENCH_ONLY=users
// measures only the user lists, BENCH_ONLY=iot only the devices (ingestion, live, memory, history).
const only = process.env.BENCH_ONLY;

const signIn = () =>
  fetch(`${baseUrl}/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);

/** Each list at 50 connections, one line per endpoint. */
async function reportLists(token: string, endpoints: typeof LIST_ENDPOINTS) {
  for (const { name, result } of await measureLists(baseUrl, token, endpoints))
    report(
      `${name}, 50 connections`,
      'p99 < 50 ms',
      `${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ${result.errors} errors`,
    );
}

/** Live channel and HTTP budgets, against the running server. */
async function measureServer() {
  const login = await signIn();
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
  // Every list endpoint, on realistic volume added through the API first.
  await seedLists(baseUrl, login.data.token);
  console.log(`(lists over ${SEED.dictTypes * SEED.itemsPerType} added dictionary items and ${SEED.notices} notices)`);
  await reportLists(login.data.token, LIST_ENDPOINTS);
}

/** The user list over USERS users: the server is stopped, the users written, the server started again. */
async function measureUserList() {
  await stopServer();
  const { branchId } = await seedUsers(dataDir);
  server = await startServer({ port, dataDir });
  console.log(`(user lists over ${USERS} added users)`);
  const login = await signIn();
  await reportLists(
    login.data.token,
    USER_LIST_ENDPOINTS.map(([name, path]) => [name, path.replace('{branch}', String(branchId))]),
  );
}

async function stopServer() {
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
}

const dataDir = mkdtempSync(join(tmpdir(), 'iot-bench-'));
const port = 19000 + Math.floor(Math.random() * 500);
const baseUrl = `http://127.0.0.1:${port}`;
// The live budget opens 5,000 sockets for one user: lift the per-user cap (20 by default).
let server = await startServer({ port, dataDir, env: { LIVE_SOCKETS_PER_USER: '5000' } });
try {
  const browser = only === 'http' || only === 'users' || only === 'iot' ? null : await launch();
  if (browser)
    try {
      const js = await measureJs(browser, baseUrl);
      report('JS transferred before /login is usable', '<= 250 KB', kb(js.loginBytes));
      report('requests before /login is usable', '<= 25', String(js.loginRequests));
      report('JS transferred to show /home after login', '<= 450 KB', `${kb(js.homeBytes)} in ${js.files} files`);
      const lcp = await measureLoginLcp(browser, baseUrl);
      report(
        'login LCP, 4x CPU + fast 4G (median of 5)',
        '<= 1.1 s',
        `${(lcp[2] / 1000).toFixed(2)} s (${lcp.map((v) => (v / 1000).toFixed(2)).join(', ')})`,
      );
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
        const nav = await measureNavSpeed(browser, baseUrl);
        const ms = (s: { median: number; max: number }) => `${s.median.toFixed(0)} ms (slowest ${s.max.toFixed(0)} ms)`;
        report('menu click to page shown (median of 5 pages, cold)', '< 300 ms', ms(nav.menu));
        report('settings drawer open (median of 5, first cold)', '< 200 ms', ms(nav.drawer));
      }
    } finally {
      await browser.close();
    }
  if (only !== 'js' && only !== 'iot') {
    if (only !== 'users') await measureServer();
    await measureUserList();
  }
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
// The devices get servers of their own (PGlite, then PostgreSQL): their load must not skew the rest.
if (!only || only === 'iot') await runIot(report);
