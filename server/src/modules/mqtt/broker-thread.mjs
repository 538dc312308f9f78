// The broker thread's entry (embedded.ts starts it): its code is TypeScript, run through tsx
// whoever started the server (node --import tsx, or a test runner).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runBroker } = await import('./broker-thread.ts');
await runBroker(parentPort);
