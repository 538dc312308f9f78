// The runs' writes. They come with device traffic, so they are marked as telemetry writes: no cached
// list answer reads runs, steps or a flow's counters (flow/list is read fresh), and counting them
// as ordinary writes would empty the answer cache as often as devices fire flows.
import type { FlowRunStatus } from '@iot/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';

const W = sql.raw(TELEMETRY_WRITE);
/** Inputs and outputs larger than this are stored as a preview. */
const MAX_JSON_CHARS = 64 * 1024;

/** JSON text of a step's input or output, cut down to a preview when large. */
export function jsonOf(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value ?? null) ?? 'null';
  } catch {
    text = JSON.stringify(String(value));
  }
  if (text.length <= MAX_JSON_CHARS) return text;
  return JSON.stringify({ truncated: true, preview: text.slice(0, 1000) });
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export interface NewRun {
  flowId: number;
  version: number;
  trigger: string;
  triggerNodeId: string;
  deviceKey: string;
  /** The firing's second for device triggers (one run per flow, device and second), else null. */
  slot: number | null;
  dropped: number;
  depth: number;
  status?: 'running' | 'error';
  error?: string;
}

/**
 * Records a run and counts it on its flow, in one statement; null when the flow already has a run
 * for this device and second (another process fired it: the rate limit holds across processes).
 */
export async function insertRun(db: Db, run: NewRun): Promise<number | null> {
  const status = run.status ?? 'running';
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`${W} WITH run AS (INSERT INTO iot_automation_run
        (flow_id, flow_version, trigger, trigger_node_id, device_key, slot, dropped, depth, status, error, finished_at)
        VALUES (${run.flowId}, ${run.version}, ${run.trigger}, ${run.triggerNodeId}, ${run.deviceKey}, ${run.slot},
          ${run.dropped}, ${run.depth}, ${status}, ${run.error ?? ''}, ${status === 'running' ? null : sql`now()`})
        ON CONFLICT (flow_id, device_key, slot) WHERE slot IS NOT NULL DO NOTHING
        RETURNING id),
      counted AS (UPDATE iot_automation_flow SET run_count = run_count + 1, last_run_at = now(),
        dropped_count = dropped_count + ${run.dropped}, error_count = error_count + ${status === 'error' ? 1 : 0}
        WHERE id = ${run.flowId} AND EXISTS (SELECT 1 FROM run))
      SELECT id FROM run`),
  );
  return row ? Number(row.id) : null;
}

/** Ends a run: ok, or error with the first step error (counted on the flow). */
export async function finishRun(db: Db, flowId: number, runId: number, error: string | null): Promise<void> {
  const status: FlowRunStatus = error === null ? 'ok' : 'error';
  await db.execute(sql`${W} UPDATE iot_automation_run SET status = ${status}, error = ${(error ?? '').slice(0, 2000)},
    finished_at = now() WHERE id = ${runId}`);
  if (error !== null)
    await db.execute(sql`${W} UPDATE iot_automation_flow SET error_count = error_count + 1 WHERE id = ${flowId}`);
}

export interface StepRecord {
  nodeId: string;
  type: string;
  status: FlowRunStatus;
  input: unknown;
  output?: unknown;
  error?: string;
  startedAt: Date;
  ms: number;
}

export async function insertStep(db: Db, runId: number, s: StepRecord): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`${W} INSERT INTO iot_automation_step (run_id, node_id, type, status, input, output, error, started_at, ms)
      VALUES (${runId}, ${s.nodeId}, ${s.type}, ${s.status}, ${jsonOf(s.input)}::jsonb,
        ${s.output === undefined ? null : jsonOf(s.output)}::jsonb, ${(s.error ?? '').slice(0, 2000)},
        ${s.startedAt.toISOString()}::timestamptz, ${Math.round(s.ms)})
      RETURNING id`),
  );
  return Number(row.id);
}

/** Settles a step recorded as running (a delay). */
export async function settleStep(db: Db, stepId: number, s: Pick<StepRecord, 'status' | 'output' | 'error' | 'ms'>) {
  await db.execute(sql`${W} UPDATE iot_automation_step SET status = ${s.status},
    output = ${s.output === undefined ? null : jsonOf(s.output)}::jsonb, error = ${(s.error ?? '').slice(0, 2000)},
    ms = ${Math.round(s.ms)} WHERE id = ${stepId}`);
}

/**
 * Claims the cron firing of a flow at `at` (a whole second) for this process; false when another
 * process took it first (one conditional UPDATE, as scheduled jobs and alarm cron rules claim).
 */
export async function claimCronFiring(db: Db, flowId: number, at: Date): Promise<boolean> {
  const iso = at.toISOString();
  const rows = rowsOf<unknown>(
    await db.execute(sql`${W} UPDATE iot_automation_flow SET last_fired_at = ${iso}::timestamptz
      WHERE id = ${flowId} AND status = 1 AND (last_fired_at IS NULL OR last_fired_at < ${iso}::timestamptz)
      RETURNING id`),
  );
  return rows.length > 0;
}

/** Deletes runs (their steps with them) started more than `days` days ago; answers how many. */
export async function pruneRuns(db: Db, days: number): Promise<number> {
  const cutoff = new Date(Date.now() - days * 86_400_000).toISOString();
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`${W} WITH gone AS (
      DELETE FROM iot_automation_run WHERE started_at < ${cutoff}::timestamptz RETURNING 1)
      SELECT count(*)::int AS n FROM gone`),
  );
  return Number(row?.n ?? 0);
}
