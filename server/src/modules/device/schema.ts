// Devices, their tags and gateway bindings (SagooIoT's `dev_device`, `dev_device_tag`,
// `dev_device_gateway`). Telemetry and device logs live in the telemetry module.
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef, timestamps } from '../../db/columns.ts';
import { products } from './product/schema.ts';

export const devices = pgTable(
  'iot_device',
  {
    id: serial('id').primaryKey(),
    deptId: integer('dept_id').notNull().default(0),
    key: text('key').notNull(),
    name: text('name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    desc: text('desc').notNull().default(''),
    /** 0 disabled, 1 offline, 2 online. */
    status: integer('status').notNull().default(0),
    /** Seconds without a message before the device counts as offline; 0: the default (60). */
    onlineTimeout: integer('online_timeout').notNull().default(0),
    registryTime: timestamp('registry_time', { withTimezone: true }),
    lastOnlineTime: timestamp('last_online_time', { withTimezone: true }),
    version: text('version').notNull().default(''),
    lng: text('lng').notNull().default(''),
    lat: text('lat').notNull().default(''),
    address: text('address').notNull().default(''),
    /** SagooIoT's JSON text `{"phone":..,"certificate":..,"intro":..}`, stored and echoed as sent. */
    extensionInfo: text('extension_info').notNull().default(''),
    authType: integer('auth_type').notNull().default(0),
    authUser: text('auth_user').notNull().default(''),
    authPasswd: text('auth_passwd').notNull().default(''),
    accessToken: text('access_token').notNull().default(''),
    certificateId: integer('certificate_id').notNull().default(0),
    createdBy: integer('created_by').notNull().default(0),
    updatedBy: integer('updated_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('iot_device_key_uq').on(t.key),
    index('iot_device_product_idx').on(t.productId),
    index('iot_device_dept_idx').on(t.deptId),
  ],
);

export const deviceTags = pgTable(
  'iot_device_tag',
  {
    id: serial('id').primaryKey(),
    deviceId: cascadingRef('device_id', () => devices.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [index('iot_device_tag_device_idx').on(t.deviceId)],
);

/** Sub-devices bound to a gateway (a sub-device has at most one gateway). */
export const deviceGateways = pgTable(
  'iot_device_gateway',
  {
    gatewayId: cascadingRef('gateway_id', () => devices.id),
    subId: cascadingRef('sub_id', () => devices.id),
  },
  (t) => [primaryKey({ columns: [t.gatewayId, t.subId] }), uniqueIndex('iot_device_gateway_sub_uq').on(t.subId)],
);
