import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

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
});
