// The broker's thread (PostgreSQL) is a worker, and a worker refuses the process-wide options node
// takes: started with one (node --max-old-space-size=4096 …), the server stopped at its start with
// ERR_WORKER_INVALID_EXEC_ARGV. The thread now starts without the process's options then.
import { afterEach, expect, it } from 'vitest';
import { EmbeddedBroker, type EmbeddedDeps } from './embedded.ts';

const added: string[] = [];

afterEach(() => {
  for (const option of added.splice(0)) process.execArgv.splice(process.execArgv.indexOf(option), 1);
});

it.each(['--max-old-space-size=4096', '--max-semi-space-size=64', '--stack-size=2000'])(
  'starts its thread when node was started with %s',
  async (option) => {
    process.execArgv.push(option);
    added.push(option);
    // Listening asks nothing of the server's half: no device connects.
    const broker = await EmbeddedBroker.create({} as EmbeddedDeps, true);
    try {
      expect(await broker.listen(0, '127.0.0.1')).toBeGreaterThan(0);
    } finally {
      await broker.close();
    }
  },
);
