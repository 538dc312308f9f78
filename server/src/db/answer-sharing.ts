import type { Bus } from '../lib/bus.ts';
import type { Database } from './client.ts';

/**
 * On PostgreSQL several processes may serve one database: each tells the others when it wrote
 * (once per burst, not per statement) so they drop their cached answers too. PGlite has a single
 * process, which sees its own writes already.
 */
export function shareAnswerInvalidation(database: Database, bus: Bus) {
  const { answers } = database;
  bus.on('reset', () => answers.invalidate());
  if (database.kind !== 'postgres') return;
  bus.on('message', (m) => {
    if (m.type === 'dataChanged') answers.invalidate();
  });
  let pending = false;
  answers.onWrite(() => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      bus.publish({ type: 'dataChanged' }).catch(() => answers.invalidate());
    });
  });
}
