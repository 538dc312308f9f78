// The data scope of a role per menu (GFast's sys_role_scope): which rows the role's users see in
// that menu's lists. The roles themselves and their users are in modules/user/schema.ts.
import { integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef } from '../../db/columns.ts';
import { authRules } from '../menu/schema.ts';
import { roles } from '../user/schema.ts';

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
