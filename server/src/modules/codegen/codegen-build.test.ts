// The real proof (slow: minutes; PGlite only): both sample tables generated into a copy of the
// repository pass the type-check, ESLint and Prettier there, and a server started from the copy
// lists, filters, adds, edits and deletes rows of the real tables through the generated API; the
// generated server and console tests pass there too.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCopy, copyRepository, generateSamples, startCopyServer } from '../../../test/codegen-copy.ts';

const onPglite = process.env.TEST_DB !== 'postgres';
const MINUTES = 60_000;
// A table with odd names: spaces, quotes, reserved words of TS and SQL. Its code must pass the same
// checks; its server test is left out, as the copy's fresh database does not have the table.
const ODD_TABLE = 'order items';
const ODD_SQL = `CREATE TABLE "order items" ("id" serial PRIMARY KEY, "class" varchar(40) NOT NULL, "default" integer, "odd ""quoted"" name" text NOT NULL DEFAULT '', "2nd" boolean, "select" date, "when" timestamptz)`;

describe.runIf(onPglite)('generated code on a copy of the repository', () => {
  let dest = '';
  let written: string[] = [];
  let server: { url: string; stop(): Promise<void> } | null = null;
  afterAll(async () => {
    await server?.stop();
    if (dest && !process.env.CODEGEN_KEEP_COPY) rmSync(dest, { recursive: true, force: true });
  });

  it('generates both samples into the copy', { timeout: 5 * MINUTES }, async () => {
    dest = await copyRepository();
    ({ written } = await generateSamples(dest, ['demo_gen_tree', 'demo_gen_sample', ODD_TABLE], [ODD_SQL]));
    expect(written).toContain('server/src/modules/orderItems/schema.ts');
    expect(written).toEqual(
      expect.arrayContaining([
        'contract/src/demoGenSample.ts',
        'server/src/modules/demoGenTree/service.ts',
        'web/src/features/gen/demoGenSample/DemoGenSamplePage.tsx',
        'server/src/composition/modules.ts',
      ]),
    );
  });

  it('passes the type-check, ESLint and Prettier', { timeout: 20 * MINUTES }, async () => {
    const result = await checkCopy(dest, written, ['server/src/modules/orderItems/orderItems.test.ts']);
    expect(result.failures.map((f) => `${f.check}:\n${f.output.slice(0, 4000)}`).join('\n')).toBe('');
  });

  it('serves the generated API from the copy: list, filter, add, edit, delete', { timeout: 5 * MINUTES }, async () => {
    server = await startCopyServer(dest);
    const call = async (method: string, path: string, token: string, data?: Record<string, unknown>) => {
      const query = method === 'GET' && data ? `?${new URLSearchParams(data as Record<string, string>)}` : '';
      const res = await fetch(`${server!.url}${path}${query}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
        body: method === 'GET' ? undefined : JSON.stringify(data ?? {}),
      });
      return res.json() as Promise<{ code: number; message: string; data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const login = await call('POST', '/api/v1/system/login', '', { username: 'admin', password: '123456' });
    const token = login.data.token as string;

    const tree = '/api/v1/gen/demoGenTree';
    const nodes = (await call('GET', `${tree}/list`, token)).data.list;
    expect(nodes.map((n: { name: string }) => n.name)).toEqual(expect.arrayContaining(['Catalogue', 'Sensors']));
    const root = nodes.find((n: { name: string }) => n.name === 'Catalogue');
    expect((await call('POST', `${tree}/add`, token, { parentId: root.id, name: 'Meters', sort: 3 })).code).toBe(0);
    const meters = (await call('GET', `${tree}/list`, token, { name: 'meter' })).data.list;
    expect(meters).toHaveLength(1);
    expect((await call('PUT', `${tree}/edit`, token, { ...meters[0], name: 'Meters 2' })).code).toBe(0);
    expect((await call('PUT', `${tree}/edit`, token, { ...root, parentId: meters[0].id })).code).toBe(50);
    expect((await call('DELETE', `${tree}/delete`, token, { ids: [root.id] })).code).toBe(50);
    expect((await call('DELETE', `${tree}/delete`, token, { ids: [meters[0].id] })).code).toBe(0);

    const sample = '/api/v1/gen/demoGenSample';
    const list = (await call('GET', `${sample}/list`, token)).data;
    expect(list.total).toBe(2);
    expect(
      (await call('GET', `${sample}/list`, token, { name: 'humid' })).data.list.map((r: { name: string }) => r.name),
    ).toEqual(['Humidity sensor']);
    expect((await call('GET', `${sample}/list`, token, { status: '0' })).data.total).toBe(1);
    const options = (await call('GET', `${sample}/treeIdOptions`, token)).data;
    expect(options.map((o: { label: string }) => o.label)).toContain('Sensors');
    const added = await call('POST', `${sample}/add`, token, {
      name: 'Pressure sensor',
      status: 1,
      publishDate: '2026-03-01',
      cover: '',
      treeId: Number(options[0].value),
      remark: 'new',
    });
    expect(added.code).toBe(0);
    const row = (await call('GET', `${sample}/list`, token, { name: 'Pressure' })).data.list[0];
    expect(row).toMatchObject({ name: 'Pressure sensor', publishDate: '2026-03-01', createdBy: 1 });
    expect((await call('PUT', `${sample}/edit`, token, { ...row, name: 'Pressure gauge', status: 0 })).code).toBe(0);
    expect((await call('GET', `${sample}/get`, token, { id: String(row.id) })).data).toMatchObject({
      name: 'Pressure gauge',
      status: 0,
    });
    expect((await call('POST', `${sample}/add`, token, { status: 1 })).code).toBe(51);
    expect((await call('DELETE', `${sample}/delete`, token, { ids: [row.id] })).code).toBe(0);
    expect((await call('GET', `${sample}/list`, token)).data.total).toBe(2);
  });
});
