import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** Logs in (captcha off) and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  /** Injects a request; `token` adds the Bearer header. Returns the parsed body and status. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  call(opts: InjectOptions & { token?: string; lang?: string }): Promise<{ status: number; body: any }>;
}

/**
 * A seeded app on a fresh database: in-memory PGlite, or (TEST_DB=postgres) a new database on
 * TEST_DATABASE_URL that is dropped on close, so test files never share state.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ CAPTCHA: 'off', LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv);
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
  const app = await buildApp({ config, database });
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
