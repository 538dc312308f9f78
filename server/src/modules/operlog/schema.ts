// The operation log (GFast's sys_oper_log): one row per write through the API.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const operLogs = pgTable(
  'sys_oper_log',
  {
    operId: serial('oper_id').primaryKey(),
    /** The module: the title of the menu rule the route requires. */
    title: text('title').notNull().default(''),
    /** GFast's business type: 1 add (POST), 2 edit (PUT), 3 delete (DELETE), 0 other. */
    businessType: integer('business_type').notNull().default(0),
    method: text('method').notNull().default(''),
    requestMethod: text('request_method').notNull().default(''),
    operatorType: integer('operator_type').notNull().default(1),
    operName: text('oper_name').notNull().default(''),
    userId: integer('user_id').notNull().default(0),
    deptId: integer('dept_id').notNull().default(0),
    deptName: text('dept_name').notNull().default(''),
    operUrl: text('oper_url').notNull().default(''),
    operIp: text('oper_ip').notNull().default(''),
    operLocation: text('oper_location').notNull().default(''),
    operParam: text('oper_param').notNull().default(''),
    jsonResult: text('json_result').notNull().default(''),
    /** 1 the envelope's code was 0, else 0. */
    status: integer('status').notNull().default(1),
    errorMsg: text('error_msg').notNull().default(''),
    costTime: integer('cost_time').notNull().default(0),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    operTime: timestamp('oper_time', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order is the id's (newest first); its filters by module and by outcome walk these
  // in that order. The unfiltered total is kept by a trigger (db/row-counts.ts).
  (t) => [
    index('sys_oper_log_time_idx').on(t.operTime),
    index('sys_oper_log_title_idx').on(t.title, t.operId),
    index('sys_oper_log_status_idx').on(t.status, t.operId),
  ],
);
