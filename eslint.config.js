import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { iotPlugin } from './eslint/no-cycle.js';
import { resolver } from './eslint/resolver.js';
import { serverLayers } from './eslint/server-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/coverage',
      'data',
      'server/drizzle',
      'e2e/artifacts',
      'eslint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere: a cycle makes load order matter and hides which side owns what.
    files: ['{web,server,contract}/src/**/*.{ts,tsx}', 'eslint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX, iot: iotPlugin },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [resolver],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server and the contract: type-only imports close cycles too (import-x/no-cycle skips
    // them), so iot/no-cycle (eslint/no-cycle.js) takes its place.
    files: ['{server,contract}/src/**/*.ts'],
    rules: { 'import-x/no-cycle': 'off', 'iot/no-cycle': 'error' },
  },
  { files: ['eslint/fixtures/**/*.ts'], rules: { 'iot/no-cycle': 'error' } },
  // Features own their code; everything else reaches a feature only through its index.ts.
  ...featureBoundaries('web/src/features'),
  // The server's platform knows no module; the modules never import the composition above them.
  ...serverLayers('server/src'),
  {
    // Runs in the browser before the app (no bundler): plain script with browser globals.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The contract's root pulls zod into the browser bundle; the console takes values from the
      // zod-free subpaths and only types from the root.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@iot/contract',
              message:
                "Import values from a subpath ('@iot/contract/envelope', '/patterns', '/permissions', '/texts'; the zod ones only in lazily loaded pages).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
