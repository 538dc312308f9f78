// Writing flows. Drafts save as they are (status 0); enabling, and editing an enabled flow, first
// validates the graph (51 naming the first problem's node) and checks that the user may do what
// each node does: the flow then acts with that user's rights (`enabled_by`).
import type { FlowAddBody, FlowEditBody, FlowGraph } from '@iot/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, businessError, validationError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/lang.ts';
import { nodeRightProblem } from './rights.ts';
import { automationFlows } from './schema.ts';
import { flowFor, ownFlows } from './service.ts';
import { graphProblems } from './validate.ts';

/** Why the principal may not run this graph: the first problem or missing right, as an error. */
export async function enableRefusal(
  db: Db,
  principal: Principal,
  graph: FlowGraph,
  lang: Lang,
): Promise<ApiError | null> {
  const [first] = await graphProblems(db, graph);
  if (first) {
    const problem = translate(lang, first.key, first.params);
    return first.nodeId === null
      ? validationError('automationInvalidGraph', { problem })
      : validationError('automationInvalidNode', { node: first.nodeId, problem });
  }
  for (const node of graph.nodes) {
    const refused = await nodeRightProblem(db, principal, node);
    if (refused)
      return businessError('automationInvalidNode', {
        node: node.id,
        problem: translate(lang, refused.key, refused.params),
      });
  }
  return null;
}

export async function addFlow(db: Db, principal: Principal, body: FlowAddBody): Promise<number> {
  const [row] = await db
    .insert(automationFlows)
    .values({ ...body, status: 0, createdBy: principal.id, updatedBy: principal.id })
    .returning({ id: automationFlows.id });
  return row.id;
}

/** Saves a new graph; an enabled flow must stay valid and now acts for the editor. Answers whether it was enabled. */
export async function editFlow(db: Db, principal: Principal, body: FlowEditBody, lang: Lang): Promise<boolean> {
  const flow = await flowFor(db, principal, body.id);
  const enabled = flow.status === 1;
  if (enabled) {
    const refusal = await enableRefusal(db, principal, body.graph, lang);
    if (refusal) throw refusal;
  }
  await db
    .update(automationFlows)
    .set({
      name: body.name,
      remark: body.remark,
      graph: body.graph,
      version: sql`${automationFlows.version} + 1`,
      updatedBy: principal.id,
      updatedAt: new Date(),
      ...(enabled ? { enabledBy: principal.id } : {}),
    })
    .where(eq(automationFlows.id, flow.id));
  return enabled;
}

/** Deletes flows the principal may see; any other id answers "not found" and nothing is deleted. */
export async function deleteFlows(db: Db, principal: Principal, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: automationFlows.id })
      .from(automationFlows)
      .where(and(inArray(automationFlows.id, wanted), ownFlows(principal)));
    if (found.length !== wanted.length) throw businessError('automationFlowNotFound');
    await tx.delete(automationFlows).where(inArray(automationFlows.id, wanted));
  });
}

export async function setFlowStatus(
  db: Db,
  principal: Principal,
  id: number,
  status: 0 | 1,
  lang: Lang,
): Promise<void> {
  const flow = await flowFor(db, principal, id);
  if (status === 1) {
    const refusal = await enableRefusal(db, principal, flow.graph, lang);
    if (refusal) throw refusal;
  }
  await db
    .update(automationFlows)
    .set(status === 1 ? { status, enabledBy: principal.id, updatedAt: new Date() } : { status, updatedAt: new Date() })
    .where(eq(automationFlows.id, id));
}
