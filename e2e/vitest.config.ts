import { defineConfig } from 'vitest/config';

// Browser specs share one server (started in global setup) and run one file at a time.
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./server.setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // What the browser shows after a click (a dialog closing, a list refreshing) may take seconds
    // on a busy machine; expect.poll waits 1 s by default.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 120_000,
  },
});
