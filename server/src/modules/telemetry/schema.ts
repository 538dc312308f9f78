// What devices report: every property value by device, property and time (history), the latest
// value of each property per device (lists and the running state), and the device log.
import type { LatestProperties } from '@iot/contract';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cascadingRef } from '../../db/columns.ts';
import { devices } from '../device/schema.ts';

/**
 * One row per reported value. Numbers (and booleans as 0/1) go to `num`, which history queries
 * aggregate per time bucket; other types keep their JSON value in `val`.
 */
export const telemetry = pgTable(
  'iot_telemetry',
  {
    deviceId: integer('device_id').notNull(),
    property: text('property').notNull(),
    ts: timestamp('ts', { withTimezone: true, precision: 3 }).notNull(),
    num: doublePrecision('num'),
    val: jsonb('val'),
    /**
     * True when the statement that stored the row added it to its minute (it was measured before
     * the writers' roll-up mark, minutes.ts); null otherwise, which costs no byte (a null bit).
     */
    rolledUp: boolean('rolled_up'),
  },
  // No foreign key: a device's history is removed with the device by the delete itself, and a
  // reference would cost a lookup per inserted row on the hottest path.
  (t) => [
    primaryKey({ columns: [t.deviceId, t.property, t.ts] }), // BRIN: retention deletes by time; a btree on ts tempted the planner away from the primary key in history reads.
    index('iot_telemetry_ts_idx').using('brin', t.ts),
  ],
);

/**
 * Per device, property and minute: what the raw rows of that minute rolled up so far add up to
 * (`telemetryRollup`; the others are read raw). Long history ranges (a week at 1 Hz is 604,800 rows) are read from
 * here, 60 times fewer rows; `nums` counts the numbers among the values (the average's divisor)
 * and `last` is the newest value (non-numeric properties show it).
 */
export const telemetryMinutes = pgTable(
  'iot_telemetry_minute',
  {
    deviceId: integer('device_id').notNull(),
    property: text('property').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    nums: integer('nums').notNull(),
    sum: doublePrecision('sum').notNull(),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    lastTs: timestamp('last_ts', { withTimezone: true, precision: 3 }).notNull(),
    last: jsonb('last'),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.property, t.minute] }),
    index('iot_telemetry_minute_minute_idx').using('brin', t.minute),
  ],
);

/**
 * The roll-up's marks (minutes.ts), one row each: id 1, the writers' mark (a statement storing rows
 * measured before it adds them to their minutes itself); ids 2 to 5, the fold's marks, one per
 * share of the devices (the minutes hold every row of the share's devices measured before it). A
 * sweep every few seconds moves the first, then folds the rows up to it and moves the others,
 * instead of an upsert per device and minute in every batch.
 */
export const telemetryRollup = pgTable('iot_telemetry_rollup', {
  id: integer('id').primaryKey(),
  until: timestamp('until', { withTimezone: true, precision: 3 }).notNull(),
});

/** The latest value of every property a device reported, and when it was last heard from. */
export const deviceLatest = pgTable('iot_device_latest', {
  deviceId: cascadingRef('device_id', () => devices.id).primaryKey(),
  properties: jsonb('properties').$type<LatestProperties>().notNull().default({}),
  /** The last message of any kind (the online timeout counts from here). */
  activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uplinks, downlinks, state changes and rejected messages per device (SagooIoT's log types). */
export const deviceLogs = pgTable(
  'iot_device_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    ts: timestamp('ts', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** One of DEVICE_LOG_TYPES (contract). */
    type: text('type').notNull(),
    /** JSON text: the payload, or what the server says about it. */
    content: text('content').notNull(),
  },
  (t) => [index('iot_device_log_device_ts_idx').on(t.deviceId, t.ts), index('iot_device_log_ts_idx').on(t.ts)],
);
