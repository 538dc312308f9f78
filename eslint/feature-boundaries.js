// Lint zones between the console's features (ARCHITECTURE.md): a feature is a folder under
// web/src/features with an index.ts; shared code (lib, components, stores, i18n) never imports a
// feature, and anything outside a feature imports it only through its index.ts.
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

const entry = (dir) => (existsSync(join(dir, 'index.ts')) ? join(dir, 'index.ts') : join(dir, 'index.tsx'));

export function featureBoundaries(root) {
  const features = findFeatures(root);
  const from = `./${root}`;
  const indexes = features.map((f) => `./${relative(root, entry(f))}`);
  const deep = 'Import another feature only through its index.ts (ARCHITECTURE.md, "Feature boundaries").';
  const zones = [
    {
      target: ['./web/src/lib', './web/src/components', './web/src/stores', './web/src/i18n', './web/src/test'],
      from,
      message: 'Shared code never imports a feature: move what both need into lib/ or components/.',
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
