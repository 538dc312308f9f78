// Helpers of the automation tests: a product whose object model has writable properties, a
// function and an event; graphs built node by node; flows added and enabled through the API; and
// waiting for runs to finish (polling, never a fixed sleep).
import type { FlowGraph, FlowNodeType, Tsl } from '@iot/contract';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { products } from '../../composition/schema.ts';
import type { Db } from '../../db/client.ts';
import { COMMAND_TSL } from '../command/test-fixture.ts';
import { makeDevice, uniqueKey, waitFor } from '../mqtt/test-kit.ts';
import { automationRuns } from './schema.ts';

/** COMMAND_TSL (read-only temperature, writable target/power/..., reboot and ping) plus an event. */
export const FLOW_TSL = (key: string): Tsl => ({
  ...COMMAND_TSL(key),
  events: [
    {
      key: 'overload',
      name: 'overload',
      level: 1,
      desc: '',
      outputs: [{ key: 'current', name: 'current', desc: '', valueType: { type: 'float' } }],
    },
  ],
});

export async function flowProduct(db: Db) {
  const pk = uniqueKey('pk');
  const [product] = await db
    .insert(products)
    .values({ key: pk, name: pk, metadata: FLOW_TSL(pk), status: 1, authType: 2 })
    .returning();
  const device = await makeDevice(db, product.id);
  return { product, device };
}

type N = { id: string; type: FlowNodeType; data?: Record<string, unknown> };

/** A graph from nodes and `[source, target, handle?]` edges. */
export function graph(nodes: N[], edges: [string, string, string?][] = []): FlowGraph {
  return {
    nodes: nodes.map((n, i) => ({ id: n.id, type: n.type, position: { x: i * 100, y: 0 }, data: n.data ?? {} })),
    edges: edges.map(([source, target, sourceHandle], i) => ({
      id: `e${i}`,
      source,
      target,
      ...(sourceHandle ? { sourceHandle } : {}),
    })),
  };
}

/** A flow that sets `params` on `deviceKey` when a device of `productKey` posts a `target` that meets the condition. */
export const setOnTarget = (
  when: { productKey: string; operator: string; value: number },
  set: { deviceKey: string; params: Record<string, unknown> },
) =>
  graph(
    [
      { id: 't', type: 'trigger.property', data: { ...when, key: 'target' } },
      { id: 'set', type: 'action.propertySet', data: set },
    ],
    [['t', 'set']],
  );

export const api = (t: TestApp, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data = {}) =>
  t.api(method, `/api/v1/automation/flow/${path}`, data, token);

/** Adds a flow and enables it; answers its id. */
export async function enabledFlow(t: TestApp, token: string, g: FlowGraph, name = uniqueKey('flow')): Promise<number> {
  const added = await api(t, token, 'POST', 'add', { name, graph: g });
  expect(added.body, JSON.stringify(added.body)).toMatchObject({ code: 0 });
  const id = added.body.data.id as number;
  const enabled = await api(t, token, 'PUT', 'setStatus', { id, status: 1 });
  expect(enabled.body, JSON.stringify(enabled.body)).toMatchObject({ code: 0 });
  // The engine reloads from the bus message; wait until it has the flow.
  await waitFor(() => t.app.automation.engine.flow(id));
  return id;
}

/** The flow's runs, newest first, straight from the table. */
export const runsOf = (t: TestApp, flowId: number) =>
  t.database.db.select().from(automationRuns).where(eq(automationRuns.flowId, flowId)).orderBy(desc(automationRuns.id));

/** Waits until the run is no longer running and answers its detail through the API. */
export async function finishedRun(t: TestApp, token: string, runId: number, timeoutMs = 8000) {
  return waitFor(async () => {
    const res = await api(t, token, 'GET', 'run/detail', { id: runId });
    return res.body.data?.run.status !== 'running' ? res.body.data : null;
  }, timeoutMs);
}

/** Waits for the flow's `n`-th run to finish (device triggers run in the background). */
export async function nthRun(t: TestApp, token: string, flowId: number, n = 1, timeoutMs = 8000) {
  const run = await waitFor(async () => {
    const rows = await runsOf(t, flowId);
    return rows.length >= n ? rows[rows.length - n] : null;
  }, timeoutMs);
  return finishedRun(t, token, run.id, timeoutMs);
}
