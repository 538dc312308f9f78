import { defineConfig } from 'vitest/config';

// One run covers the web unit tests (jsdom) and the server suite, which runs on PGlite and,
// when TEST_DATABASE_URL is set, a second time on PostgreSQL.
const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      'web/vitest.config.ts',
      {
        test: {
          name: 'server-pglite',
          root: 'server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'server',
                environment: 'node',
                include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30000,
                hookTimeout: 60000,
              },
            },
          ]
        : []),
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
