// Accounts, and the roles and posts each one holds. Column names follow GFast's tables so a GFast
// operator recognises them.
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef, timestamps } from '../../db/columns.ts';
import { posts } from '../post/schema.ts';
import { roles } from '../role/schema.ts';

export const users = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    mobile: text('mobile').notNull().default(''),
    userNickname: text('user_nickname').notNull().default(''),
    birthday: integer('birthday').notNull().default(0),
    passwordHash: text('user_password').notNull(),
    userStatus: integer('user_status').notNull().default(1),
    userEmail: text('user_email').notNull().default(''),
    sex: integer('sex').notNull().default(0),
    avatar: text('avatar').notNull().default(''),
    deptId: integer('dept_id').notNull().default(0),
    remark: text('remark').notNull().default(''),
    isAdmin: integer('is_admin').notNull().default(0),
    address: text('address').notNull().default(''),
    describe: text('describe').notNull().default(''),
    lastLoginIp: text('last_login_ip').notNull().default(''),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sys_user_user_name_uq').on(t.userName), index('sys_user_dept_idx').on(t.deptId)],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: cascadingRef('user_id', () => users.id),
    roleId: cascadingRef('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

export const userPosts = pgTable(
  'sys_user_post',
  {
    userId: cascadingRef('user_id', () => users.id),
    postId: cascadingRef('post_id', () => posts.postId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
