// The code generator's configuration (GFast's tools_gen_table and tools_gen_table_column), the hash of
// each file it last wrote (so a file changed by hand since is kept), and the two sample business
// tables a fresh install generates from (GFast's demo tables).
//
// The sample tables belong to this module: their migration creates them, so the drizzle snapshot
// already knows them. A generated module's own schema.ts describes the existing table for its
// queries only and is never re-exported from composition/schema.ts (README "Code generator"):
// drizzle-kit would otherwise create it a second time.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, timestamps } from '../../db/columns.ts';

export const genTables = pgTable('tools_gen_table', {
  tableId: serial('table_id').primaryKey(),
  tableName: text('table_name').notNull().unique(),
  tableComment: text('table_comment').notNull().default(''),
  className: text('class_name').notNull(),
  tplCategory: text('tpl_category').notNull().default('crud'),
  packageName: text('package_name').notNull(),
  moduleName: text('module_name').notNull(),
  businessName: text('business_name').notNull(),
  functionName: text('function_name').notNull(),
  functionAuthor: text('function_author').notNull().default(''),
  /** Tree options: treeCode, treeParentCode, treeName. */
  options: jsonb('options').$type<{ treeCode: string; treeParentCode: string; treeName: string }>().notNull(),
  remark: text('remark').notNull().default(''),
  overwrite: boolean('overwrite').notNull().default(false),
  overwriteInfo: jsonb('overwrite_info').$type<Record<string, boolean>>().notNull().default({}),
  sortColumn: text('sort_column').notNull().default(''),
  sortType: text('sort_type').notNull().default('asc'),
  showDetail: boolean('show_detail').notNull().default(false),
  excelPort: boolean('excel_port').notNull().default(false),
  excelImp: boolean('excel_imp').notNull().default(false),
  useSnowId: boolean('use_snow_id').notNull().default(false),
  useVirtual: boolean('use_virtual').notNull().default(false),
  menuPid: integer('menu_pid').notNull().default(0),
  ...timestamps(),
});

export const genColumns = pgTable(
  'tools_gen_table_column',
  {
    columnId: serial('column_id').primaryKey(),
    tableId: cascadingRef('table_id', () => genTables.tableId),
    columnName: text('column_name').notNull(),
    columnComment: text('column_comment').notNull().default(''),
    sqlType: text('sql_type').notNull(),
    tsType: text('ts_type').notNull().default('string'),
    tsField: text('ts_field').notNull(),
    isPk: boolean('is_pk').notNull().default(false),
    isIncrement: boolean('is_increment').notNull().default(false),
    isRequired: boolean('is_required').notNull().default(false),
    isNullable: boolean('is_nullable').notNull().default(true),
    columnDefault: text('column_default'),
    isEdit: boolean('is_edit').notNull().default(false),
    isList: boolean('is_list').notNull().default(false),
    isDetail: boolean('is_detail').notNull().default(false),
    isQuery: boolean('is_query').notNull().default(false),
    isFixed: boolean('is_fixed').notNull().default(false),
    isOverflowTooltip: boolean('is_overflow_tooltip').notNull().default(false),
    queryType: text('query_type').notNull().default('EQ'),
    htmlType: text('html_type').notNull().default('input'),
    dictType: text('dict_type').notNull().default(''),
    linkTableName: text('link_table_name').notNull().default(''),
    linkTableClass: text('link_table_class').notNull().default(''),
    linkTablePackage: text('link_table_package').notNull().default(''),
    linkLabelId: text('link_label_id').notNull().default(''),
    linkLabelName: text('link_label_name').notNull().default(''),
    foreignKey: text('foreign_key').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    sortOrderList: integer('sort_order_list').notNull().default(0),
    sortOrderEdit: integer('sort_order_edit').notNull().default(0),
    sortOrderDetail: integer('sort_order_detail').notNull().default(0),
    sortOrderQuery: integer('sort_order_query').notNull().default(0),
    minWidth: integer('min_width').notNull().default(150),
    colSpan: integer('col_span').notNull().default(12),
  },
  (t) => [
    unique('tools_gen_table_column_name_uq').on(t.tableId, t.columnName),
    index('tools_gen_table_column_sort_idx').on(t.tableId, t.sort),
  ],
);

/** What the generator last wrote to each file of the tree (CODEGEN_WRITE=on): sha-256 of the text. */
export const genFiles = pgTable(
  'tools_gen_file',
  {
    tableId: cascadingRef('table_id', () => genTables.tableId),
    path: text('path').notNull(),
    hash: text('hash').notNull(),
    writtenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.path] })],
);

/** The sample tree table (GFast's demo_gen_tree). */
export const demoGenTree = pgTable('demo_gen_tree', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  name: varchar('name', { length: 64 }).notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** The sample plain table: a dictionary column, a date, an image, a relation, creator and department. */
export const demoGenSample = pgTable('demo_gen_sample', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  /** Dictionary sys_normal_disable. */
  status: integer('status').notNull().default(1),
  publishDate: date('publish_date'),
  cover: text('cover').notNull().default(''),
  treeId: integer('tree_id').references(() => demoGenTree.id, { onDelete: 'set null' }),
  remark: text('remark').notNull().default(''),
  createdBy: integer('created_by').notNull().default(0),
  deptId: integer('dept_id').notNull().default(0),
  ...timestamps(),
});

export type GenTableRow = typeof genTables.$inferSelect;
export type GenColumnRow = typeof genColumns.$inferSelect;
