// Where the time of ingestion goes (issue 28): the bench's load on a server of its own, with the CPU
// time of the server, of PostgreSQL's processes and of the load generator over one run, and
// optionally a V8 CPU profile of the server (PROF_DIR). Not part of `npm run bench`:
//   node --import tsx bench/src/iot/profile-ingest.ts pglite|pg   (OFFERED, SECONDS, DEVICES, RULES, WATCH,
//   OVERLOAD_FIRST, HISTORY, PROF_DIR)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startServer } from '../../../e2e/server.ts';
import { signIn, stopServer } from './api.ts';
import { addIdleFlows, ensureCtlDevice } from './automation-budget.ts';
import { openSession, runLoad } from './ingest-rounds.ts';
import { DAY, measureHistory, rssMb, seedWeek, timeHistoryStatement } from './iot-budget.ts';
import { benchDeviceKey, publishAlarmRules } from './provision.ts';

const engine = process.argv[2] === 'pglite' ? 'pglite' : 'pg';
const offered = Number(process.env.OFFERED) || 13_000;
const seconds = Number(process.env.SECONDS) || 15;
const devices = Number(process.env.DEVICES) || 5000;
const nodeArgs = [
  ...(process.env.PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR}`] : []),
  // NODE_ARGS: more flags for the server's node (try a V8 setting).
  ...(process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? []),
];

/** CPU seconds (user + system) a process has used. */
const cpuOf = (pid: number | string) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const postgresCpu = () =>
  readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .reduce((sum, pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? sum + cpuOf(pid) : sum;
      } catch {
        return sum;
      }
    }, 0);

const env: Record<string, string> = { LOG_LEVEL: 'error' };
let database = '';
if (engine === 'pg') {
  database = `iot_prof_${Date.now()}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${database}`;
}
const port = await freePort();
const mqttPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'iot-prof-'));
const server = await startServer({ port, dataDir, mqttPort, env, nodeArgs });
const baseUrl = `http://127.0.0.1:${port}`;
try {
  const session = await openSession({
    baseUrl,
    token: await signIn(baseUrl),
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    serverPid: server.pid!,
    publishing: devices,
    // One more, which does not post: HISTORY reads its week.
    connected: devices + 1,
  });
  // The server's resident memory: its peak over the runs, printed with what it holds after them.
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid!))), 250);
  // RULES=1: with 100 published alarm rules and 100 enabled flows.
  if (process.env.RULES) {
    await publishAlarmRules(session.api, 100);
    await ensureCtlDevice(session.api);
    await addIdleFlows(session.api);
  }
  // OVERLOAD_FIRST=1: 20 s at 16,000 msg/s first, as the bench's rounds come before its watched run.
  if (process.env.OVERLOAD_FIRST) {
    const o = await runLoad(session, 16_000, 20);
    console.log(`overload first: stored ${Math.round(o.stored)} msg/s`);
    await new Promise((r) => setTimeout(r, 5000));
  }
  // HISTORY=1 (pg): a week's history read through the API from 3 s into the load, and its statement
  // run straight on the database meanwhile: the difference is the server's.
  const historyUrl = process.env.HISTORY ? env.DATABASE_URL : undefined;
  const historyKey = benchDeviceKey(devices);
  const to = Date.now();
  if (historyUrl) await seedWeek({ url: historyUrl }, historyKey, to);
  const before = { server: cpuOf(server.pid!), postgres: postgresCpu(), generator: process.cpuUsage() };
  const wall = Date.now();
  // WATCH=1: a console follows 50 of the devices, and the live frames' p99 is printed.
  const load = runLoad(session, offered, seconds, Boolean(process.env.WATCH));
  if (historyUrl) {
    await new Promise((r) => setTimeout(r, 3000));
    const api = measureHistory(baseUrl, session.token, historyKey, to - 7 * DAY, to, load);
    const direct = await timeHistoryStatement(historyUrl, historyKey, to - 7 * DAY, to, load);
    const h = await api;
    // The slowest reads and when they came (the read's number): a slow start, or a tail throughout.
    const worst = h.times.map((t, i) => [Math.round(t), i]).sort((a, b) => b[0] - a[0]);
    console.log(
      `  slowest reads: ${worst
        .slice(0, 8)
        .map(([t, i]) => `${t} ms (#${i})`)
        .join(', ')} of ${h.reads}`,
    );
    console.log(
      `  history: through the API p50 ${h.p50.toFixed(0)} ms, p99 ${h.p99.toFixed(0)} ms; its statement on the database meanwhile p50 ${direct.p50.toFixed(0)} ms, p99 ${direct.p99.toFixed(0)} ms (${direct.reads} runs)`,
    );
  }
  const run = await load;
  const took = (Date.now() - wall) / 1000;
  const gen = process.cpuUsage(before.generator);
  const share = (s: number) => `${s.toFixed(1)} s (${((100 * s) / took).toFixed(0)}% of a core)`;
  console.log(
    `${engine}: offered ${Math.round(run.offered)}/s, stored ${Math.round(run.stored)} msg/s over ${took.toFixed(1)} s`,
  );
  if (run.liveP99 !== undefined) console.log(`  live frames: p99 ${run.liveP99.toFixed(0)} ms over ${run.liveFrames}`);
  console.log(
    `  CPU server ${share(cpuOf(server.pid!) - before.server)}, PostgreSQL ${share(postgresCpu() - before.postgres)}, load generator ${share((gen.user + gen.system) / 1e6)}`,
  );
  clearInterval(sampler);
  console.log(`  memory: peak ${peakRss.toFixed(0)} MB, ${rssMb(server.pid!).toFixed(0)} MB after the runs`);
  await session.close();
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  if (database && !process.env.KEEP_DB) {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
