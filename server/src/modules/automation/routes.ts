// The automations' calls (CONTRACT.md "Automations"): flows, their validation and status, manual
// runs and the run log. Every write that changes what runs tells every process to reload its index.
import {
  flowAddBody,
  flowDeleteBody,
  flowEditBody,
  flowIdQuery,
  flowListQuery,
  flowRunBody,
  flowRunsQuery,
  flowStatusBody,
  flowValidateBody,
  PERMISSIONS,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { ok } from '../../lib/envelope.ts';
import { businessError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { AutomationEngine } from './engine.ts';
import { compileFlow } from './flow-index.ts';
import { addFlow, deleteFlows, editFlow, setFlowStatus } from './mutations.ts';
import { flowFor, listFlows, listRuns, runDetail, toDetail } from './service.ts';
import { validateGraph } from './validate.ts';

const BASE = '/api/v1/automation/flow';
const { automation } = PERMISSIONS;

export function automationRoutes(app: FastifyInstance, engine: AutomationEngine) {
  const { db } = app.ctx.database;
  // The engines of every process (this one's through the bus too) read the enabled flows again.
  const changed = () => app.ctx.bus.publish({ type: 'automationFlowsChanged' });

  app.get(`${BASE}/list`, needs(automation.list), async (req) =>
    ok(await listFlows(db, principalOf(req), parseInput(flowListQuery, req))),
  );

  app.get(`${BASE}/get`, needs(automation.list), async (req) =>
    ok(toDetail(await flowFor(db, principalOf(req), parseInput(flowIdQuery, req).id))),
  );

  app.post(`${BASE}/add`, needs(automation.add), async (req) =>
    ok({ id: await addFlow(db, principalOf(req), parseInput(flowAddBody, req)) }),
  );

  app.put(`${BASE}/edit`, needs(automation.edit), async (req) => {
    if (await editFlow(db, principalOf(req), parseInput(flowEditBody, req), req.lang)) await changed();
    return ok();
  });

  app.delete(`${BASE}/delete`, needs(automation.delete), async (req) => {
    await deleteFlows(db, principalOf(req), parseInput(flowDeleteBody, req).ids);
    await changed();
    return ok();
  });

  app.post(`${BASE}/validate`, needs(automation.list), async (req) => {
    const problems = await validateGraph(db, parseInput(flowValidateBody, req).graph, req.lang);
    return ok({ ok: problems.length === 0, problems });
  });

  app.put(`${BASE}/setStatus`, needs(automation.status), async (req) => {
    const body = parseInput(flowStatusBody, req);
    await setFlowStatus(db, principalOf(req), body.id, body.status, req.lang);
    await changed();
    return ok();
  });

  // Runs from the stored flow (not this process's index, which may not have caught up yet).
  app.post(`${BASE}/run`, needs(automation.run), async (req) => {
    const body = parseInput(flowRunBody, req);
    const row = await flowFor(db, principalOf(req), body.id);
    if (row.status !== 1) throw businessError('automationNotEnabled');
    const flow = compileFlow(row);
    const trigger = [...flow.nodes.values()].find((n) => n.type === 'trigger.manual');
    if (!trigger) throw businessError('automationNoManualTrigger');
    return ok({ runId: await engine.runManual(flow, trigger, body.input) });
  });

  app.get(`${BASE}/runs`, needs(automation.list), async (req) =>
    ok(await listRuns(db, principalOf(req), parseInput(flowRunsQuery, req))),
  );

  app.get(`${BASE}/run/detail`, needs(automation.list), async (req) =>
    ok(await runDetail(db, principalOf(req), parseInput(flowIdQuery, req).id)),
  );
}
