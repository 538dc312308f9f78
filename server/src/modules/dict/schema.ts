// Dictionaries: types and their items. Items name their type by its `dict_type` string, as in GFast.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

/** Who wrote and last changed the row, and the administrator's note. */
const authorship = () => ({
  createBy: integer('create_by').notNull().default(0),
  updateBy: integer('update_by').notNull().default(0),
  remark: text('remark').notNull().default(''),
});

export const dictTypes = pgTable(
  'sys_dict_type',
  {
    dictId: serial('dict_id').primaryKey(),
    dictName: text('dict_name').notNull(),
    dictType: text('dict_type').notNull(),
    status: integer('status').notNull().default(1),
    ...authorship(),
    ...timestamps(),
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
    ...authorship(),
    ...timestamps(),
  },
  (t) => [index('sys_dict_data_type_idx').on(t.dictType)],
);
