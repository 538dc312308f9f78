// Posts (job positions) and which users hold them.
import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { cascadingRef, timestamps } from '../../db/columns.ts';
import { users } from '../user/schema.ts';

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

export const userPosts = pgTable(
  'sys_user_post',
  {
    userId: cascadingRef('user_id', () => users.id),
    postId: cascadingRef('post_id', () => posts.postId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
