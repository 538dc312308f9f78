// One schema for both engines (PGlite and PostgreSQL). Column names follow GFast's tables so a
// GFast operator recognises them; the wire names are mapped in each module's service.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_user_user_name_uq').on(t.userName)],
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const authRules = pgTable(
  'sys_auth_rule',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: text('name').notNull(),
    title: text('title').notNull(),
    icon: text('icon').notNull().default(''),
    condition: text('condition').notNull().default(''),
    remark: text('remark').notNull().default(''),
    menuType: integer('menu_type').notNull().default(0),
    weigh: integer('weigh').notNull().default(0),
    isHide: integer('is_hide').notNull().default(0),
    path: text('path').notNull().default(''),
    component: text('component').notNull().default(''),
    isLink: integer('is_link').notNull().default(0),
    moduleType: text('module_type').notNull().default(''),
    modelId: integer('model_id').notNull().default(0),
    isIframe: integer('is_iframe').notNull().default(0),
    isCached: integer('is_cached').notNull().default(0),
    redirect: text('redirect').notNull().default(''),
    isAffix: integer('is_affix').notNull().default(0),
    linkUrl: text('link_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_auth_rule_name_uq').on(t.name), index('sys_auth_rule_pid_idx').on(t.pid)],
);

export const roleRules = pgTable(
  'sys_role_rule',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => authRules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.ruleId] })],
);

// Tokens are never stored: only their SHA-256, so a database leak does not leak sessions.
export const sessions = pgTable(
  'sys_session',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sys_session_token_hash_uq').on(t.tokenHash), index('sys_session_user_idx').on(t.userId)],
);

export const captchas = pgTable('sys_captcha', {
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// Failed logins per (user name, IP), read by the login throttle; kept apart from the login log so
// refused (throttled) attempts are logged without counting as new failures.
export const loginFailures = pgTable(
  'sys_login_failure',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sys_login_failure_lookup_idx').on(t.userName, t.ip, t.createdAt)],
);

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

export const dictTypes = pgTable(
  'sys_dict_type',
  {
    dictId: serial('dict_id').primaryKey(),
    dictName: text('dict_name').notNull(),
    dictType: text('dict_type').notNull(),
    status: integer('status').notNull().default(1),
    createBy: integer('create_by').notNull().default(0),
    updateBy: integer('update_by').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_dict_type_type_uq').on(t.dictType)],
);

export const dictData = pgTable(
  'sys_dict_data',
  {
    dictCode: serial('dict_code').primaryKey(),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: text('dict_label').notNull(),
    dictValue: text('dict_value').notNull(),
    dictType: text('dict_type').notNull(),
    cssClass: text('css_class').notNull().default(''),
    listClass: text('list_class').notNull().default(''),
    isDefault: integer('is_default').notNull().default(0),
    status: integer('status').notNull().default(1),
    createBy: integer('create_by').notNull().default(0),
    updateBy: integer('update_by').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sys_dict_data_type_idx').on(t.dictType)],
);

// Notices (type 1, to everyone) and private letters (type 2, to the user ids in `receiver`).
// Deleting only stamps `deleted_at`, as GFast does.
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('sys_notice_type_status_idx').on(t.type, t.status),
    index('sys_notice_receiver_idx').using('gin', t.receiver),
  ],
);

// Who opened which notice: one row per (notice, user), `clicks` counts the openings after the first.
export const noticeReads = pgTable(
  'sys_notice_read',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sys_notice_read_notice_user_uq').on(t.noticeId, t.userId),
    index('sys_notice_read_user_idx').on(t.userId),
  ],
);
