// Scheduled jobs (GFast's sysJob, §3.18): registered handlers run on cron expressions.
import { z } from 'zod';
import { filterInt, filterStr, int, optStr, paging, requiredStr, rowId, rowIds } from './fields.ts';

export const jobListQuery = z.object({
  jobName: filterStr(),
  jobGroup: filterStr(),
  /** 0 running, 1 paused (GFast's encoding). */
  status: filterInt(),
  ...paging,
});
export type JobListQuery = z.infer<typeof jobListQuery>;

const jobFields = {
  jobName: requiredStr(64),
  jobParams: optStr(500),
  jobGroup: optStr(64),
  /** The name of a registered handler (never code). */
  invokeTarget: requiredStr(100),
  /** Five or six fields (seconds first), checked by the server with croner. */
  cronExpression: requiredStr(100),
  misfirePolicy: int()
    .pipe(z.literal([1, 2]))
    .default(1),
  status: int()
    .pipe(z.literal([0, 1]))
    .default(1),
  remark: optStr(500),
};
export const jobAddBody = z.object(jobFields);
export type JobAddBody = z.infer<typeof jobAddBody>;
export const jobEditBody = z.object({ ...jobFields, jobId: rowId() });
export type JobEditBody = z.infer<typeof jobEditBody>;
export const jobIdBody = z.object({ jobId: rowId() });
export const jobDeleteBody = z.object({ jobIds: rowIds() });
export const jobLogsQuery = z.object({ targetName: filterStr(), ...paging });
export type JobLogsQuery = z.infer<typeof jobLogsQuery>;
export const jobDeleteLogsBody = z.object({ logIds: rowIds() });

export interface SysJob {
  jobId: number;
  jobName: string;
  jobParams: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: number;
  concurrent: number;
  status: number;
  /** GFast's names: who added the job and who changed it last (0: the seed). */
  createdBy: number;
  updatedBy: number;
  /** GFast's job drawer reads their nicknames here (empty when the user is gone). */
  createdUser: { id: number; userNickname: string };
  updatedUser: { id: number; userNickname: string };
  remark: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface JobListData {
  list: SysJob[];
  total: number;
  currentPage: number;
  /** The names of the registered handlers, for the form's select. */
  handlers: string[];
}

export interface SysJobLog {
  id: number;
  targetName: string;
  createdAt: string | null;
  /** What the handler answered, or its error. */
  result: string;
  /** 1 succeeded, 0 failed. */
  status: number;
  /** Milliseconds it ran. */
  duration: number;
}

export interface JobLogsData {
  list: SysJobLog[];
  total: number;
  currentPage: number;
}
