// Roles (GFast's sys_role), the menu rules granted each (sys_role_rule) and the data scope of a role
// per menu (sys_role_scope: which rows the role's users see in that menu's lists). Which users hold
// a role is the user module's (sys_user_role).
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef, timestamps } from '../../db/columns.ts';
import { authRules } from '../menu/schema.ts';

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

export const roleRules = pgTable(
  'sys_role_rule',
  {
    roleId: cascadingRef('role_id', () => roles.id),
    ruleId: cascadingRef('rule_id', () => authRules.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.ruleId] })],
);

export const roleScopes = pgTable(
  'sys_role_scope',
  {
    id: serial('id').primaryKey(),
    roleId: cascadingRef('role_id', () => roles.id),
    menuId: cascadingRef('menu_id', () => authRules.id),
    /** 1 all, 2 custom departments, 3 own department, 4 own department and below, 5 only self. */
    dataScope: integer('data_scope').notNull(),
    /** The departments of scope 2. */
    deptIds: jsonb('dept_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('sys_role_scope_role_menu_uq').on(t.roleId, t.menuId)],
);
