// Menus, pages and buttons (GFast's auth rules). Which roles hold each is the role module's
// (sys_role_rule).
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

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
    ...timestamps(),
  },
  (t) => [uniqueIndex('sys_auth_rule_name_uq').on(t.name), index('sys_auth_rule_pid_idx').on(t.pid)],
);
