import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { AnswerCache } from './answer-cache.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { DurableNodeFS, durableStartParams } from './durable-nodefs.ts';
import { upkeepPglite } from './pglite-upkeep.ts';
import { watchPoolWrites } from './write-watch.ts';

// Schema-less: queries name their tables (each module's schema.ts); drizzle's relational `db.query`
// is not used, so the platform needs no list of every table.
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';
export type RawQuery = <Row = Record<string, unknown>>(
  text: string,
  values: unknown[],
  name?: string,
) => Promise<{ rows: Row[] }>;

export interface Database {
  db: Db;
  kind: DbKind;
  /** The raw pg pool when on PostgreSQL. */
  pool?: pg.Pool;
  /** The connection string when on PostgreSQL (LISTEN/NOTIFY needs a client of its own). */
  url?: string;
  /** Answers of the list endpoints, dropped after every write (answer-cache.ts). */
  answers: AnswerCache;
  /**
   * A statement as text and parameters, past the query builder: for the few hot statements whose
   * building costs more than running them (the telemetry batch). On PostgreSQL a `name` prepares
   * it once per connection.
   */
  query: RawQuery;
  close(): Promise<void>;
}

const answerLimits = { maxChars: 32 * 1024 * 1024, maxEntries: 2_000 };
// PGlite has one writer, this process, and sees every write; PostgreSQL's other processes report
// theirs through the bus, and the TTL bounds what a write from outside the console leaves stale.
// Answers that read telemetry: another process's device messages are never announced, so they last
// a second there.
const pgliteAnswers = () => new AnswerCache({ ...answerLimits, ttlMs: Infinity });
const postgresAnswers = () => new AnswerCache({ ...answerLimits, ttlMs: 30_000, telemetryTtlMs: 1_000 });

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;
// Any constant works; it only has to be the same for every process sharing the database.
const MIGRATION_LOCK = 880_801;

/** Opens PGlite in `dataDir` (or in memory when dataDir is undefined) or PostgreSQL at `url`, and migrates it. */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection that dies (a PostgreSQL restart, a terminated backend) is dropped by the
    // pool and the next query opens a new one; without a listener its 'error' would end the process.
    pool.on('error', () => undefined);
    const answers = postgresAnswers();
    watchPoolWrites(
      pool,
      () => answers.written(),
      () => answers.telemetryWritten(),
    );
    const db = drizzlePg(pool) as unknown as Db;
    // Several processes may start together: the advisory lock lets one migrate while the others wait.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(lockClient), { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lockClient.release();
    }
    const query: RawQuery = async <Row>(text: string, values: unknown[], name?: string) =>
      (await pool.query(name ? { name, text, values } : { text, values })) as unknown as { rows: Row[] };
    return { db, kind: 'postgres', pool, url: opts.url, answers, query, close: () => pool.end() };
  }
  // PostgreSQL's default 128 MB of shared buffers is sized for a server of its own; the console's
  // data fits in far less, and the embedded engine shares the server's memory budget.
  const sharedBuffers = ['-c', 'shared_buffers=32MB'];
  if (!opts.dataDir) {
    const client = new PGlite({ startParams: [...PGlite.defaultStartParams, ...sharedBuffers] });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    const answers = pgliteAnswers();
    await upkeepPglite(client, answers);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      answers,
      query: pgliteQuery(client),
      close: () => client.close(),
    };
  }
  const release = lockDataDir(opts.dataDir);
  let client: PGlite | undefined;
  try {
    await initialisePglite(opts.dataDir);
    // Durable: a commit is acknowledged once it is on disk (see durable-nodefs.ts).
    client = new PGlite({
      fs: new DurableNodeFS(opts.dataDir),
      startParams: [...durableStartParams, ...sharedBuffers],
    });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    const answers = pgliteAnswers();
    await upkeepPglite(client, answers);
    const open = client;
    const close = async () => {
      try {
        await open.close();
      } finally {
        release();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', answers, query: pgliteQuery(open), close };
  } catch (err) {
    await client?.close().catch(() => undefined);
    release();
    throw err;
  }
}

/** PGlite prepares what it is given each time: the name is not needed. */
const pgliteQuery =
  (client: PGlite): RawQuery =>
  (text, values) =>
    client.query(text, values);

/**
 * Creates a new PGlite data directory (initdb) in a short-lived process. Done in the server's own
 * process, the WebAssembly memory initdb grows (some 500 MB) would stay with the server for good
 * (a worker thread still keeps a third of it); the server then opens the ready directory.
 */
async function initialisePglite(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, [script, dataDir], (err, _stdout, stderr) =>
      err
        ? reject(
            new Error(
              stderr
                .trim()
                .split('\n')
                .find((l) => /error/i.test(l)) ?? err.message,
            ),
          )
        : resolve(),
    ),
  );
}

/** Runs `fn` while holding a cluster-wide lock on PostgreSQL (PGlite has one process, so no lock is needed). */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (!database.pool) return fn();
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
