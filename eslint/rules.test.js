// The lint rules that keep the architecture (ARCHITECTURE.md) must really fail: a deep import
// into another feature, a feature imported by shared code, the shell imported by shared code or a
// feature, an import cycle (type imports too), and a server module or the composition imported by
// the platform.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cyclesAmong, folderCycles } from './import-graph.js';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const rulesOf = async (code, filePath) => (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId);

describe('lint boundaries', () => {
  it('refuses a deep import from one feature into another, and allows its index', async () => {
    const deep =
      "import { dictTypeListQuery } from '@/features/system/dict/api';\nexport const q = dictTypeListQuery;\n";
    expect(await rulesOf(deep, 'web/src/features/system/notice/probe.ts')).toContain('import-x/no-restricted-paths');
    const viaIndex = "import { DictTypePage } from '@/features/system/dict';\nexport const p = DictTypePage;\n";
    expect(await rulesOf(viaIndex, 'web/src/features/system/notice/probe.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature in shared code, even through its index', async () => {
    const code = "import { DictTypePage } from '@/features/system/dict';\nexport const p = DictTypePage;\n";
    expect(await rulesOf(code, 'web/src/lib/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses the shell in a feature, in a store and in the rest of the shared code', async () => {
    const layout = "import { useTagsView } from '@/layout/tags-view/tagsView';\nexport const s = useTagsView;\n";
    expect(await rulesOf(layout, 'web/src/features/system/notice/probe.ts')).toContain('import-x/no-restricted-paths');
    const app = "import { createRouter } from '@/app/router';\nexport const r = createRouter;\n";
    expect(await rulesOf(app, 'web/src/stores/probe.ts')).toContain('import-x/no-restricted-paths');
    for (const dir of ['lib', 'components', 'i18n', 'test', 'routing']) {
      expect(await rulesOf(app, `web/src/${dir}/probe.ts`), dir).toContain('import-x/no-restricted-paths');
      expect(await rulesOf(layout, `web/src/${dir}/probe.ts`), dir).toContain('import-x/no-restricted-paths');
    }
  });

  it('lets the shell import the route model, and the layout import the app', async () => {
    const routing = "import { useRoutesStore } from '@/routing/routes';\nexport const s = useRoutesStore;\n";
    expect(await rulesOf(routing, 'web/src/layout/probe.ts')).not.toContain('import-x/no-restricted-paths');
    expect(await rulesOf(routing, 'web/src/features/system/notice/probe.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
    const app = "import { PageHeading } from '@/app/PageHeading';\nexport const p = PageHeading;\n";
    expect(await rulesOf(app, 'web/src/layout/probe.ts')).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // The fixture is left out of `npm run lint` (it is wrong on purpose); here it is linted.
    const unignored = new ESLint({ cwd: new URL('..', import.meta.url).pathname, ignore: false });
    const [result] = await unignored.lintFiles(['eslint/fixtures/cycle/a.ts']);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses an import cycle closed by type-only imports', async () => {
    const unignored = new ESLint({ cwd: new URL('..', import.meta.url).pathname, ignore: false });
    const [result] = await unignored.lintFiles(['eslint/fixtures/type-cycle/a.ts']);
    expect(result.messages.map((m) => m.ruleId)).toContain('iot/no-cycle');
  });
});

describe('server layers', () => {
  const platformFiles = ['lib', 'db', 'plugins', 'access'].map((d) => `server/src/${d}/probe.ts`);

  it('refuses a module in the platform, imported as a value or as a type', async () => {
    const value = "import { users } from '../modules/user/schema.ts';\nexport const u = users;\n";
    const type =
      "import type { DeviceRecordSink } from '../modules/mqtt/record-sink.ts';\nexport type S = DeviceRecordSink;\n";
    for (const file of platformFiles) {
      expect(await rulesOf(value, file)).toContain('import-x/no-restricted-paths');
      expect(await rulesOf(type, file)).toContain('import-x/no-restricted-paths');
    }
    const inContext =
      "import type { Rights } from './access/rights.ts';\nimport type { RightsCache } from './modules/auth/cache.ts';\nexport type R = Rights | RightsCache;\n";
    expect(await rulesOf(inContext, 'server/src/context.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses the composition in the platform and in a module, and allows the platform in a module', async () => {
    const composition = "import { modules } from '../composition/modules.ts';\nexport const m = modules;\n";
    expect(await rulesOf(composition, 'server/src/lib/probe.ts')).toContain('import-x/no-restricted-paths');
    const fromModule = "import { modules } from '../../composition/modules.ts';\nexport const m = modules;\n";
    expect(await rulesOf(fromModule, 'server/src/modules/dict/probe.ts')).toContain('import-x/no-restricted-paths');
    const platform = "import { needs } from '../../access/needs.ts';\nexport const n = needs;\n";
    expect(await rulesOf(platform, 'server/src/modules/dict/probe.ts')).toEqual([]);
  });

  it('refuses the cycle a platform file closes by importing what lists the modules', async () => {
    // lib/errors.ts is imported by every module, so the module list leads back to it.
    const code = "import type { modules } from '../composition/modules.ts';\nexport type M = typeof modules;\n";
    expect(await rulesOf(code, 'server/src/lib/errors.ts')).toContain('iot/no-cycle');
  });

  it('finds no import cycle in the server, type imports included', () => {
    const root = new URL('../server/src', import.meta.url).pathname;
    const files = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    expect(cyclesAmong(files(root))).toEqual([]);
  });
});

describe('closed server modules', () => {
  const probe = (module) => `server/src/modules/${module}/probe.ts`;
  const zone = 'import-x/no-restricted-paths';

  it('refuses a deep import into another module, as a value or a type, and allows its index.ts', async () => {
    const table = "import { users } from '../user/schema.ts';\nexport const u = users;\n";
    const code = "import { setRoleUsers } from '../user/mutations.ts';\nexport const s = setRoleUsers;\n";
    const type = "import type { RightsCache } from '../auth/cache.ts';\nexport type R = RightsCache;\n";
    for (const deep of [table, code, type]) expect(await rulesOf(deep, probe('notice'))).toContain(zone);
    const viaIndex = "import { userView } from '../user/index.ts';\nexport const u = userView;\n";
    expect(await rulesOf(viaIndex, probe('notice'))).not.toContain(zone);
    // A module's own files and sub-folders are its own; another module's sub-folder is not.
    const own = "import { products } from './product/schema.ts';\nexport const p = products;\n";
    expect(await rulesOf(own, probe('device'))).not.toContain(zone);
    const nested = "import { tslOf } from '../device/product/service.ts';\nexport const t = tslOf;\n";
    expect(await rulesOf(nested, probe('alarm'))).toContain(zone);
  });

  it("lets a schema.ts name another module's table in a foreign key, and nothing else of it", async () => {
    const table = "import { users } from '../user/schema.ts';\nexport const u = users;\n";
    expect(await rulesOf(table, 'server/src/modules/notice/schema.ts')).not.toContain(zone);
    const code = "import { toSysUser } from '../user/service.ts';\nexport const t = toSysUser;\n";
    expect(await rulesOf(code, 'server/src/modules/notice/schema.ts')).toContain(zone);
  });

  it('finds no cycle between the folders of the server: modules, platform (lib, db, access, plugins)', () => {
    const root = new URL('../server/src', import.meta.url).pathname;
    const files = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    expect(folderCycles(root, files(root))).toEqual([]);
  });
});
