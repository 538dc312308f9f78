// Automations: flows (a graph drawn in the designer), their runs (one per trigger firing) and the
// runs' steps (one per node executed). Runs and steps are pruned with the telemetry retention.
import type { FlowGraph } from '@iot/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

export const automationFlows = pgTable(
  'iot_automation_flow',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    /** 0 disabled (drafts too), 1 enabled. */
    status: integer('status').notNull().default(0),
    /** Raised by every edit: a run records the version it ran. */
    version: integer('version').notNull().default(1),
    graph: jsonb('graph').$type<FlowGraph>().notNull(),
    createdBy: integer('created_by').notNull().default(0),
    updatedBy: integer('updated_by').notNull().default(0),
    /** The user whose rights the enabled flow acts with (who enabled it last). */
    enabledBy: integer('enabled_by').notNull().default(0),
    runCount: bigint('run_count', { mode: 'number' }).notNull().default(0),
    errorCount: bigint('error_count', { mode: 'number' }).notNull().default(0),
    /** Firings dropped by the rate limit (one run per flow and device a second). */
    droppedCount: bigint('dropped_count', { mode: 'number' }).notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** The last cron firing claimed by a process (each firing runs once across processes). */
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('iot_automation_flow_creator_idx').on(t.createdBy)],
);

export const automationRuns = pgTable(
  'iot_automation_run',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => automationFlows.id, { onDelete: 'cascade' }),
    flowVersion: integer('flow_version').notNull().default(1),
    /** The trigger node's type that fired (`trigger.property`, ...). */
    trigger: text('trigger').notNull(),
    triggerNodeId: text('trigger_node_id').notNull().default(''),
    deviceKey: text('device_key').notNull().default(''),
    /**
     * The second a device firing belongs to (`<unix second>`), null for cron and manual runs: the
     * unique index lets one run per flow, device and second in, across processes.
     */
    slot: bigint('slot', { mode: 'number' }),
    /** ok, error or running. */
    status: text('status').notNull().default('running'),
    error: text('error').notNull().default(''),
    dropped: integer('dropped').notNull().default(0),
    depth: integer('depth').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('iot_automation_run_flow_idx').on(t.flowId, t.id),
    index('iot_automation_run_started_idx').on(t.startedAt),
    uniqueIndex('iot_automation_run_slot_uq')
      .on(t.flowId, t.deviceKey, t.slot)
      .where(sql`slot IS NOT NULL`),
  ],
);

export const automationSteps = pgTable(
  'iot_automation_step',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => automationRuns.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    type: text('type').notNull(),
    /** ok, error, skipped or running. */
    status: text('status').notNull().default('running'),
    input: jsonb('input').$type<unknown>(),
    output: jsonb('output').$type<unknown>(),
    error: text('error').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    ms: integer('ms').notNull().default(0),
  },
  (t) => [index('iot_automation_step_run_idx').on(t.runId, t.id)],
);
