// Lint zones between the server's layers (ARCHITECTURE.md, "Layers"): the platform (lib, db,
// plugins, access, context.ts, config.ts) knows no module and not the composition that lists
// them; a module never imports the composition (composition/, app.ts, main.ts) either, and imports
// another module only through its index.ts (as feature-boundaries.js keeps the console's features),
// except that a schema.ts may name another module's schema.ts in a foreign key. Type-only imports
// count. Tests and their fixtures are left out: they build the whole app.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findFeatures } from './feature-boundaries.js';

const PLATFORM = ['lib', 'db', 'plugins', 'access', 'context.ts', 'config.ts'];
const COMPOSITION = ['composition', 'app.ts', 'main.ts'];

/** Every module folder under `modules`: the first folders, going down, that hold an index.ts. */
export const findModules = (modules) => findFeatures(modules);

/** A module's tables: its schema.ts files (a merged module keeps one per part). */
function schemasOf(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? schemasOf(join(dir, e.name)) : e.name === 'schema.ts' ? [join(dir, e.name)] : [],
  );
}

export function serverLayers(src) {
  const at = (names) => names.map((n) => `./${src}/${n}`);
  const modulesDir = `${src}/modules`;
  const from = `./${modulesDir}`;
  const modules = findModules(modulesDir);
  const local = (path) => `./${relative(modulesDir, path)}`;
  const closed =
    'Import another module only through its index.ts, which exports its service functions and query helpers, never its tables; only a schema.ts may name another module’s schema.ts, in a foreign key (ARCHITECTURE.md, "Layers").';
  const zones = [
    {
      target: at(PLATFORM),
      from: at(['modules', ...COMPOSITION]),
      message:
        'The platform knows no module: take what a module gives through its definition (modules/module.ts) or app.ctx, composed in composition/.',
    },
    {
      target: at(['modules']),
      from: at(COMPOSITION),
      message: 'A module never imports the composition: import the platform, or another module through its index.ts.',
    },
    ...modules.flatMap((m) => {
      const others = modules.filter((o) => o !== m);
      const ownSchemas = schemasOf(m).map((s) => `./${s}`);
      return [
        {
          // Everything of the module but its tables: other modules through their index.ts only.
          target: `./${m}/**/!(schema).ts`,
          from,
          except: [local(m), './module.ts', ...others.map((o) => `${local(o)}/index.ts`)],
          message: closed,
        },
        ...(ownSchemas.length
          ? [
              {
                // Its tables: other modules' tables, for foreign keys, and nothing else of them.
                target: ownSchemas,
                from,
                except: [local(m), ...others.flatMap((o) => schemasOf(o).map(local))],
                message: closed,
              },
            ]
          : []),
      ];
    }),
  ];
  return [
    {
      files: [`${src}/**/*.ts`],
      ignores: [`${src}/**/*.test.ts`, `${src}/**/test-fixture.ts`, `${src}/**/test-kit.ts`],
      rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
    },
  ];
}
