// Product categories (a tree by parent_id) and products, SagooIoT's `dev_product_category` and
// `dev_product`. A product's object model (TSL) is kept as JSON; the wire sends it as text.
import type { TopicAccess, Tsl } from '@iot/contract';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';

export const productCategories = pgTable(
  'iot_product_category',
  {
    id: serial('id').primaryKey(),
    deptId: integer('dept_id').notNull().default(0),
    parentId: integer('parent_id').notNull().default(0),
    key: text('key').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    desc: text('desc').notNull().default(''),
    createdBy: integer('created_by').notNull().default(0),
    updatedBy: integer('updated_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('iot_product_category_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'iot_product',
  {
    id: serial('id').primaryKey(),
    deptId: integer('dept_id').notNull().default(0),
    key: text('key').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull().default(0),
    messageProtocol: text('message_protocol').notNull().default('SagooMqtt'),
    transportProtocol: text('transport_protocol').notNull().default('mqtt_server'),
    /** SagooIoT's Chinese values: 设备, 网关, 子设备. */
    deviceType: text('device_type').notNull().default('设备'),
    desc: text('desc').notNull().default(''),
    icon: text('icon').notNull().default(''),
    /** The object model; `key` and `name` follow the product's. */
    metadata: jsonb('metadata').$type<Tsl>().notNull(),
    /** 0 not published, 1 published. */
    status: integer('status').notNull().default(0),
    authType: integer('auth_type').notNull().default(0),
    authUser: text('auth_user').notNull().default(''),
    authPasswd: text('auth_passwd').notNull().default(''),
    accessToken: text('access_token').notNull().default(''),
    certificateId: integer('certificate_id').notNull().default(0),
    /** The payload script (issue 13). */
    scriptInfo: text('script_info').notNull().default(''),
    createdBy: integer('created_by').notNull().default(0),
    updatedBy: integer('updated_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('iot_product_key_uq').on(t.key), index('iot_product_category_idx').on(t.categoryId)],
);

/**
 * A product's custom topics (ours): `/{productKey}/{deviceKey}/user/...` with `{deviceKey}` as
 * written, and what devices may do on it (`pub`, `sub`, `both`). They go with their product.
 */
export const productTopics = pgTable(
  'iot_product_topic',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    topic: text('topic').notNull(),
    access: text('access').$type<TopicAccess>().notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').notNull().default(0),
    updatedBy: integer('updated_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('iot_product_topic_uq').on(t.productId, t.topic)],
);
