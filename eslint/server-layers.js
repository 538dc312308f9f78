// Lint zones between the server's layers (ARCHITECTURE.md, "Layers"): the platform (lib, db,
// plugins, access, context.ts, config.ts) knows no module and not the composition that lists
// them; a module never imports the composition (composition/, app.ts, main.ts) either. Type-only
// imports count. Tests are left out: they build the whole app.
const PLATFORM = ['lib', 'db', 'plugins', 'access', 'context.ts', 'config.ts'];
const COMPOSITION = ['composition', 'app.ts', 'main.ts'];

export function serverLayers(src) {
  const at = (names) => names.map((n) => `./${src}/${n}`);
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
      message:
        'A module never imports the composition: import the platform, or another module through its index.ts, service or schema.ts.',
    },
  ];
  return [
    {
      files: [`${src}/**/*.ts`],
      ignores: [`${src}/**/*.test.ts`],
      rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
    },
  ];
}
