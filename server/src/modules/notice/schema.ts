// Notices (type 1, to everyone) and private letters (type 2, to the user ids in `receiver`), and
// who opened which. Deleting only stamps `deleted_at`, as GFast does.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef, timestamps } from '../../db/columns.ts';
import { users } from '../user/schema.ts';

export const notices = pgTable(
  'sys_notice',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: integer('type').notNull().default(1),
    tag: integer('tag').notNull().default(0),
    content: text('content').notNull().default(''),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(0),
    receiver: jsonb('receiver').$type<number[]>(),
    createdBy: integer('created_by').notNull().default(0),
    updatedBy: integer('updated_by').notNull().default(0),
    ...timestamps(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('sys_notice_type_status_idx').on(t.type, t.status),
    index('sys_notice_receiver_idx').using('gin', t.receiver),
  ],
);

// One row per (notice, user); `clicks` counts the openings after the first.
export const noticeReads = pgTable(
  'sys_notice_read',
  {
    id: serial('id').primaryKey(),
    noticeId: cascadingRef('notice_id', () => notices.id),
    userId: cascadingRef('user_id', () => users.id),
    clicks: integer('clicks').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sys_notice_read_notice_user_uq').on(t.noticeId, t.userId),
    index('sys_notice_read_user_idx').on(t.userId),
  ],
);
