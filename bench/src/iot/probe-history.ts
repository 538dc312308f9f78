// Scratch: history read latency idle and under load on PostgreSQL.
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { historyStatements } from '../../../server/src/modules/telemetry/history.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from '../../../e2e/server.ts';
import { openDatabase } from '../../../server/src/db/client.ts';
import { insertSyntheticHistory } from '../../../server/src/modules/telemetry/synthetic.ts';
import { devices } from '../../../server/src/composition/schema.ts';
import { signIn, stopServer } from './api.ts';
import { openSession, runLoad } from './ingest-rounds.ts';
import { measureHistory } from './iot-budget.ts';
import { benchDeviceKey } from './provision.ts';

const database = `iot_hist_${Date.now()}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const url = `postgres://postgres@127.0.0.1:5432/${database}`;
const port = await freePort();
const mqttPort = await freePort();
const server = await startServer({ port, dataDir: mkdtempSync(join(tmpdir(), 'h-')), mqttPort, env: { DATABASE_URL: url, LOG_LEVEL: 'error' } });
const baseUrl = `http://127.0.0.1:${port}`;
const token = await signIn(baseUrl);
const session = await openSession({ baseUrl, token, mqttUrl: `mqtt://127.0.0.1:${mqttPort}`, serverPid: server.pid!, publishing: 5000, connected: 5001 });
const key = benchDeviceKey(5000);
const to = Date.now();
const d = await openDatabase({ url });
const [row] = await d.db.select({ id: devices.id }).from(devices).where(eq(devices.key, key));
await insertSyntheticHistory(d.db, row.id, 'temperature', to - 7 * 86_400_000, to, 1000);
await new Promise((r) => setTimeout(r, 10_000));
const st = historyStatements(row.id, 'temperature', to - 7 * 86_400_000, to, 1000, true);
for (let i = 0; i < 3; i++) {
  const r = (await d.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${st.buckets}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  if (i === 2) console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  else console.log(r.rows.at(-1)!['QUERY PLAN']);
}
await d.close();
const fmt = (h: { p50: number; p99: number }) => `p50 ${h.p50.toFixed(0)} p99 ${h.p99.toFixed(0)}`;
console.log('idle', fmt(await measureHistory(baseUrl, token, key, to - 7 * 86_400_000, to)));

const [, h] = await Promise.all([
  runLoad(session, Number(process.env.OFFERED) || 6000, 20),
  new Promise((r) => setTimeout(r, 3000)).then(() => measureHistory(baseUrl, token, key, to - 7 * 86_400_000, to)),
]);
console.log('loaded', fmt(h));
console.log('idle again', fmt(await measureHistory(baseUrl, token, key, to - 7 * 86_400_000, to)));
await session.close();
await stopServer(server);
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.end();
