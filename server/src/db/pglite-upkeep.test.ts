import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { openDatabase, type Database } from './client.ts';
import { notices } from '../composition/schema.ts';

const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];

describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite statistics (no autovacuum there)', () => {
  let t: TestApp;
  const estimate = async () =>
    Number(
      rowsOf(await t.database.db.execute(sql`select reltuples from pg_class where relname = 'sys_notice'`))[0]
        .reltuples,
    );
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('analyzes at start and again after a burst of writes, only the tables that changed', async () => {
    const { db } = t.database;
    const analyses = async (table: string) => {
      await db.execute(sql`select pg_stat_force_next_flush()`);
      const [row] = rowsOf(
        await db.execute(sql`select analyze_count from pg_stat_user_tables where relname = ${table}`),
      );
      return Number(row.analyze_count);
    };
    // -1: never analyzed, the planner would take the table for empty whatever it holds.
    expect(await estimate()).toBe(0);
    const usersBefore = await analyses('sys_user');
    expect(usersBefore).toBeGreaterThan(0);
    for (let i = 0; i < 150; i++) await db.insert(notices).values({ title: `n${i}`, status: 1 });
    const deadline = Date.now() + 20_000;
    while ((await estimate()) < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await estimate()).toBe(150);
    // The users did not change: not read again.
    expect(await analyses('sys_user')).toBe(usersBefore);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('cached answers across processes (PostgreSQL)', () => {
  let t: TestApp;
  let other: Database;
  let otherApp: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    // A second server process on the same database: its own pool, bus and cache.
    other = await openDatabase({ url: t.database.url });
    otherApp = await buildApp({ config: t.config, database: other });
    await otherApp.ready();
  });
  afterAll(async () => {
    await otherApp.close();
    await other.close();
    await t.close();
  });

  it("drops this process's answers when another process writes", async () => {
    const token = await t.login();
    const list = async () =>
      (await t.call({ method: 'GET', url: '/api/v1/system/dict/type/list', query: { dictType: 'bench' }, token })).body
        .data.total as number;
    expect(await list()).toBe(0);
    expect(await list()).toBe(0);
    const login = await otherApp.inject({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username: 'admin', password: '123456' },
    });
    const add = await otherApp.inject({
      method: 'POST',
      url: '/api/v1/system/dict/type/add',
      headers: { authorization: `Bearer ${login.json().data.token}` },
      payload: { dictName: 'Bench', dictType: 'bench', status: 1 },
    });
    expect(add.json().code).toBe(0);
    // The bus delivers the other process's NOTIFY shortly after its commit.
    const deadline = Date.now() + 10_000;
    while ((await list()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await list()).toBe(1);
  });
});
