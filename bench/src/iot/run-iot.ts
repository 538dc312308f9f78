// The IoT part of `npm run bench` (BENCH_ONLY=iot runs it alone): ingestion, live latency and memory
// on PGlite and on PostgreSQL (a fresh database on BENCH_PG_URL's server), then a 7-day history.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startServer } from '../../../e2e/server.ts';
import { openDatabase } from '../../../server/src/db/client.ts';
import { insertSyntheticHistory } from '../../../server/src/modules/telemetry/synthetic.ts';
import { devices } from '../../../server/src/composition/schema.ts';
import { eq } from 'drizzle-orm';
import { signIn, stopServer } from './api.ts';
import { measureHistory, measureIngestion } from './iot-budget.ts';
import { benchDeviceKey } from './provision.ts';

type Report = (name: string, budget: string, figure: string) => void;

const PUBLISHING = Number(process.env.BENCH_IOT_DEVICES) || 5000;
const CONNECTED = Number(process.env.BENCH_IOT_CONNECTED) || 10_000;
const SECONDS = Number(process.env.BENCH_IOT_SECONDS) || 20;
const DAY = 86_400_000;
const ALARM_RULES = 100;

/** One engine: a server of its own, the devices, the load; `offered` is what the devices send per second. */
async function ingestOn(report: Report, engine: string, env: Record<string, string>, dataDir: string, offered: number) {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startServer({ port, dataDir, mqttPort, env: { LOG_LEVEL: 'error', ...env } });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const token = await signIn(baseUrl);
    const load = {
      baseUrl,
      token,
      mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
      serverPid: server.pid!,
      publishing: PUBLISHING,
      connected: CONNECTED,
      offered,
      seconds: SECONDS,
    };
    const r = await measureIngestion(load);
    const goal = engine === 'PostgreSQL' ? 5000 : 2000;
    report(
      `IoT ${engine}: property posts stored (3 values, QoS 1)`,
      `>= ${goal.toLocaleString('en')} msg/s, no loss`,
      `${r.msgPerSecond.toFixed(0)} msg/s from ${PUBLISHING} devices (offered ${offered}/s, ${r.failed} failed, ${r.lost} lost in ${r.checked} devices checked)`,
    );
    report(
      `IoT ${engine}: publish to the console's live frame`,
      'p99 < 1 s',
      `p99 ${r.liveP99.toFixed(0)} ms over ${r.liveFrames} frames`,
    );
    report(
      `IoT ${engine}: server memory, ${CONNECTED.toLocaleString('en')} devices connected`,
      '< 1 GB',
      `${r.rssConnected.toFixed(0)} MB idle (${r.rssBefore.toFixed(0)} MB before), ${r.rssLoaded.toFixed(0)} MB after the load`,
    );
    // The same load again with the alarm engine matching every post against 100 published rules.
    const ruled = await measureIngestion({ ...load, alarmRules: ALARM_RULES });
    report(
      `IoT ${engine}: property posts stored with ${ALARM_RULES} published alarm rules`,
      '>= 90% of the rate without rules',
      `${ruled.msgPerSecond.toFixed(0)} msg/s, ${((100 * ruled.msgPerSecond) / r.msgPerSecond).toFixed(0)}% (${ruled.failed} failed, ${ruled.lost} lost)`,
    );
  } finally {
    await stopServer(server);
  }
}

/** Seven days at 1 Hz for one device, written straight into the stopped server's database. */
async function seedWeek(dataDir: string, to: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.key, benchDeviceKey(0)));
    await insertSyntheticHistory(database.db, row.id, 'temperature', to - 7 * DAY, to, 1000);
  } finally {
    await database.close();
  }
}

export async function runIot(report: Report) {
  const dataDir = mkdtempSync(join(tmpdir(), 'iot-bench-iot-'));
  try {
    await ingestOn(report, 'PGlite', {}, dataDir, 3000);
    const to = Date.now();
    await seedWeek(dataDir, to);
    const port = await freePort();
    const server = await startServer({ port, dataDir, env: { LOG_LEVEL: 'error' } });
    try {
      const baseUrl = `http://127.0.0.1:${port}`;
      const h = await measureHistory(baseUrl, await signIn(baseUrl), benchDeviceKey(0), to - 7 * DAY, to);
      report(
        'IoT history: 7 days at 1 Hz downsampled to 1,000 points',
        'p99 < 100 ms',
        `p99 ${h.p99.toFixed(0)} ms (median ${h.p50.toFixed(0)} ms, ${h.points} points)`,
      );
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await ingestOnPostgres(report);
}

/** The same load on a fresh database of the PostgreSQL at BENCH_PG_URL (this machine's by default). */
async function ingestOnPostgres(report: Report) {
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `iot_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    report('IoT PostgreSQL: property posts stored', '>= 5,000 msg/s', `skipped: no PostgreSQL at ${base}`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'iot-bench-pg-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    await ingestOn(report, 'PostgreSQL', { DATABASE_URL: url.toString() }, dataDir, 7000);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
