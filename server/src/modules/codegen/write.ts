// CODEGEN_WRITE=on: the generated files go into the source checkout the server runs from. A file
// changed since the generator last wrote it (its hash differs from the stored one) is kept unless
// the table's overwrite options allow it; the shared registries are merged, never replaced. The
// menu rows are added through the menu module's own call (menu/add), as the caller.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CodegenWriteResult } from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../lib/errors.ts';
import { ruleView } from '../menu/index.ts';
import { generateFiles, modelOf } from './generate.ts';
import { GENERATED_MENU } from './mutations.ts';
import { isCheckout, repoRoot } from './repo.ts';
import { genFiles } from './schema.ts';
import { genTableRow, writtenFiles } from './service.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** menu/add's body (contract menuAddBody), sent by the route as the caller. */
export type AddMenu = (body: Record<string, unknown>) => Promise<void>;

async function ruleId(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: ruleView.id }).from(ruleView).where(eq(ruleView.name, name));
  return row?.id;
}

async function addMenus(db: Db, tableId: number, addMenu: AddMenu): Promise<string[]> {
  const m = await modelOf(db, tableId);
  if (await ruleId(db, m.permissions.list)) return [];
  const pid = (m.table.menuPid || (await ruleId(db, GENERATED_MENU))) ?? 0;
  await addMenu({
    menuType: 1,
    pid,
    name: m.permissions.list,
    menuName: m.title,
    icon: 'AppstoreOutlined',
    path: `/${m.paths.area}/${m.name}/list`,
    component: m.paths.component,
    isKeepAlive: 1,
  });
  const page = await ruleId(db, m.permissions.list);
  const buttons: [string, string][] = [
    [`查看${m.title}`, m.permissions.get],
    [`新增${m.title}`, m.permissions.add],
    [`修改${m.title}`, m.permissions.edit],
    [`删除${m.title}`, m.permissions.delete],
    ...(m.scope ? [[`全部${m.title}`, m.permissions.all] as [string, string]] : []),
  ];
  for (const [title, name] of buttons) await addMenu({ menuType: 2, pid: page, name, menuName: title });
  return [m.permissions.list, ...buttons.map(([, name]) => name)];
}

export async function writeGenerated(
  db: Db,
  ids: number[],
  addMenu: AddMenu,
  root: string = repoRoot(),
): Promise<CodegenWriteResult> {
  if (!isCheckout(root)) throw validationError('codegenNoCheckout');
  const result: CodegenWriteResult = { written: [], skipped: [], menus: [] };
  for (const tableId of ids) {
    const table = await genTableRow(db, tableId);
    const { list } = await generateFiles(db, tableId, root);
    const hashes = await writtenFiles(db, tableId);
    for (const file of list) {
      const abs = join(root, file.path);
      const current = existsSync(abs) ? readFileSync(abs, 'utf8') : null;
      if (current === file.text) {
        result.skipped.push({ path: file.path, reason: 'unchanged' });
        continue;
      }
      const ours = current === null || file.registry || hashes.get(file.path) === sha(current);
      if (!ours && !(table.overwrite && table.overwriteInfo[file.overwrite])) {
        result.skipped.push({
          path: file.path,
          reason: hashes.has(file.path) ? 'changed since the last generation' : 'exists and was not generated',
        });
        continue;
      }
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, file.text);
      result.written.push(file.path);
      await db
        .insert(genFiles)
        .values({ tableId, path: file.path, hash: sha(file.text) })
        .onConflictDoUpdate({
          target: [genFiles.tableId, genFiles.path],
          set: { hash: sha(file.text), writtenAt: new Date() },
        });
    }
    result.menus.push(...(await addMenus(db, tableId, addMenu)));
  }
  return result;
}
