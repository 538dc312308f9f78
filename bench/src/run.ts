// `npm run bench`: each budget of DESIGN.md beside its measured figure. Nothing here is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from '../../e2e/chromium.ts';
import { startServer } from '../../e2e/server.ts';
import {
  DATA_LIST_ENDPOINTS,
  LIST_ENDPOINTS,
  type ListResult,
  measureHttp,
  measureListWhileWriting,
  measureLists,
  USER_LIST_ENDPOINTS,
} from './http-budget.ts';
import { BENCH_DEVICE, BENCH_GATEWAY, BENCH_PRODUCT, BENCH_PROPERTY, DATA, seedData } from './data-seed.ts';
import { SEED, seedLists } from './list-seed.ts';
import { measureJs, measureLoginLcp } from './js-budget.ts';
import { measureLive } from './live-budget.ts';
import { runIot } from './iot/run-iot.ts';
import { runAutomation } from './iot/automation-budget.ts';
import { measureNavSpeed } from './nav-speed.ts';
import { measureTabSwitch } from './tab-switch.ts';
import { seedUsers, USERS } from './user-seed.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: [string, string, string][] = [];
const report = (name: string, budget: string, figure: string) => {
  rows.push([name, budget, figure]);
  console.log(`${name.padEnd(48)} budget ${budget.padEnd(22)} measured ${figure}`);
};

// BENCH_ONLY=http skips the browser, BENCH_ONLY=js stops after the JS budgets, BENCH_ONLY=lists
// measures only the list endpoints, BENCH_ONLY=iot only the devices (ingestion, live, memory, history),
// BENCH_ONLY=automation only the automations (ingestion with 100 flows, post to downlink).
const only = process.env.BENCH_ONLY;

const signIn = () =>
  fetch(`${baseUrl}/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);

const LIST_BUDGET = 'p99 < 50 ms';
const listFigure = (r: ListResult['result']) => `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${r.errors} errors`;

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
}

/** Writes per second while operLog/list is measured again (a busy console: every write drops the cache). */
const WRITES_PER_SECOND = 5;

/**
 * Every list endpoint in one pass, on realistic volume: dictionary items, notices and read marks
 * added through the API; then, the server stopped, 10,000 users and the IoT and log rows of
 * data-seed.ts written into its database; the server started again and each list measured.
 */
async function measureAllLists() {
  await seedLists(baseUrl, (await signIn()).data.token);
  await stopServer();
  const { branchId } = await seedUsers(dataDir);
  await seedData(dataDir);
  server = await startServer({ port, dataDir });
  console.log(
    `(lists over ${SEED.dictTypes * SEED.itemsPerType} added dictionary items, ${SEED.notices} notices, ` +
      `${USERS} users, ${DATA.devices} devices with latest values, ${DATA.operLogs} operation-log rows, ` +
      `${DATA.loginLogs} login-log rows, ${DATA.alarmLogs} alarms)`,
  );
  const token = (await signIn()).data.token;
  const names: Record<string, string> = {
    branch: String(branchId),
    product: BENCH_PRODUCT,
    subProduct: `prod_${DATA.products - 1}`,
    gateway: BENCH_GATEWAY,
    device: BENCH_DEVICE,
    property: BENCH_PROPERTY,
    jobTarget: 'pruneOldLogs',
  };
  const endpoints = [...LIST_ENDPOINTS, ...USER_LIST_ENDPOINTS, ...DATA_LIST_ENDPOINTS].map(
    ([name, path]): [string, string] => [name, path.replace(/\{(\w+)\}/g, (_, key: string) => names[key])],
  );
  const results = await measureLists(baseUrl, token, endpoints, ({ name, rows, result }) =>
    report(`${name} (${rows ?? '-'} rows), 50 connections`, LIST_BUDGET, listFigure(result)),
  );
  const busy = await measureListWhileWriting(
    baseUrl,
    token,
    '/api/v1/system/operLog/list?pageNum=1&pageSize=10',
    WRITES_PER_SECOND,
    { method: 'POST', path: '/api/v1/system/sysNoticeRead/readNotice', body: { noticeId: 1 } },
  );
  const name = `operLog/list while ${WRITES_PER_SECOND} writes/s`;
  report(`${name}, 50 connections`, LIST_BUDGET, `${listFigure(busy)} (${busy.writes} writes)`);
  results.push({ name, rows: results.find((r) => r.name === 'operLog/list')?.rows ?? null, result: busy });
  printListTable(results);
}

/** The lists again as one table: endpoint, rows, req/s, p99, budget. */
function printListTable(results: ListResult[]) {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(
    `\n${'endpoint'.padEnd(width)}  ${'rows'.padStart(7)}  ${'req/s'.padStart(6)}  ${'p99'.padStart(7)}  budget`,
  );
  for (const { name, rows, result } of results)
    console.log(
      `${name.padEnd(width)}  ${String(rows ?? '-').padStart(7)}  ${result.rps.toFixed(0).padStart(6)}  ` +
        `${`${result.p99} ms`.padStart(7)}  p99 < 50 ms: ${result.p99 < 50 && !result.errors ? 'ok' : 'OVER'}`,
    );
  console.log();
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
  const browser =
    only === 'http' || only === 'lists' || only === 'iot' || only === 'automation' ? null : await launch();
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
  if (only !== 'js' && only !== 'iot' && only !== 'automation') {
    if (only !== 'lists') await measureServer();
    await measureAllLists();
  }
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
// The devices get servers of their own (PGlite, then PostgreSQL): their load must not skew the rest.
if (!only || only === 'iot') await runIot(report);
if (!only || only === 'automation') await runAutomation(report);
