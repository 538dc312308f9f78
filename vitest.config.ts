import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers the web unit tests (jsdom) and the server suite, which runs on PGlite and,
// when TEST_DATABASE_URL is set, a second time on PostgreSQL.
const pg = process.env.TEST_DATABASE_URL;

/** The server suite on one engine (test/helpers.ts reads TEST_DB). */
const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    root: 'server',
    environment: 'node' as const,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB: engine },
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core idle by default (CPUs - 1): on a 2-core CI machine that ran every file in turn.
    maxWorkers: availableParallelism(),
    projects: [
      'web/vitest.config.ts',
      // The lint rules that hold the architecture (eslint/rules.test.js).
      { test: { name: 'lint-rules', root: 'eslint', environment: 'node', include: ['*.test.js'], testTimeout: 60000 } },
      serverProject('pglite'),
      ...(pg ? [serverProject('postgres')] : []),
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
      exclude: ['**/*.test.*', '**/*.d.ts'],
      // The helper library every screen shares stays fully tested.
      thresholds: { 'web/src/lib/**': { lines: 100 } },
    },
  },
});
