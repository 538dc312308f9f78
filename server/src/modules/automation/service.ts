// Reading flows and runs. A flow is its creator's: flow/list shows the flows the caller created
// (every flow to a super-admin), and a flow of someone else answers "not found" to every call.
import type {
  FlowDetail,
  FlowListData,
  FlowListQuery,
  FlowRunDetail,
  FlowRunRow,
  FlowRunsData,
  FlowRunsQuery,
  FlowStatus,
} from '@iot/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { businessError } from '../../lib/errors.ts';
import { readTablePage } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { formatTime } from '../../lib/time.ts';
import { automationFlows, automationRuns, automationSteps } from './schema.ts';

export type FlowRecord = typeof automationFlows.$inferSelect;
type RunRecord = typeof automationRuns.$inferSelect;

/** The flows the principal may see: its own, or all for a super-admin. */
export const ownFlows = (principal: Principal): SQL | undefined =>
  principal.isSuperAdmin ? undefined : eq(automationFlows.createdBy, principal.id);

/** A flow the principal may see, or "the flow does not exist". */
export async function flowFor(db: Db, principal: Principal, id: number): Promise<FlowRecord> {
  const [row] = await db
    .select()
    .from(automationFlows)
    .where(and(eq(automationFlows.id, id), ownFlows(principal)));
  if (!row) throw businessError('automationFlowNotFound');
  return row;
}

export async function listFlows(db: Db, principal: Principal, q: FlowListQuery): Promise<FlowListData> {
  const where = and(
    ownFlows(principal),
    q.name ? contains(automationFlows.name, q.name) : undefined,
    q.status === undefined ? undefined : eq(automationFlows.status, q.status),
  );
  const { rows, total } = await readTablePage(db, automationFlows, where, [desc(automationFlows.id)], q);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      remark: r.remark,
      status: r.status as FlowStatus,
      version: r.version,
      updatedAt: formatTime(r.updatedAt),
      lastRunAt: formatTime(r.lastRunAt),
      runCount: r.runCount,
      errorCount: r.errorCount,
    })),
    total,
    currentPage: q.pageNum,
  };
}

export const toDetail = (r: FlowRecord): FlowDetail => ({
  id: r.id,
  name: r.name,
  remark: r.remark,
  status: r.status as FlowStatus,
  version: r.version,
  graph: r.graph,
});

const toRunRow = (r: RunRecord): FlowRunRow => ({
  id: r.id,
  flowId: r.flowId,
  trigger: r.trigger,
  status: r.status as FlowRunRow['status'],
  error: r.error,
  deviceKey: r.deviceKey,
  dropped: r.dropped,
  depth: r.depth,
  startedAt: formatTime(r.startedAt),
  finishedAt: formatTime(r.finishedAt),
});

export async function listRuns(db: Db, principal: Principal, q: FlowRunsQuery): Promise<FlowRunsData> {
  await flowFor(db, principal, q.flowId);
  const where = and(eq(automationRuns.flowId, q.flowId), q.status ? eq(automationRuns.status, q.status) : undefined);
  const { rows, total } = await readTablePage(db, automationRuns, where, [desc(automationRuns.id)], q);
  return { list: rows.map(toRunRow), total, currentPage: q.pageNum };
}

export async function runDetail(db: Db, principal: Principal, id: number): Promise<FlowRunDetail> {
  const [run] = await db.select().from(automationRuns).where(eq(automationRuns.id, id));
  if (!run) throw businessError('automationRunNotFound');
  try {
    await flowFor(db, principal, run.flowId);
  } catch {
    throw businessError('automationRunNotFound');
  }
  const steps = await db
    .select()
    .from(automationSteps)
    .where(eq(automationSteps.runId, id))
    // The trigger's step first (it is written beside the first nodes'), then as they started.
    .orderBy(
      sql`${automationSteps.type} LIKE 'trigger.%' DESC`,
      asc(automationSteps.startedAt),
      asc(automationSteps.id),
    );
  return {
    run: toRunRow(run),
    steps: steps.map((s) => ({
      nodeId: s.nodeId,
      type: s.type,
      status: s.status as FlowRunDetail['steps'][number]['status'],
      input: s.input ?? null,
      output: s.output ?? null,
      error: s.error,
      startedAt: formatTime(s.startedAt),
      ms: s.ms,
    })),
  };
}

/** The enabled flows as the engine indexes them. */
export async function enabledFlows(db: Db) {
  return db
    .select({
      id: automationFlows.id,
      name: automationFlows.name,
      version: automationFlows.version,
      enabledBy: automationFlows.enabledBy,
      graph: automationFlows.graph,
    })
    .from(automationFlows)
    .where(eq(automationFlows.status, 1));
}
