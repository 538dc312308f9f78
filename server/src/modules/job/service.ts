// Scheduled jobs (GFast's sysJob): a paged list, writes checked against croner and the registry.
import type {
  JobAddBody,
  JobEditBody,
  JobListData,
  JobListQuery,
  JobLogsData,
  JobLogsQuery,
  SysJob,
} from '@iot/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { validCron } from '../../lib/cron.ts';
import { businessError } from '../../lib/errors.ts';
import { readTablePage } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { formatTime } from '../../lib/time.ts';
import { jobHandler, jobHandlerNames } from './registry.ts';
import { sysJobLogs, sysJobs } from './schema.ts';

type JobRow = typeof sysJobs.$inferSelect;

export function toSysJob(r: JobRow): SysJob {
  return {
    jobId: r.jobId,
    jobName: r.jobName,
    jobParams: r.jobParams,
    jobGroup: r.jobGroup,
    invokeTarget: r.invokeTarget,
    cronExpression: r.cronExpression,
    misfirePolicy: r.misfirePolicy,
    concurrent: r.concurrent,
    status: r.status,
    createBy: r.createBy,
    updateBy: r.updateBy,
    remark: r.remark,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
  };
}

export async function listJobs(db: Db, q: JobListQuery): Promise<JobListData> {
  const where = and(
    q.jobName ? contains(sysJobs.jobName, q.jobName) : undefined,
    q.jobGroup ? eq(sysJobs.jobGroup, q.jobGroup) : undefined,
    q.status === undefined ? undefined : eq(sysJobs.status, q.status),
  );
  const { rows, total } = await readTablePage(db, sysJobs, where, [asc(sysJobs.jobId)], q);
  return { list: rows.map(toSysJob), total, currentPage: q.pageNum, handlers: jobHandlerNames() };
}

export async function jobRow(db: Db, jobId: number): Promise<JobRow> {
  const [row] = await db.select().from(sysJobs).where(eq(sysJobs.jobId, jobId));
  if (!row) throw businessError('jobNotFound');
  return row;
}

/** A job runs only a registered handler, on an expression croner reads. */
function check(form: JobAddBody) {
  if (!validCron(form.cronExpression)) throw businessError('jobBadCron', { expression: form.cronExpression });
  if (!jobHandler(form.invokeTarget))
    throw businessError('jobUnknownTarget', { name: form.invokeTarget, names: jobHandlerNames().join(', ') });
}

export async function addJob(db: Db, form: JobAddBody, userId: number): Promise<void> {
  check(form);
  await db.insert(sysJobs).values({ ...form, createBy: userId, updateBy: userId });
}

export async function editJob(db: Db, form: JobEditBody, userId: number): Promise<void> {
  check(form);
  const { jobId, ...fields } = form;
  const done = await db
    .update(sysJobs)
    .set({ ...fields, updateBy: userId, updatedAt: new Date() })
    .where(eq(sysJobs.jobId, jobId))
    .returning({ id: sysJobs.jobId });
  if (!done.length) throw businessError('jobNotFound');
}

/** 0 starts the job, 1 pauses it (GFast's encoding). */
export async function setJobStatus(db: Db, jobId: number, status: 0 | 1, userId: number): Promise<void> {
  const done = await db
    .update(sysJobs)
    .set({ status, updateBy: userId, updatedAt: new Date() })
    .where(eq(sysJobs.jobId, jobId))
    .returning({ id: sysJobs.jobId });
  if (!done.length) throw businessError('jobNotFound');
}

export async function deleteJobs(db: Db, ids: number[]): Promise<void> {
  await db.delete(sysJobs).where(inArray(sysJobs.jobId, ids));
}

/** A method's runs, newest first (GFast keys the log by method: jobs sharing one share it). */
export async function listJobLogs(db: Db, q: JobLogsQuery): Promise<JobLogsData> {
  const where = q.targetName ? eq(sysJobLogs.targetName, q.targetName) : undefined;
  const { rows, total } = await readTablePage(db, sysJobLogs, where, [desc(sysJobLogs.id)], q);
  const list = rows.map((r) => ({
    id: r.id,
    targetName: r.targetName,
    createdAt: formatTime(r.createdAt),
    result: r.result,
    status: r.status,
    duration: r.duration,
  }));
  return { list, total, currentPage: q.pageNum };
}

export async function deleteJobLogs(db: Db, ids: number[]): Promise<void> {
  await db.delete(sysJobLogs).where(inArray(sysJobLogs.id, ids));
}
