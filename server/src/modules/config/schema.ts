// System parameters (GFast's sys_config): named values the server and the console read.
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

export const sysConfigs = pgTable(
  'sys_config',
  {
    configId: serial('config_id').primaryKey(),
    configName: text('config_name').notNull(),
    configKey: text('config_key').notNull(),
    configValue: text('config_value').notNull(),
    /** 1: built in (cannot be deleted), 0: added by an administrator. */
    configType: integer('config_type').notNull().default(0),
    createBy: integer('create_by').notNull().default(0),
    updateBy: integer('update_by').notNull().default(0),
    remark: text('remark').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sys_config_key_uq').on(t.configKey)],
);
