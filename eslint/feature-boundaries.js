// Lint zones of the console (ARCHITECTURE.md): a feature is a folder under web/src/features with an
// index.ts; shared code (lib, components, stores, i18n, test, routing) never imports a feature, and
// anything outside a feature imports it only through its index.ts. Neither shared code nor a feature
// imports the shell (app, layout): what both need lives below them.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every feature folder below `root`: the first folders, going down, that hold an index.ts(x). */
export function findFeatures(root) {
  if (!existsSync(root)) return [];
  const isFeature = (dir) => existsSync(join(dir, 'index.ts')) || existsSync(join(dir, 'index.tsx'));
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => {
        const sub = join(dir, e.name);
        return isFeature(sub) ? [sub] : walk(sub);
      });
  return walk(root);
}

/** The console's shared code, below the features and the shell. */
export const SHARED = ['lib', 'components', 'stores', 'i18n', 'test', 'routing'];
/** The shell, above the features: it composes them. */
export const SHELL = ['app', 'layout'];

const entry = (dir) => (existsSync(join(dir, 'index.ts')) ? join(dir, 'index.ts') : join(dir, 'index.tsx'));

export function featureBoundaries(root) {
  const features = findFeatures(root);
  const from = `./${root}`;
  const indexes = features.map((f) => `./${relative(root, entry(f))}`);
  const deep = 'Import another feature only through its index.ts (ARCHITECTURE.md, "Feature boundaries").';
  const shared = SHARED.map((d) => `./web/src/${d}`);
  const zones = [
    {
      target: shared,
      from,
      message: 'Shared code never imports a feature: move what both need into lib/ or components/.',
    },
    {
      target: [...shared, from],
      from: SHELL.map((d) => `./web/src/${d}`),
      message:
        'Shared code and features never import the shell (app/, layout/): move what both need into routing/, components/ or lib/.',
    },
    // The shell, the views and the router compose features through their indexes.
    { target: ['./web/src/app', './web/src/layout', './web/src/views'], from, except: indexes, message: deep },
    ...features.map((f) => ({
      target: `./${f}`,
      from,
      except: [`./${relative(root, f)}`, ...indexes],
      message: deep,
    })),
  ];
  return [
    {
      files: ['web/src/**/*.{ts,tsx}'],
      rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
    },
  ];
}
