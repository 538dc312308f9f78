// The built-in job handlers: expired sessions, old logs, telemetry retention.
import { lt } from 'drizzle-orm';
import { purgeExpiredSessions } from '../auth/index.ts';
import { pruneLoginLog } from '../loginlog/index.ts';
import { pruneOperLogs } from '../operlog/index.ts';
import { pruneAutomationRuns } from '../automation/index.ts';
import { deleteExpired, retentionDays } from '../telemetry/index.ts';
import { registerJobHandler, type JobRun } from './registry.ts';
import { sysJobLogs } from './schema.ts';

const DAY_MS = 86_400_000;

/** The first parameter as whole days, else `fallback`. */
function daysParam({ params }: JobRun, fallback: number): number {
  const n = Number(params[0]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const BUILT_IN_JOBS = {
  sessions: 'clearExpiredSessions',
  logs: 'pruneOldLogs',
  telemetry: 'telemetryRetention',
} as const;

export function registerBuiltInJobs(): void {
  registerJobHandler(BUILT_IN_JOBS.sessions, async ({ app }) => {
    return `sessions: ${await purgeExpiredSessions(app.ctx.database.db)}`;
  });
  // Operation log, login log and job log older than the first parameter's days (90 by default).
  // Device logs follow the telemetry retention (their own job, in chunks).
  registerJobHandler(BUILT_IN_JOBS.logs, async (run) => {
    const days = daysParam(run, 90);
    const cutoff = new Date(Date.now() - days * DAY_MS);
    const { db } = run.app.ctx.database;
    const operLogs = await pruneOperLogs(db, days);
    const loginLogs = await pruneLoginLog(db, days);
    const jobLogs = await db
      .delete(sysJobLogs)
      .where(lt(sysJobLogs.createdAt, cutoff))
      .returning({ id: sysJobLogs.id });
    return `operLogs: ${operLogs}, loginLogs: ${loginLogs}, jobLogs: ${jobLogs.length}`;
  });
  registerJobHandler(BUILT_IN_JOBS.telemetry, async ({ app }) => {
    const { database, config } = app.ctx;
    const days = await retentionDays(database.db, config.telemetryRetentionDays);
    const r = await deleteExpired(database, days);
    if (!r.ran) return 'skipped: running elsewhere';
    // Automation runs (and their steps) are kept as long as the telemetry that fired them.
    const runs = await pruneAutomationRuns(database.db, days);
    return `days: ${days}, telemetry: ${r.telemetry}, logs: ${r.logs}, automationRuns: ${runs}`;
  });
}
