// Accounts and roles. Column names follow GFast's tables so a GFast operator recognises them.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadingRef, timestamps } from '../../db/columns.ts';

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

export const roles = pgTable('sys_role', {
  id: serial('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  // `roleKey` is what the console's route meta.roles and userInfo.roles hold (admin, common, ...).
  roleKey: text('role_key').notNull().unique(),
  // The built-in super-admin role passes every permission check and gets `*/*/*`.
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  status: integer('status').notNull().default(1),
  listOrder: integer('list_order').notNull().default(0),
  name: text('name').notNull(),
  remark: text('remark').notNull().default(''),
  dataScope: integer('data_scope').notNull().default(3),
  createdBy: integer('created_by').notNull().default(0),
  effectiveTime: text('effective_time').notNull().default(''),
  ...timestamps(),
});

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: cascadingRef('user_id', () => users.id),
    roleId: cascadingRef('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);
