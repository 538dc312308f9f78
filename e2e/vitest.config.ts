import { defineConfig } from 'vitest/config';

// Browser specs share one server (started in global setup) and run one file at a time.
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./server.setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
