// The broker thread's entry (embedded.ts starts it): its code is TypeScript, run through tsx
// whoever started the server (node --import tsx, or a test runner).
import { register } from 'tsx/esm/api';

register();
await import('./broker-thread.ts');
