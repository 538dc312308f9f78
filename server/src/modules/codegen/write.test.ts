// CODEGEN_WRITE=on: writing into a checkout (a small fake one here), keeping hand-made changes
// unless the overwrite options allow them, merging the registries once.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { repoRoot } from './repo.ts';
import { writeGenerated } from './write.ts';

const CHECKOUT_FILES = [
  'package.json',
  '.prettierrc.json',
  'server/src/composition/modules.ts',
  'contract/src/permissions.ts',
  'contract/src/index.ts',
  'contract/package.json',
];

function fakeCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), 'codegen-write-'));
  for (const f of CHECKOUT_FILES) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    copyFileSync(join(repoRoot(), f), join(root, f));
  }
  mkdirSync(join(root, 'web/src/views'), { recursive: true });
  mkdirSync(join(root, 'server/src/modules'), { recursive: true });
  return root;
}

describe('code generator writing into a checkout', () => {
  const s = signedInApp();
  const root = fakeCheckout();
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const gen = (path: string, data: Record<string, unknown>) =>
    s.t.api('POST', `/api/v1/system/tools/gen/${path}`, data, s.admin);
  const menus: Record<string, unknown>[] = [];
  const addMenu = async (body: Record<string, unknown>) => void menus.push(body);

  it('writes the files and registries, then keeps a file changed by hand', async () => {
    expect((await gen('importTableSave', { tables: ['demo_gen_tree'] })).body.code).toBe(0);
    const tableId = (await s.t.api('GET', '/api/v1/system/tools/gen/tableList', {}, s.admin)).body.data.list[0].tableId;
    const first = await writeGenerated(s.t.database.db, [tableId], addMenu, root);
    expect(first.written).toContain('server/src/modules/demoGenTree/service.ts');
    expect(first.written).toContain('server/src/composition/modules.ts');
    expect(first.skipped).toEqual([]);
    expect(first.menus).toEqual([
      'api/v1/gen/demoGenTree/list',
      'api/v1/gen/demoGenTree/get',
      'api/v1/gen/demoGenTree/add',
      'api/v1/gen/demoGenTree/edit',
      'api/v1/gen/demoGenTree/delete',
    ]);
    expect(menus[0]).toMatchObject({
      menuType: 1,
      component: 'gen/demoGenTree/list/index',
      path: '/gen/demoGenTree/list',
    });
    const modules = readFileSync(join(root, 'server/src/composition/modules.ts'), 'utf8');
    expect(modules.match(/demoGenTreeModule/g)).toHaveLength(2);

    // Unchanged files are left alone; the registries are merged once.
    const again = await writeGenerated(s.t.database.db, [tableId], addMenu, root);
    expect(again.written).toEqual([]);
    expect(again.skipped.every((f) => f.reason === 'unchanged')).toBe(true);

    // A hand-made change is kept, and a change of the settings regenerates what was not touched.
    const service = join(root, 'server/src/modules/demoGenTree/service.ts');
    writeFileSync(service, `${readFileSync(service, 'utf8')}// mine\n`);
    const { info, list } = (await s.t.api('GET', '/api/v1/system/tools/gen/columnList', { tableId }, s.admin)).body
      .data;
    expect((await gen('editSave', { ...info, functionName: 'Categories', columns: list })).body.code).toBe(0);
    const third = await writeGenerated(s.t.database.db, [tableId], addMenu, root);
    expect(third.skipped).toContainEqual({
      path: 'server/src/modules/demoGenTree/service.ts',
      reason: 'changed since the last generation',
    });
    expect(third.written).toContain('server/src/modules/demoGenTree/messages.json');
    expect(readFileSync(service, 'utf8')).toContain('// mine');

    // Allowed by the overwrite options: replaced.
    expect(
      (
        await gen('editSave', {
          ...info,
          functionName: 'Categories',
          overwrite: true,
          overwriteInfo: { service: true },
          columns: list,
        })
      ).body.code,
    ).toBe(0);
    const fourth = await writeGenerated(s.t.database.db, [tableId], addMenu, root);
    expect(fourth.written).toContain('server/src/modules/demoGenTree/service.ts');
    expect(readFileSync(service, 'utf8')).not.toContain('// mine');
  });

  it('refuses to write outside a checkout', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'codegen-none-'));
    await expect(writeGenerated(s.t.database.db, [1], addMenu, empty)).rejects.toMatchObject({ code: 51 });
    rmSync(empty, { recursive: true, force: true });
  });
});
