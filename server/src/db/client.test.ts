import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { LOCK_FILE } from './data-dir-lock.ts';

const serverDir = new URL('../..', import.meta.url).pathname;
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

const root = mkdtempSync(join(tmpdir(), 'iot-client-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite data directory', () => {
  it('is created on first start (in a process of its own), migrated, and reopened with its data', async () => {
    const dataDir = join(root, 'data');
    const first = await openDatabase({ dataDir });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`CREATE TABLE kept (v text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    const rows = await again.db.execute(sql`SELECT v FROM kept`);
    expect((rows as unknown as { rows: { v: string }[] }).rows).toEqual([{ v: 'still here' }]);
    await again.close();
  });

  it('says where it could not create the database', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    await expect(openDatabase({ dataDir: join(file, 'data') })).rejects.toThrow(/a-file/);
  });

  it('is locked: a second open of the same directory fails with a clear message until the first closes', async () => {
    const dataDir = join(root, 'locked');
    const first = await openDatabase({ dataDir });
    const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
    expect(owner.pid).toBe(process.pid);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `${dataDir} is in use by another server (pid ${process.pid})`,
    );
    // A second server process refuses to start: one line, exit code 1.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', MQTT_PORT: 'off' },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `Cannot open the database given by DATA_DIR (${dataDir}): ${dataDir} is in use by another server (pid ${process.pid}); stop it, or give each server its own DATA_DIR (several processes need DATABASE_URL)`,
    ]);
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('takes over the lock of a killed server', async () => {
    const dataDir = join(root, 'killed');
    const client = new URL('./client.ts', import.meta.url).pathname;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await (await import(${JSON.stringify(client)})).openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log('open'); setInterval(() => {}, 1000);`,
      ],
      { cwd: serverDir },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d) => String(d).includes('open') && resolve());
      child.once('exit', (c) => reject(new Error(`child exited with ${c}`)));
    });
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(child.pid);
    const db = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await db.close();
  }, 60_000);

  it('syncs every commit to disk (PGlite alone runs with fsync off)', async () => {
    const db = await openDatabase({ dataDir: join(root, 'data') });
    try {
      expect(rowsOf(await db.db.execute(sql`SHOW fsync`))).toEqual([{ fsync: 'on' }]);
      expect(rowsOf(await db.db.execute(sql`SHOW wal_sync_method`))).toEqual([{ wal_sync_method: 'fsync' }]);
    } finally {
      await db.close();
    }
  });
});
