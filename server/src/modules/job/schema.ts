// Scheduled jobs (GFast's sys_job) and what each run did (sys_job_log).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '../../db/columns.ts';

export const sysJobs = pgTable('sys_job', {
  jobId: serial('job_id').primaryKey(),
  jobName: text('job_name').notNull(),
  jobParams: text('job_params').notNull().default(''),
  jobGroup: text('job_group').notNull().default('DEFAULT'),
  /** The registered handler's name (registry.ts). */
  invokeTarget: text('invoke_target').notNull(),
  cronExpression: text('cron_expression').notNull(),
  /** GFast's sys_job_policy: 1 run repeatedly, 2 run once. */
  misfirePolicy: integer('misfire_policy').notNull().default(1),
  concurrent: integer('concurrent').notNull().default(0),
  /** GFast's encoding: 0 running, 1 paused. */
  status: integer('status').notNull().default(1),
  createBy: integer('create_by').notNull().default(0),
  updateBy: integer('update_by').notNull().default(0),
  remark: text('remark').notNull().default(''),
  /** The last firing some process claimed: a firing runs once across processes (scheduler.ts). */
  lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
  ...timestamps(),
});

export const sysJobLogs = pgTable(
  'sys_job_log',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').notNull().default(0),
    targetName: text('target_name').notNull(),
    result: text('result').notNull().default(''),
    status: integer('status').notNull().default(1),
    duration: integer('duration').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sys_job_log_target_idx').on(t.targetName, t.id)],
);
