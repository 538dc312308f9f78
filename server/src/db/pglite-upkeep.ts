// What PostgreSQL's background workers would do for us, and PGlite (one backend, no autovacuum)
// does not: keep the planner's statistics current. Plus the answer cache's write watch.
import type { PGlite } from '@electric-sql/pglite';
import type { AnswerCache } from './answer-cache.ts';
import { watchPgliteWrites } from './write-watch.ts';

/** How many writes make the upkeep look for tables to analyze. */
const ANALYZE_AFTER_WRITES = 100;
/** Lets a burst of writes (a seed, an import) finish before one ANALYZE. */
const ANALYZE_DELAY_MS = 2_000;

/**
 * The tables autovacuum would analyze: more rows changed since their last ANALYZE than its
 * threshold, 50 rows plus 10% of the table. The statistics are flushed first (PGlite's one
 * backend reports them lazily).
 */
const CHANGED_TABLES = `SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS name
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`;

/**
 * Without statistics the planner takes every table for empty and picks plans that are fine for
 * ten rows and ruinous for thousands (unReadCount: a nested-loop anti join, 0.6 s for 3,000
 * notices instead of 8 ms). So ANALYZE runs at start, and after each burst of writes on the tables
 * that changed enough: a whole-database ANALYZE reads some 30,000 rows of every large table (2 s
 * with 100,000 log rows and 10,000 devices), and PGlite's one connection would wait for it.
 */
export async function upkeepPglite(client: PGlite, answers: AnswerCache): Promise<void> {
  // Taken before the watch: ANALYZE changes no data and must not drop the cached answers.
  const exec = client.exec.bind(client);
  const query = client.query.bind(client);
  let writes = 0;
  let timer: NodeJS.Timeout | undefined;
  const analyzeChanged = async () => {
    timer = undefined;
    writes = 0;
    if (client.closed) return;
    try {
      await query('SELECT pg_stat_force_next_flush()');
      const { rows } = await query<{ name: string }>(CHANGED_TABLES);
      if (rows.length && !client.closed) await exec(`ANALYZE ${rows.map((r) => r.name).join(', ')}`);
    } catch {
      // Closed meanwhile, or the statistics unreadable: the next burst tries again.
    }
  };
  watchPgliteWrites(
    client,
    () => {
      answers.written();
      if (++writes >= ANALYZE_AFTER_WRITES && !timer)
        timer = setTimeout(() => void analyzeChanged(), ANALYZE_DELAY_MS).unref();
    },
    () => answers.telemetryWritten(),
  );
  await exec('ANALYZE').catch(() => undefined);
}
