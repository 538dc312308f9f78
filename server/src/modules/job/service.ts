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
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { validCron } from '../../lib/cron.ts';
import { businessError } from '../../lib/errors.ts';
import { readTablePage } from '../../db/paging.ts';
import { queryFilters } from '../../lib/sql.ts';
import { formatTime } from '../../lib/time.ts';
import { userView } from '../user/index.ts';
import { jobHandler, jobHandlerNames } from './registry.ts';
import { sysJobLogs, sysJobs } from './schema.ts';

type JobRow = typeof sysJobs.$inferSelect;

/** GFast's link to a user: its drawer reads `createdUser.userNickname`, so a gone user (or the seed's
 * 0) is the id with an empty nickname, never null. */
type Nicknames = Map<number, string>;
const linkUser = (id: number, names: Nicknames) => ({ id, userNickname: names.get(id) ?? '' });

/** The nicknames of the jobs' creators and last editors, in one read. */
async function nicknamesOf(db: Db, rows: JobRow[]): Promise<Nicknames> {
  const ids = [...new Set(rows.flatMap((r) => [r.createBy, r.updateBy]))].filter((id) => id > 0);
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: userView.id, userNickname: userView.userNickname })
    .from(userView)
    .where(inArray(userView.id, ids));
  return new Map(found.map((u) => [u.id, u.userNickname]));
}

export function toSysJob(r: JobRow, names: Nicknames): SysJob {
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
    createdBy: r.createBy,
    updatedBy: r.updateBy,
    createdUser: linkUser(r.createBy, names),
    updatedUser: linkUser(r.updateBy, names),
    remark: r.remark,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
  };
}

export async function listJobs(db: Db, q: JobListQuery): Promise<JobListData> {
  const where = queryFilters(sysJobs, q, { jobName: 'contains', jobGroup: 'equals', status: 'equals' });
  const { rows, total } = await readTablePage(db, sysJobs, where, [asc(sysJobs.jobId)], q);
  const names = await nicknamesOf(db, rows);
  return { list: rows.map((r) => toSysJob(r, names)), total, currentPage: q.pageNum, handlers: jobHandlerNames() };
}

/** One job as GFast's `sysJob/get` answers it. */
export async function readJob(db: Db, jobId: number): Promise<SysJob> {
  const row = await jobRow(db, jobId);
  return toSysJob(row, await nicknamesOf(db, [row]));
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
