// The code generator's proof on a real tree: a temporary copy of the repository (the files git
// knows, tracked or not, with node_modules linked), the two sample tables generated into it, and
// the checks the project runs (type-check, ESLint, Prettier), then a server started from the copy.
// Used by server/scripts/codegen-check.ts, which e2e/specs/codegen.spec.ts runs.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../src/modules/codegen/repo.ts';
import { writeGenerated } from '../src/modules/codegen/write.ts';
import { createTestApp } from './helpers.ts';

const run = promisify(execFile);

/** A copy of the repository's files (git ls-files: tracked and untracked, not ignored; git is only read). */
export async function copyRepository(root = repoRoot()): Promise<string> {
  const dest = mkdtempSync(join(tmpdir(), 'codegen-copy-'));
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    const from = join(root, file);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    copyFileSync(from, join(dest, file));
  }
  linkModules(join(root, 'node_modules'), join(dest, 'node_modules'));
  for (const modules of ['web/node_modules', 'server/node_modules', 'contract/node_modules'])
    if (existsSync(join(root, modules))) symlinkSync(join(root, modules), join(dest, modules), 'dir');
  return dest;
}

/**
 * node_modules as links to the checkout's packages, except the workspace's own (@iot/*), whose
 * relative links then point into the copy: the copy's contract is the one its server and console read.
 */
function linkModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@iot') {
      mkdirSync(join(to, entry));
      for (const pkg of readdirSync(join(from, entry)))
        symlinkSync(readlinkSync(join(from, entry, pkg)), join(to, entry, pkg), 'dir');
    } else symlinkSync(join(from, entry), join(to, entry));
  }
}

/** Imports the sample tables with their default settings and writes their generated files into `dest`. */
export async function generateSamples(
  dest: string,
  tables = ['demo_gen_tree', 'demo_gen_sample'],
  /** Statements run first (a test creates a table with odd names to generate from). */
  setupSql: string[] = [],
): Promise<{ written: string[] }> {
  const t = await createTestApp();
  try {
    for (const statement of setupSql) await t.database.db.execute(sql.raw(statement));
    const token = await t.login('admin');
    const imported = await t.api('POST', '/api/v1/system/tools/gen/importTableSave', { tables }, token);
    if (imported.body.code !== 0) throw new Error(`import: ${imported.body.message}`);
    const list = await t.api('GET', '/api/v1/system/tools/gen/tableList', { pageSize: 100 }, token);
    const ids = (list.body.data.list as { tableId: number; tableName: string }[])
      .filter((r) => tables.includes(r.tableName))
      .map((r) => r.tableId);
    // The copy's server seeds its own menus from the generated seed files.
    const result = await writeGenerated(t.database.db, ids, async () => {}, dest);
    return { written: [...new Set(result.written)] };
  } finally {
    await t.close();
  }
}

export interface CheckResult {
  ok: boolean;
  /** Each failed check's output. */
  failures: { check: string; output: string }[];
}

async function check(name: string, cmd: string, args: string[], cwd: string, failures: CheckResult['failures']) {
  try {
    await run(cmd, args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    failures.push({ check: name, output: `${err.stdout ?? ''}${err.stderr ?? ''}` || err.message });
  }
}

/** Type-check (contract, server, web), ESLint and Prettier on the generated files, and their tests, in the copy. */
export async function checkCopy(dest: string, files: string[], skipTests: string[] = []): Promise<CheckResult> {
  const failures: CheckResult['failures'] = [];
  const npx = 'npx';
  for (const project of ['contract', 'server', 'web'])
    await check(`tsc -p ${project}`, npx, ['tsc', '-p', project, '--noEmit'], dest, failures);
  const lintable = files.filter((f) => /\.(ts|tsx)$/.test(f));
  await check('eslint', npx, ['eslint', ...lintable], dest, failures);
  await check('prettier', npx, ['prettier', '--check', ...files], dest, failures);
  // The generated modules' own tests, server (PGlite) and console.
  const serverTests = files.filter((f) => /^server\/.*\.test\.ts$/.test(f) && !skipTests.includes(f));
  if (serverTests.length)
    await check(
      'generated server tests',
      npx,
      ['vitest', 'run', '--project', 'server-pglite', '--maxWorkers=1', ...serverTests],
      dest,
      failures,
    );
  const webTests = files.filter((f) => /^web\/.*\.test\.tsx?$/.test(f) && !skipTests.includes(f));
  if (webTests.length)
    await check(
      'generated console tests',
      npx,
      ['vitest', 'run', '--project', 'web', '--maxWorkers=1', ...webTests],
      dest,
      failures,
    );
  return { ok: failures.length === 0, failures };
}

/**
 * A table with odd names: spaces, quotes, reserved words of TS and SQL. Its generated code must pass
 * the same checks; its server test is left out, as the copy's fresh database does not have the table.
 */
export const ODD_TABLE = 'order items';
export const ODD_SQL = `CREATE TABLE "order items" ("id" serial PRIMARY KEY, "class" varchar(40) NOT NULL, "default" integer, "odd ""quoted"" name" text NOT NULL DEFAULT '', "2nd" boolean, "select" date, "when" timestamptz)`;
export const ODD_TEST = 'server/src/modules/orderItems/orderItems.test.ts';

/** Builds the copy's console (web/dist), so that its server serves the generated pages. */
export async function buildCopyConsole(dest: string): Promise<CheckResult> {
  const failures: CheckResult['failures'] = [];
  await check('build the console', 'npm', ['run', 'build', '-w', 'web'], dest, failures);
  return { ok: failures.length === 0, failures };
}

/** A server started from the copy on a fresh PGlite directory; resolves once /health answers. */
export async function startCopyServer(dest: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = 18000 + Math.floor(Math.random() * 1000);
  const dataDir = mkdtempSync(join(tmpdir(), 'codegen-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(dest, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      CAPTCHA: 'off',
      MQTT_PORT: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url: `http://127.0.0.1:${port}`, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the copy's server did not start: ${stderr.slice(-2000)}`);
}
