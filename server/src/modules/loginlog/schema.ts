// The login log (GFast's sys_login_log): one row per login, failed login and logout.
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const loginLogs = pgTable('sys_login_log', {
  infoId: serial('info_id').primaryKey(),
  loginName: text('login_name').notNull().default(''),
  ipaddr: text('ipaddr').notNull().default(''),
  loginLocation: text('login_location').notNull().default(''),
  browser: text('browser').notNull().default(''),
  os: text('os').notNull().default(''),
  status: integer('status').notNull().default(0),
  msg: text('msg').notNull().default(''),
  loginTime: timestamp('login_time', { withTimezone: true }).notNull().defaultNow(),
  module: text('module').notNull().default(''),
});
