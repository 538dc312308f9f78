// What PostgreSQL's background workers would do for us, and PGlite (one backend, no autovacuum)
// does not: keep the planner's statistics current. Plus the answer cache's write watch.
import type { PGlite } from '@electric-sql/pglite';
import type { AnswerCache } from './answer-cache.ts';
import { watchPgliteWrites } from './write-watch.ts';

/** About what autovacuum's analyze threshold (50 rows + 10%) gives on the console's small tables. */
const ANALYZE_AFTER_WRITES = 100;
/** Lets a burst of writes (a seed, an import) finish before one ANALYZE. */
const ANALYZE_DELAY_MS = 2_000;

/**
 * Without statistics the planner takes every table for empty and picks plans that are fine for
 * ten rows and ruinous for thousands (unReadCount: a nested-loop anti join, 0.6 s for 3,000
 * notices instead of 8 ms). So ANALYZE runs at start and again after each burst of writes.
 */
export async function upkeepPglite(client: PGlite, answers: AnswerCache): Promise<void> {
  // Taken before the watch: ANALYZE changes no data and must not drop the cached answers.
  const exec = client.exec.bind(client);
  let writes = 0;
  let timer: NodeJS.Timeout | undefined;
  const analyze = async () => {
    timer = undefined;
    writes = 0;
    if (!client.closed) await exec('ANALYZE').catch(() => undefined);
  };
  watchPgliteWrites(client, () => {
    answers.written();
    if (++writes >= ANALYZE_AFTER_WRITES && !timer) timer = setTimeout(() => void analyze(), ANALYZE_DELAY_MS).unref();
  });
  await analyze();
}
