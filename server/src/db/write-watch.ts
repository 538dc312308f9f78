// Notices every write that reaches the database driver, whichever module or raw statement made it,
// so caches of answers (answer-cache.ts) and PGlite's statistics (pglite-analyze.ts) follow them.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** A plain SELECT (what drizzle's query builder and the count helpers send); anything else may write. */
export function isRead(statement: string): boolean {
  return /^\s*\(?\s*select\b/i.test(statement);
}

/**
 * Statements that start with this comment write only what devices report (telemetry, latest
 * values, device logs): no cached list answer depends on those tables, and counting them as writes
 * would empty the answer cache many times a second while devices talk.
 */
export const TELEMETRY_WRITE = '/* telemetry */';

const isTelemetry = (statement: string) => statement.startsWith(TELEMETRY_WRITE);

const textOf = (q: unknown): string =>
  typeof q === 'string' ? q : typeof (q as { text?: unknown })?.text === 'string' ? (q as { text: string }).text : '';

/**
 * Calls `written` after each statement that is not a plain SELECT (on success or failure) and after
 * each transaction, i.e. once the change is committed and visible to the next query; a
 * TELEMETRY_WRITE statement calls `telemetryWritten` instead.
 */
export function watchPgliteWrites(client: PGlite, written: () => void, telemetryWritten: () => void = () => {}) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    if (isRead(args[0])) return query(...args);
    const after = isTelemetry(args[0]) ? telemetryWritten : written;
    try {
      return await query(...args);
    } finally {
      after();
    }
  }) as typeof client.query;
  client.exec = (async (...args: Parameters<typeof exec>) => {
    try {
      return await exec(...args);
    } finally {
      written();
    }
  }) as typeof client.exec;
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    try {
      return await transaction(...args);
    } finally {
      written();
    }
  }) as typeof client.transaction;
}

/**
 * The same for a pg pool: every client it opens reports its non-SELECT statements. Inside a
 * transaction the COMMIT (not a SELECT either) reports last, after the change became visible.
 */
export function watchPoolWrites(pool: pg.Pool, reportWrite: () => void, telemetryWritten: () => void = () => {}) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      if (isRead(text)) return query(...args);
      const written = isTelemetry(text) ? telemetryWritten : reportWrite;
      // pg answers through a callback when one is given (pool.query does so), else a promise.
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...answer: unknown[]) => {
          written();
          return (callback as (...a: unknown[]) => unknown)(...answer);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).finally === 'function')
        return (result as Promise<unknown>).finally(written);
      written();
      return result;
    };
  });
}
