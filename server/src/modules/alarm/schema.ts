// Alarms: levels, rules, alarm logs (SagooIoT's `alarm_level`, `alarm_rule`, `alarm_log`) and
// webhook deliveries. An alarm log row is an alarm's state, not one row per matching message: at
// most one open (status 0) row per rule and device, which later matches update (count, data, time).
import type { AlarmAction, AlarmGroup } from '@iot/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, timestamps } from '../../db/columns.ts';
import { devices } from '../device/schema.ts';

export const alarmLevels = pgTable('iot_alarm_level', {
  /** 1 most urgent ... 5 a reminder. */
  level: integer('level').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull().default(''),
});

export const alarmRules = pgTable(
  'iot_alarm_rule',
  {
    id: serial('id').primaryKey(),
    deptId: integer('dept_id').notNull().default(0),
    name: text('name').notNull(),
    level: integer('level').notNull().default(4),
    productKey: text('product_key').notNull(),
    /** A device key, or "" / "all" for every device of the product. */
    deviceKey: text('device_key').notNull().default(''),
    /** 1 device-triggered, 2 cron. */
    triggerMode: integer('trigger_mode').notNull().default(1),
    /** 1 online, 2 offline, 3 property report, 4 event report (0 for cron rules). */
    triggerType: integer('trigger_type').notNull().default(0),
    eventKey: text('event_key').notNull().default(''),
    triggerCondition: jsonb('trigger_condition').$type<AlarmGroup[]>().notNull().default([]),
    cronCondition: jsonb('cron_condition').$type<string[]>().notNull().default([]),
    action: jsonb('action').$type<AlarmAction[]>().notNull().default([]),
    webhookSecret: text('webhook_secret').notNull().default(''),
    /** 0 disabled, 1 enabled (published: evaluated). */
    status: integer('status').notNull().default(0),
    /** The last cron firing claimed by a process (each firing runs once across processes). */
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdBy: integer('created_by').notNull().default(0),
    updatedBy: integer('updated_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('iot_alarm_rule_product_idx').on(t.productKey)],
);

export const alarmLogs = pgTable(
  'iot_alarm_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The device's department when the alarm opened (the data scope reads the device's now). */
    deptId: integer('dept_id').notNull().default(0),
    /** 1 raised by a rule. */
    type: integer('type').notNull().default(1),
    /** No reference: the log outlives a deleted rule (its name is kept). */
    ruleId: integer('rule_id').notNull(),
    ruleName: text('rule_name').notNull(),
    level: integer('level').notNull(),
    deviceId: cascadingRef('device_id', () => devices.id),
    productKey: text('product_key').notNull(),
    deviceKey: text('device_key').notNull(),
    /** JSON text of the data that last matched. */
    data: text('data').notNull().default(''),
    expression: text('expression').notNull().default(''),
    /** 0 unhandled (open), 1 handled, 2 ignored. */
    status: integer('status').notNull().default(0),
    content: text('content').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    handledBy: integer('handled_by').notNull().default(0),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    updatedBy: integer('updated_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // The open alarm of a rule and device: concurrent matches (other processes too) meet here.
    uniqueIndex('iot_alarm_log_open_uq')
      .on(t.ruleId, t.deviceId)
      .where(sql`status = 0`),
    index('iot_alarm_log_device_idx').on(t.deviceId),
    index('iot_alarm_log_created_idx').on(t.createdAt),
  ],
);

export const alarmWebhooks = pgTable(
  'iot_alarm_webhook',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: integer('rule_id').notNull(),
    logId: bigint('log_id', { mode: 'number' }).notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    attempts: integer('attempts').notNull().default(0),
    ok: boolean('ok').notNull().default(false),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('iot_alarm_webhook_rule_idx').on(t.ruleId, t.id)],
);
