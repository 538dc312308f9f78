// Generation: the stored settings of a table through the typed templates (templates/), each file
// formatted with the repository's Prettier settings, keyed by its path in the repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import * as prettier from 'prettier';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../lib/errors.ts';
import { ruleView } from '../menu/index.ts';
import { catalogColumns, catalogTable } from './catalog.ts';
import { mapSqlType } from './naming.ts';
import { GENERATED_MENU } from './mutations.ts';
import { isCheckout, repoRoot } from './repo.ts';
import { genColumnRows, genTableRow } from './service.ts';
import { contractTemplate } from './templates/contract.ts';
import { buildModel, type GenModel } from './templates/model.ts';
import {
  contractIndexRegistry,
  contractPackageRegistry,
  modulesRegistry,
  permissionsRegistry,
} from './templates/registry.ts';
import {
  messagesJsonTemplate,
  exportTemplate,
  importTemplate,
  messagesTsTemplate,
  moduleIndexTemplate,
  routesTemplate,
  schemaTemplate,
  seedTemplate,
  serviceTemplate,
} from './templates/server.ts';
import { serverTestTemplate } from './templates/servertest.ts';
import {
  apiTemplate,
  detailTemplate,
  dialogTemplate,
  featureIndexTemplate,
  fileFieldTemplate,
  importDialogTemplate,
  labelsTemplate,
  pageTemplate,
  textsJsonTemplate,
  textsTsTemplate,
  viewTemplate,
  webTestTemplate,
} from './templates/web.ts';
import { controlOf } from './templates/controls.ts';
import type { CodegenOverwriteKey } from '@iot/contract';

/** One generated file: its path, text and the overwrite option that covers it. */
export interface GenFile {
  path: string;
  text: string;
  overwrite: CodegenOverwriteKey;
  /** A shared registry: changed in place rather than owned by the module. */
  registry?: boolean;
}

async function parentRule(db: Db, menuPid: number): Promise<string> {
  if (!menuPid) return GENERATED_MENU;
  const [row] = await db.select({ name: ruleView.name }).from(ruleView).where(eq(ruleView.id, menuPid));
  return row?.name ?? GENERATED_MENU;
}

/** The files of a model, unformatted; registries read from `root` when it is a checkout. */
export function filesOf(m: GenModel, parent: string, root: string | null): GenFile[] {
  const s = m.paths.serverModule;
  const w = m.paths.feature;
  const files: GenFile[] = [
    { path: m.paths.contractFile, text: contractTemplate(m), overwrite: 'contract' },
    { path: `${s}/schema.ts`, text: schemaTemplate(m), overwrite: 'schema' },
    { path: `${s}/service.ts`, text: serviceTemplate(m), overwrite: 'service' },
    { path: `${s}/routes.ts`, text: routesTemplate(m), overwrite: 'routes' },
    { path: `${s}/messages.json`, text: messagesJsonTemplate(m), overwrite: 'messages' },
    { path: `${s}/messages.ts`, text: messagesTsTemplate(m), overwrite: 'messages' },
    { path: `${s}/seed.ts`, text: seedTemplate(m, parent), overwrite: 'seed' },
    { path: `${s}/index.ts`, text: moduleIndexTemplate(m), overwrite: 'module' },
    { path: `${s}/${m.name}.test.ts`, text: serverTestTemplate(m), overwrite: 'serverTest' },
    { path: `${w}/api.ts`, text: apiTemplate(m), overwrite: 'api' },
    { path: `${w}/texts.json`, text: textsJsonTemplate(m), overwrite: 'texts' },
    { path: `${w}/texts.ts`, text: textsTsTemplate(m), overwrite: 'texts' },
    { path: `${w}/${m.Name}Page.tsx`, text: pageTemplate(m), overwrite: 'page' },
    { path: `${w}/components/${m.Name}Dialog.tsx`, text: dialogTemplate(m), overwrite: 'dialog' },
    { path: `${w}/index.ts`, text: featureIndexTemplate(m), overwrite: 'feature' },
    { path: `${w}/${m.name}.test.tsx`, text: webTestTemplate(m), overwrite: 'webTest' },
    { path: m.paths.viewFile, text: viewTemplate(m), overwrite: 'view' },
  ];
  if (m.options.exportFile) files.push({ path: `${s}/export.ts`, text: exportTemplate(m), overwrite: 'service' });
  if (m.options.importFile) {
    files.push({ path: `${s}/import.ts`, text: importTemplate(m), overwrite: 'service' });
    files.push({ path: `${w}/components/${m.Name}ImportDialog.tsx`, text: importDialogTemplate(m), overwrite: 'page' });
  }
  if (m.options.detail)
    files.push({ path: `${w}/components/${m.Name}Detail.tsx`, text: detailTemplate(m), overwrite: 'page' });
  const controls = [...m.listFields, ...m.queryFields, ...m.editFields, ...m.detailFields].map((f) => controlOf(f, m));
  if (controls.some((c) => c.startsWith('dict') || c.startsWith('link')))
    files.push({ path: `${w}/components/labels.ts`, text: labelsTemplate(), overwrite: 'page' });
  if (m.editFields.some((f) => ['image', 'file'].includes(controlOf(f, m))))
    files.push({ path: `${w}/components/FileField.tsx`, text: fileFieldTemplate(), overwrite: 'dialog' });
  if (root) {
    const read = (p: string) => readFileSync(join(root, p), 'utf8');
    const registry = (path: string, change: (text: string, m: GenModel) => string) =>
      files.push({ path, text: change(read(path), m), overwrite: 'registry', registry: true });
    registry('server/src/composition/modules.ts', modulesRegistry);
    registry('contract/src/permissions.ts', permissionsRegistry);
    registry('contract/src/index.ts', contractIndexRegistry);
    registry('contract/package.json', contractPackageRegistry);
  }
  return files;
}

/** Formats a file as `prettier --check` expects it in the repository. */
async function format(file: GenFile, root: string): Promise<string> {
  const filepath = join(root, file.path);
  const options = (await prettier.resolveConfig(filepath, { config: join(root, '.prettierrc.json') })) ?? {};
  return prettier.format(tidyImports(file.text), { ...options, filepath });
}

/** Templates leave a blank line where an optional import is absent: imports stay one block. */
export function tidyImports(text: string): string {
  let out = text;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/^(import [^\n]*\n)\n+(?=import )/m, '$1');
  }
  return out;
}

/** The model of a stored table, checked against the catalog first. */
export async function modelOf(db: Db, tableId: number): Promise<GenModel> {
  const table = await genTableRow(db, tableId);
  if (!(await catalogTable(db, table.tableName)))
    throw validationError('codegenTableChanged', { name: table.tableName });
  const columns = await genColumnRows(db, tableId);
  if (!columns.some((c) => c.isPk)) throw validationError('codegenNoPrimaryKey', { name: table.tableName });
  const linked = new Map<string, Map<string, string>>();
  for (const name of new Set(columns.map((c) => c.linkTableName).filter(Boolean)))
    linked.set(
      name,
      new Map((await catalogColumns(db, name)).map((c) => [c.name, mapSqlType(c.sqlType)?.builder ?? 'text'])),
    );
  return buildModel(table, columns, (t, c) => linked.get(t)?.get(c));
}

/** Every generated file of a table, formatted, by its path in the repository. */
export async function generateFiles(
  db: Db,
  tableId: number,
  root: string = repoRoot(),
): Promise<{ businessName: string; files: Record<string, string>; list: GenFile[] }> {
  const m = await modelOf(db, tableId);
  const list = filesOf(m, await parentRule(db, m.table.menuPid), isCheckout(root) ? root : null);
  for (const f of list) f.text = await format(f, root);
  return { businessName: m.name, files: Object.fromEntries(list.map((f) => [f.path, f.text])), list };
}

/** A zip of the files, under their repository paths. */
export function zipOf(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));
}
