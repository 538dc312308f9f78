// The broker's thread (PostgreSQL) is a worker, and a worker refuses the process-wide options node
// takes: started with one (node --max-old-space-size=4096 …), the server stopped at its start with
// ERR_WORKER_INVALID_EXEC_ARGV.
import { afterEach, expect, it } from 'vitest';
import { EmbeddedBroker, type EmbeddedDeps } from './embedded.ts';

const V8_OPTION = '--max-old-space-size=4096';

afterEach(() => {
  const at = process.execArgv.indexOf(V8_OPTION);
  if (at >= 0) process.execArgv.splice(at, 1);
});

it("starts its thread when node was started with V8's options", async () => {
  process.execArgv.push(V8_OPTION);
  // Listening asks nothing of the server's half: no device connects.
  const broker = await EmbeddedBroker.create({} as EmbeddedDeps, true);
  try {
    expect(await broker.listen(0, '127.0.0.1')).toBeGreaterThan(0);
  } finally {
    await broker.close();
  }
});
