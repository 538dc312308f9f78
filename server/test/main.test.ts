import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = new URL('..', import.meta.url).pathname;

describe('server process', () => {
  it('prints its settings with --help', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--help'], { cwd: serverDir });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(0);
    for (const name of ['PORT', 'DATA_DIR', 'DATABASE_URL', 'CAPTCHA', 'TOKEN_TTL_S', 'LOG_LEVEL'])
      expect(out).toContain(name);
  });

  it('starts on PGlite, seeds, serves, and exits cleanly on SIGTERM', async () => {
    if (process.env.TEST_DB === 'postgres') return; // the process test needs no second run
    const dataDir = mkdtempSync(join(tmpdir(), 'iot-main-'));
    const port = 17000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        // The embedded broker on a free port (tests never bind 1883).
        MQTT_PORT: '0',
      },
    });
    try {
      // A first start creates, migrates and seeds the database: on a busy machine that takes a
      // while. The test's timeout bounds the wait; a process that dies ends it at once.
      let health: unknown;
      let died = false;
      child.once('exit', () => (died = true));
      while (!health && !died) {
        health = await fetch(`http://127.0.0.1:${port}/health`)
          .then((r) => r.json())
          .catch(() => new Promise((r) => setTimeout(() => r(undefined), 200)));
      }
      expect(health).toEqual({ status: 'ok', db: 'pglite', mqtt: 'embedded' });
      const exited = new Promise((r) => child.on('exit', (code) => r(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses a bad setting with a clear message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'abc', MQTT_PORT: 'off' },
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).not.toBe(0);
    expect(err).toContain('PORT must be a whole number');
  });

  it('says plainly when the data directory cannot be made', async () => {
    if (process.env.TEST_DB === 'postgres') return;
    const dir = mkdtempSync(join(tmpdir(), 'iot-main-'));
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, '');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: join(file, 'data'), DATABASE_URL: '', PORT: '0', MQTT_PORT: 'off' },
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((r) => child.on('exit', r));
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(err).toContain('Cannot open the database given by DATA_DIR');
    expect(err).toContain('not-a-directory');
  }, 30_000);
});
