// Every process schedules the running jobs (croner); a firing runs once across processes because
// the first process to move the job's `last_fired_at` up to the firing time claims it (one
// conditional UPDATE, as the alarm's cron rules do). Each run is written to the job log.
import { Cron } from 'croner';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { firingSecond, validCron } from '../../lib/cron.ts';
import { jobHandler } from './registry.ts';
import { sysJobLogs, sysJobs } from './schema.ts';

type JobRow = typeof sysJobs.$inferSelect;

const MAX_RESULT_CHARS = 2000;

/** Claims the firing of `jobId` at `at` for this process; false when another took it first. */
export async function claimFiring(app: FastifyInstance, jobId: number, at: Date): Promise<boolean> {
  const iso = firingSecond(at).toISOString();
  const done = await app.ctx.database.db
    .update(sysJobs)
    .set({ lastFiredAt: sql`${iso}::timestamptz` })
    .where(
      sql`${sysJobs.jobId} = ${jobId} AND ${sysJobs.status} = 0
        AND (${sysJobs.lastFiredAt} IS NULL OR ${sysJobs.lastFiredAt} < ${iso}::timestamptz)`,
    )
    .returning({ id: sysJobs.jobId });
  return done.length > 0;
}

/** Runs the job's handler now and writes the log; never throws (a failure is the log's result). */
export async function runJob(app: FastifyInstance, job: Pick<JobRow, 'jobId' | 'invokeTarget' | 'jobParams'>) {
  const started = performance.now();
  let status = 1;
  let result: string;
  try {
    const handler = jobHandler(job.invokeTarget);
    if (!handler) throw new Error(`no handler named ${job.invokeTarget}`);
    const params = job.jobParams
      .split('|')
      .map((p) => p.trim())
      .filter(Boolean);
    result = await handler({ app, params });
  } catch (err) {
    status = 0;
    result = err instanceof Error ? err.message : String(err);
  }
  const row = {
    jobId: job.jobId,
    targetName: job.invokeTarget,
    result: result.slice(0, MAX_RESULT_CHARS),
    status,
    duration: Math.round(performance.now() - started),
  };
  await app.ctx.database.db.insert(sysJobLogs).values(row);
  return row;
}

/** The croner jobs of this process, rebuilt from the table whenever a job is written anywhere. */
export class JobScheduler {
  private crons: Cron[] = [];
  private running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly app: FastifyInstance) {}

  /** Follows a promise so `close` can wait for it. */
  track<T>(p: Promise<T>): Promise<T> {
    this.running.add(p);
    void p.finally(() => this.running.delete(p)).catch(() => undefined);
    return p;
  }

  async reload(): Promise<void> {
    if (this.closed) return;
    const jobs = await this.app.ctx.database.db.select().from(sysJobs).where(eq(sysJobs.status, 0));
    this.stopCrons();
    for (const job of jobs) {
      if (!validCron(job.cronExpression)) continue;
      const cron: Cron = new Cron(job.cronExpression, { protect: true, unref: true }, () => {
        const at = cron.currentRun() ?? new Date();
        this.track(this.fire(job, at)).catch((err) => this.app.log.error({ err }, 'scheduled job failed'));
      });
      this.crons.push(cron);
    }
  }

  /** One firing: claimed, then run; a "run once" policy (2) pauses the job after its first firing. */
  async fire(job: JobRow, at: Date): Promise<boolean> {
    if (!(await claimFiring(this.app, job.jobId, at))) return false;
    if (job.misfirePolicy === 2) {
      await this.app.ctx.database.db.update(sysJobs).set({ status: 1 }).where(eq(sysJobs.jobId, job.jobId));
      await this.app.ctx.bus.publish({ type: 'jobsChanged' }).catch(() => undefined);
    }
    await runJob(this.app, job);
    return true;
  }

  private stopCrons() {
    for (const cron of this.crons) cron.stop();
    this.crons = [];
  }

  async close() {
    this.closed = true;
    this.stopCrons();
    await Promise.allSettled([...this.running]);
  }
}
