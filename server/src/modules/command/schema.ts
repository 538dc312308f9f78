// Commands sent to devices (property set, service invoke) and how each ended: the history the
// device detail page shows. Rows go with their device (cascade), like its telemetry and log.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt } from '../../db/columns.ts';
import { devices } from '../device/schema.ts';

export const deviceCommands = pgTable(
  'iot_device_command',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The downlink's `id`, which the device's reply echoes. */
    messageId: text('message_id').notNull(),
    deviceId: cascadingRef('device_id', () => devices.id),
    /** Kept as sent: the history reads the same after a device's product changes. */
    deviceKey: text('device_key').notNull(),
    productKey: text('product_key').notNull(),
    /** `set` or `invoke` (contract CommandKind). */
    kind: text('kind').notNull(),
    /** The service key, or the property keys set (comma-separated). */
    key: text('key').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** `sent`, `ok`, `error` or `timeout` (contract CommandStatus). */
    status: text('status').notNull().default('sent'),
    /** The device's `{code, message, data}`. */
    reply: jsonb('reply').$type<{ code: number; message: string; data: unknown }>(),
    error: text('error').notNull().default(''),
    createdBy: integer('created_by').notNull().default(0),
    userName: text('user_name').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('iot_device_command_message_uq').on(t.messageId),
    index('iot_device_command_device_idx').on(t.deviceId, t.createdAt),
  ],
);
