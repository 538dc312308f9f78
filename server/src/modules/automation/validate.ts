// Whether a flow can run (CONTRACT.md "Automations": the validity rules): at least one trigger, no
// cycle, every non-trigger node reachable from a trigger, every edge between existing nodes (a
// condition's leaving from `true` or `false`), and every node's data complete and consistent with
// the object model. Drafts are saved without this; flow/validate answers the problems and
// setStatus 1 refuses a flow that has any.
import {
  CONDITION_HANDLES,
  isTriggerType,
  nodeDataSchemas,
  NUMERIC_TYPES,
  ORDER_OPERATORS,
  type FlowGraph,
  type FlowNode,
  type FlowProblem,
  type FlowValue,
  type Tsl,
  type ValueType,
} from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';
import type { Lang, MessageParams } from '../../lib/lang.ts';
import { validCron } from '../../lib/cron.ts';
import { checkInvoke, checkPropertySet } from '../command/index.ts';
import { deviceView, productView } from '../device/index.ts';
import { rolesByIds } from '../role/index.ts';
import { checkScript } from '../script/index.ts';
import { checkValue } from '../telemetry/index.ts';
import { existingUserIds } from '../user/index.ts';
import { wrapScript } from './script-node.ts';

/** A problem before translation. */
interface Problem {
  nodeId: string | null;
  key: MessageKey;
  params?: MessageParams;
}

/** What the model checks read, once per validation. */
interface Lookups {
  product(key: string): Promise<{ key: string; metadata: Tsl | null } | null>;
  device(key: string): Promise<{ key: string; productKey: string; metadata: Tsl | null } | null>;
}

function lookups(db: Db): Lookups {
  const products = new Map<string, Promise<{ key: string; metadata: Tsl | null } | null>>();
  const devices = new Map<string, Promise<{ key: string; productKey: string; metadata: Tsl | null } | null>>();
  return {
    product(key) {
      if (!products.has(key))
        products.set(
          key,
          db
            .select({ key: productView.key, metadata: productView.metadata })
            .from(productView)
            .where(eq(productView.key, key))
            .then((r) => (r[0] ? { key: r[0].key, metadata: (r[0].metadata as Tsl | null) ?? null } : null)),
        );
      return products.get(key)!;
    },
    device(key) {
      if (!devices.has(key))
        devices.set(
          key,
          db
            .select({ key: deviceView.key, productKey: productView.key, metadata: productView.metadata })
            .from(deviceView)
            .innerJoin(productView, eq(productView.id, deviceView.productId))
            .where(eq(deviceView.key, key))
            .then((r) => (r[0] ? { ...r[0], metadata: (r[0].metadata as Tsl | null) ?? null } : null)),
        );
      return devices.get(key)!;
    },
  };
}

/** The first issue of a node's data as a problem naming the field. */
function dataProblem(nodeId: string, error: z.ZodError): Problem {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.') || 'data';
  const key = (issue as { params?: { key?: MessageKey } }).params?.key;
  if (key) return { nodeId, key };
  const raw = issue as unknown as { input?: unknown; code: string; origin?: string; minimum?: number };
  const missing =
    (issue.code === 'invalid_type' && raw.input === undefined) ||
    (issue.code === 'too_small' && raw.origin === 'string' && raw.minimum === 1);
  return { nodeId, key: missing ? 'automationFieldRequired' : 'automationFieldInvalid', params: { field } };
}

/** Structure: trigger present, ids unique, edges sound, no cycle, everything reachable. */
function structureProblems(graph: FlowGraph): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map<string, FlowNode>();
  for (const node of graph.nodes) {
    if (byId.has(node.id)) problems.push({ nodeId: node.id, key: 'automationDuplicateNode', params: { id: node.id } });
    byId.set(node.id, node);
  }
  if (!graph.nodes.some((n) => isTriggerType(n.type))) problems.push({ nodeId: null, key: 'automationNoTrigger' });
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (!source || !target) {
      problems.push({
        nodeId: (source ?? target)?.id ?? null,
        key: 'automationEdgeDangling',
        params: { edge: edge.id },
      });
      continue;
    }
    if (isTriggerType(target.type)) problems.push({ nodeId: target.id, key: 'automationEdgeIntoTrigger' });
    if (source.type === 'logic.condition' && !(CONDITION_HANDLES as readonly unknown[]).includes(edge.sourceHandle))
      problems.push({ nodeId: source.id, key: 'automationConditionHandle' });
    next.set(source.id, [...(next.get(source.id) ?? []), target.id]);
  }
  // Cycles: depth-first, a node met again while still on the path closes one.
  const state = new Map<string, 1 | 2>();
  const inCycle = new Set<string>();
  const visit = (id: string) => {
    state.set(id, 1);
    for (const to of next.get(id) ?? []) {
      if (state.get(to) === 1) inCycle.add(to);
      else if (!state.has(to)) visit(to);
    }
    state.set(id, 2);
  };
  for (const node of byId.values()) if (!state.has(node.id)) visit(node.id);
  for (const id of inCycle) problems.push({ nodeId: id, key: 'automationCycle' });
  // Reachability from the triggers.
  const reached = new Set<string>();
  const stack = [...byId.values()].filter((n) => isTriggerType(n.type)).map((n) => n.id);
  while (stack.length) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(next.get(id) ?? []));
  }
  for (const node of byId.values())
    if (!isTriggerType(node.type) && !reached.has(node.id))
      problems.push({ nodeId: node.id, key: 'automationUnreachable' });
  return problems;
}

/** A command check's refusal (command/check.ts throws code 51) as a node's problem. */
function refusal(nodeId: string, check: () => unknown): Problem | null {
  try {
    check();
    return null;
  } catch (err) {
    if (err instanceof ApiError) return { nodeId, key: err.key, params: err.params };
    throw err;
  }
}

/** A comparison with a property: order operators need numbers, values must fit the property's type. */
function comparisonProblem(
  nodeId: string,
  key: string,
  valueType: ValueType,
  operator: string,
  value: FlowValue,
): Problem | null {
  if (ORDER_OPERATORS.includes(operator as never) && !NUMERIC_TYPES.includes(valueType.type))
    return { nodeId, key: 'automationOperatorType', params: { key, operator } };
  for (const v of Array.isArray(value) ? value : [value]) {
    const r = checkValue(valueType, v);
    if (!r.ok) return { nodeId, key: 'automationValueType', params: { key, reason: r.reason } };
  }
  return null;
}

/** The product (and device) a trigger names, or the problem. */
async function triggerTarget(
  nodeId: string,
  look: Lookups,
  productKey: string,
  deviceKey: string,
): Promise<{ tsl: Tsl | null } | Problem> {
  const product = await look.product(productKey);
  if (!product) return { nodeId, key: 'automationProductUnknown', params: { key: productKey } };
  if (deviceKey) {
    const device = await look.device(deviceKey);
    if (!device) return { nodeId, key: 'automationDeviceUnknown', params: { key: deviceKey } };
    if (device.productKey !== productKey)
      return { nodeId, key: 'automationDeviceOtherProduct', params: { key: deviceKey, product: productKey } };
  }
  return { tsl: product.metadata };
}

const isProblem = (v: object): v is Problem => 'key' in v;

/** The data and model checks of one node. */
async function nodeProblem(db: Db, look: Lookups, node: FlowNode): Promise<Problem | null> {
  const parsed = nodeDataSchemas[node.type].safeParse(node.data);
  if (!parsed.success) return dataProblem(node.id, parsed.error);
  const id = node.id;
  switch (node.type) {
    case 'trigger.property': {
      const d = nodeDataSchemas[node.type].parse(node.data);
      const t = await triggerTarget(id, look, d.productKey, d.deviceKey);
      if (isProblem(t)) return t;
      const property = t.tsl?.properties?.find((p) => p.key === d.key);
      if (!property) return { nodeId: id, key: 'automationPropertyUnknown', params: { key: d.key } };
      return comparisonProblem(id, d.key, property.valueType, d.operator, d.value);
    }
    case 'trigger.event': {
      const d = nodeDataSchemas[node.type].parse(node.data);
      const t = await triggerTarget(id, look, d.productKey, d.deviceKey);
      if (isProblem(t)) return t;
      if (!t.tsl?.events?.some((e) => e.key === d.eventKey))
        return { nodeId: id, key: 'automationEventUnknown', params: { key: d.eventKey } };
      return null;
    }
    case 'trigger.status': {
      const d = nodeDataSchemas[node.type].parse(node.data);
      const t = await triggerTarget(id, look, d.productKey, d.deviceKey);
      return isProblem(t) ? t : null;
    }
    case 'trigger.cron': {
      const { cron } = nodeDataSchemas[node.type].parse(node.data);
      return cron.split(/\s+/).length === 6 && validCron(cron) ? null : { nodeId: id, key: 'automationCronInvalid' };
    }
    case 'logic.script': {
      const { script } = nodeDataSchemas[node.type].parse(node.data);
      try {
        await checkScript(wrapScript(script));
        return null;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return { nodeId: id, key: 'automationScriptInvalid', params: { reason: String(err.params.reason ?? err.key) } };
      }
    }
    case 'action.propertySet':
    case 'action.serviceInvoke': {
      const d = nodeDataSchemas['action.serviceInvoke'].partial({ funcKey: true }).parse(node.data);
      const device = await look.device(d.deviceKey);
      if (!device) return { nodeId: id, key: 'automationDeviceUnknown', params: { key: d.deviceKey } };
      return node.type === 'action.propertySet'
        ? refusal(id, () => checkPropertySet(device.metadata, d.params))
        : refusal(id, () => checkInvoke(device.metadata, d.funcKey ?? '', d.params));
    }
    case 'action.notice': {
      const d = nodeDataSchemas[node.type].parse(node.data);
      const users = await existingUserIds(db, d.userIds);
      const missingUser = d.userIds.find((u) => !users.has(u));
      if (missingUser !== undefined) return { nodeId: id, key: 'automationUserUnknown', params: { id: missingUser } };
      const roles = new Set((await rolesByIds(db, d.roleIds)).map((r) => r.id));
      const missingRole = d.roleIds.find((r) => !roles.has(r));
      if (missingRole !== undefined) return { nodeId: id, key: 'automationRoleUnknown', params: { id: missingRole } };
      return null;
    }
    default:
      // Conditions read the message, which only exists at run time; delays, alarms, webhooks and
      // manual triggers are complete once their data parses.
      return null;
  }
}

/** Every problem of the graph, untranslated: structure first, then each node's data. */
export async function graphProblems(db: Db, graph: FlowGraph): Promise<Problem[]> {
  const problems = structureProblems(graph);
  const look = lookups(db);
  for (const node of graph.nodes) {
    const p = await nodeProblem(db, look, node);
    if (p) problems.push(p);
  }
  return problems;
}

export const translated = (lang: Lang, problems: Problem[]): FlowProblem[] =>
  problems.map((p) => ({ nodeId: p.nodeId, message: translate(lang, p.key, p.params) }));

/** The problems in the caller's language. */
export async function validateGraph(db: Db, graph: FlowGraph, lang: Lang): Promise<FlowProblem[]> {
  return translated(lang, await graphProblems(db, graph));
}
