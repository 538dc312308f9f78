// The enabled flows as the engine matches device messages against them: trigger nodes by product
// key and kind, so that a message no flow listens to costs map lookups and no query. Built from
// the flow rows whenever a flow is enabled, edited, disabled or deleted (on any process).
import {
  nodeDataSchemas,
  type CronTriggerData,
  type EventTriggerData,
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  type PropertyTriggerData,
  type StatusTriggerData,
} from '@iot/contract';

export interface CompiledFlow {
  id: number;
  name: string;
  version: number;
  /** Whose rights the flow acts with. */
  enabledBy: number;
  nodes: Map<string, FlowNode>;
  /** Edges by source node. */
  next: Map<string, FlowEdge[]>;
}

export interface Trigger<D> {
  flow: CompiledFlow;
  node: FlowNode;
  data: D;
}

export interface FlowIndex {
  flows: Map<number, CompiledFlow>;
  property: Map<string, Trigger<PropertyTriggerData>[]>;
  event: Map<string, Trigger<EventTriggerData>[]>;
  status: Map<string, Trigger<StatusTriggerData>[]>;
  cron: Trigger<CronTriggerData>[];
}

export interface FlowSource {
  id: number;
  name: string;
  version: number;
  enabledBy: number;
  graph: FlowGraph;
}

export function compileFlow(row: FlowSource): CompiledFlow {
  const nodes = new Map(row.graph.nodes.map((n) => [n.id, n]));
  const next = new Map<string, FlowEdge[]>();
  for (const e of row.graph.edges) next.set(e.source, [...(next.get(e.source) ?? []), e]);
  return { id: row.id, name: row.name, version: row.version, enabledBy: row.enabledBy, nodes, next };
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);

export function buildIndex(rows: FlowSource[]): FlowIndex {
  const index: FlowIndex = { flows: new Map(), property: new Map(), event: new Map(), status: new Map(), cron: [] };
  for (const row of rows) {
    const flow = compileFlow(row);
    index.flows.set(flow.id, flow);
    for (const node of flow.nodes.values()) {
      // An enabled flow was valid when enabled; a node that no longer parses (an older shape) is left out.
      switch (node.type) {
        case 'trigger.property': {
          const r = nodeDataSchemas[node.type].safeParse(node.data);
          if (r.success) push(index.property, r.data.productKey, { flow, node, data: r.data });
          break;
        }
        case 'trigger.event': {
          const r = nodeDataSchemas[node.type].safeParse(node.data);
          if (r.success) push(index.event, r.data.productKey, { flow, node, data: r.data });
          break;
        }
        case 'trigger.status': {
          const r = nodeDataSchemas[node.type].safeParse(node.data);
          if (r.success) push(index.status, r.data.productKey, { flow, node, data: r.data });
          break;
        }
        case 'trigger.cron': {
          const r = nodeDataSchemas[node.type].safeParse(node.data);
          if (r.success) index.cron.push({ flow, node, data: r.data });
          break;
        }
        default:
          break;
      }
    }
  }
  return index;
}
