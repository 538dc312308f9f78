// One run of a flow: from the trigger that fired, each node gets what the node before it passed on,
// and each node executed is a step (input, output, error, start, duration). Branches after a node
// run side by side; a condition follows the edges of its `true` or `false` handle and marks the
// first nodes of the other as skipped. A failing node ends its branch; the run ends `error` with
// the first failure, else `ok`. A delay is written as a running step first, so a run waiting in
// one shows as running (and stays so if the process stops meanwhile).
import type { FlowNode } from '@iot/contract';
import type { Principal } from '../../access/principal.ts';
import { Abandoned, errorText, runNode, type ActionDeps, type NodeContext } from './actions.ts';
import type { CompiledFlow } from './flow-index.ts';
import { finishRun, insertStep, settleStep } from './store.ts';

export interface RunStart {
  flow: CompiledFlow;
  trigger: FlowNode;
  runId: number;
  depth: number;
  message: unknown;
}

/** The enabling user's principal, read once per run; a deleted or disabled user fails the actions. */
function principalOnce(deps: ActionDeps, userId: number): () => Promise<Principal> {
  let loaded: Promise<Principal> | null = null;
  return () =>
    (loaded ??= deps.principalOf(userId).then((p) => {
      if (!p || p.userStatus === 0) throw new Error('The user who enabled the flow no longer exists or is disabled');
      return p;
    }));
}

export async function executeRun(deps: ActionDeps, start: RunStart, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const { flow, runId } = start;
  const ctx: NodeContext = {
    flow,
    runId,
    depth: start.depth,
    principal: principalOnce(deps, flow.enabledBy),
    signal,
  };
  let firstError: string | null = null;

  const follow = async (node: FlowNode, output: unknown, handle?: 'true' | 'false') => {
    const edges = flow.next.get(node.id) ?? [];
    const taken = handle ? edges.filter((e) => e.sourceHandle === handle) : edges;
    if (handle)
      for (const e of edges.filter((x) => x.sourceHandle !== handle)) {
        const skipped = flow.nodes.get(e.target);
        if (skipped)
          await insertStep(db, runId, {
            nodeId: skipped.id,
            type: skipped.type,
            status: 'skipped',
            input: output,
            startedAt: new Date(),
            ms: 0,
          });
      }
    await Promise.all(
      taken.map((e) => {
        const target = flow.nodes.get(e.target);
        return target ? execute(target, output) : undefined;
      }),
    );
  };

  const execute = async (node: FlowNode, input: unknown): Promise<void> => {
    const startedAt = new Date();
    const t0 = performance.now();
    const waits = node.type === 'logic.delay';
    const stepId = waits
      ? await insertStep(db, runId, { nodeId: node.id, type: node.type, status: 'running', input, startedAt, ms: 0 })
      : null;
    let result: Awaited<ReturnType<typeof runNode>>;
    try {
      result = await runNode(deps, ctx, node, input);
    } catch (err) {
      if (err instanceof Abandoned) throw err;
      const error = errorText(err);
      firstError ??= `${node.id}: ${error}`;
      const ms = performance.now() - t0;
      if (stepId !== null) await settleStep(db, stepId, { status: 'error', error, ms });
      else
        await insertStep(db, runId, { nodeId: node.id, type: node.type, status: 'error', input, error, startedAt, ms });
      return;
    }
    const ms = performance.now() - t0;
    if (stepId !== null) await settleStep(db, stepId, { status: 'ok', output: result.output, ms });
    else
      await insertStep(db, runId, {
        nodeId: node.id,
        type: node.type,
        status: 'ok',
        input,
        output: result.output,
        startedAt,
        ms,
      });
    await follow(node, result.output, result.handle);
  };

  // The trigger's step (what it passes on) is written while the next nodes already run: a command
  // action's downlink does not wait for the log.
  const triggerStep = insertStep(db, runId, {
    nodeId: start.trigger.id,
    type: start.trigger.type,
    status: 'ok',
    input: null,
    output: start.message,
    startedAt: new Date(),
    ms: 0,
  });
  try {
    await Promise.all([triggerStep, follow(start.trigger, start.message)]);
  } catch (err) {
    // The server is stopping while the run waits: it stays `running` (see the module's README notes).
    if (err instanceof Abandoned) return;
    firstError ??= errorText(err);
  }
  await finishRun(db, flow.id, runId, firstError);
}
