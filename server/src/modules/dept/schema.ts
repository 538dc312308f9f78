// Departments: a tree by parent_id. Users name theirs in sys_user.dept_id (0: none).
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

export const depts = pgTable(
  'sys_dept',
  {
    deptId: serial('dept_id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    deptName: text('dept_name').notNull(),
    orderNum: integer('order_num').notNull().default(0),
    /** User ids (GFast keeps them as JSON text too). */
    leader: jsonb('leader').$type<number[]>().notNull().default([]),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    status: integer('status').notNull().default(1),
    createdBy: integer('created_by').notNull().default(0),
    updatedBy: integer('updated_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('sys_dept_parent_idx').on(t.parentId)],
);
