// Posts (job positions). Which users hold each is the user module's (sys_user_post).
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

export const posts = pgTable('sys_post', {
  postId: serial('post_id').primaryKey(),
  postCode: text('post_code').notNull(),
  postName: text('post_name').notNull(),
  postSort: integer('post_sort').notNull().default(0),
  status: integer('status').notNull().default(1),
  remark: text('remark').notNull().default(''),
  createdBy: integer('created_by').notNull().default(0),
  updatedBy: integer('updated_by').notNull().default(0),
  ...timestamps(),
});
