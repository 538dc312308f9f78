import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/composition/seed/index.ts';

/** A time as the wire writes it: `YYYY-MM-DD HH:mm:ss`. */
export const WIRE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

/** The four calls of a list page with add, edit and delete buttons (a module's own follow it). */
export const CRUD_CALLS = [
  ['GET', 'list'],
  ['POST', 'add'],
  ['PUT', 'edit'],
  ['DELETE', 'delete'],
] as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
type Answer = { status: number; body: any };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** Logs in (captcha off) and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  /** Injects a request; `token` adds the Bearer header. Returns the parsed body and status. */
  call(opts: InjectOptions & { token?: string; lang?: string }): Promise<Answer>;
  /**
   * Calls the API in English (the language the tests read messages in): GET sends `data` as the
   * query string, the other methods as the JSON body.
   */
  api(method: Method, url: string, data?: Record<string, unknown>, token?: string): Promise<Answer>;
}

/**
 * A seeded app on a fresh database: in-memory PGlite, or (TEST_DB=postgres) a new database on
 * TEST_DATABASE_URL that is dropped on close, so test files never share state.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { serveWeb?: boolean } = {},
): Promise<TestApp> {
  // No broker unless a test asks for one (MQTT_PORT: '0' takes a free port): tests never bind 1883.
  const config = loadConfig({ CAPTCHA: 'off', LOG_LEVEL: 'silent', MQTT_PORT: 'off', ...env } as NodeJS.ProcessEnv);
  let database: Database;
  let drop = async () => {};
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    drop = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    database = await openDatabase({});
  }
  await seedIfEmpty(database.db, config);
  const app = await buildApp({ config, database, serveWeb: opts.serveWeb });
  await app.ready();

  const call: TestApp['call'] = async ({ token, lang, headers, ...opts }) => {
    const res = await app.inject({
      ...opts,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...headers,
      },
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body };
  };
  return {
    app,
    database,
    config,
    call,
    api: (method, url, data = {}, token) =>
      call({
        method,
        url,
        ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
        token,
        lang: 'en',
      }),
    async login(username = 'admin', password = '123456') {
      const res = await call({ method: 'POST', url: '/api/v1/system/login', payload: { username, password } });
      if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The app of a test file: made before its tests, with admin and demo logged in, and closed after.
 * `s.t`, `s.admin` and `s.demo` are set once beforeAll has run.
 */
export function signedInApp(env: Record<string, string> = {}) {
  const s = { t: undefined as unknown as TestApp, admin: '', demo: '' };
  beforeAll(async () => {
    s.t = await createTestApp(env);
    [s.admin, s.demo] = await Promise.all([s.t.login('admin'), s.t.login('demo')]);
  });
  afterAll(() => s.t.close());
  return s;
}

/**
 * A second server (its own Node process running src/main.ts) on the same PostgreSQL database, as
 * behind a load balancer; resolves once its /health answers.
 */
export async function startOtherServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = 17000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      CAPTCHA: 'off',
      // Never the default 1883 in tests.
      MQTT_PORT: 'off',
      ...env,
    },
  });
  let died = false;
  const exited = new Promise((r) => child.once('exit', r)).finally(() => (died = true));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  // Up to two minutes (a busy CI machine starts slowly); a process that dies ends the wait at once.
  for (let i = 0; i < 600 && !died; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the second server did not answer /health on port ${port}`);
}

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** startOtherServer with its embedded MQTT broker on a free port, which `mqttUrl` reaches. */
export async function startOtherBroker(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const other = await startOtherServer(databaseUrl, { MQTT_PORT: String(port), ...env });
  return { ...other, mqttUrl: `mqtt://127.0.0.1:${port}` };
}
