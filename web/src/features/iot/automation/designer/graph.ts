// The designer's graph: React Flow's nodes and edges, and the contract's FlowGraph they are saved
// as. The canvas keeps React Flow's extra state (selection, measured size) out of the saved JSON.
import type { FlowEdge, FlowGraph, FlowNodeType } from '@iot/contract';
import { CONDITION_HANDLES, flowGraph, isTriggerType, NODE_TYPES } from '@iot/contract/automation';
import type { Edge, Node } from '@xyflow/react';

/** A node's settings (the contract's `data`, complete once validate says so). */
export type NodeSettings = Record<string, unknown>;
export type DesignNode = Node<NodeSettings, FlowNodeType>;
export type DesignEdge = Edge;

export interface DesignGraph {
  nodes: DesignNode[];
  edges: DesignEdge[];
}

export const EMPTY_GRAPH: DesignGraph = { nodes: [], edges: [] };

/** The palette's groups, as the contract groups the node types. */
export const PALETTE = [
  { group: 'trigger', types: NODE_TYPES.triggers },
  { group: 'logic', types: NODE_TYPES.logic },
  { group: 'action', types: NODE_TYPES.actions },
] as const;

export const isCondition = (type: string | undefined) => type === 'logic.condition';
/** Triggers start a flow: nothing leads into them. */
export const hasInput = (type: FlowNodeType) => !isTriggerType(type);

/** What a new node of each type starts with (the drawer fills in the rest). */
export function initialSettings(type: FlowNodeType): NodeSettings {
  switch (type) {
    case 'trigger.property':
      return { productKey: '', deviceKey: '', key: '', operator: 'eq', value: '' };
    case 'trigger.event':
      return { productKey: '', deviceKey: '', eventKey: '' };
    case 'trigger.status':
      return { productKey: '', deviceKey: '', status: 'online' };
    case 'trigger.cron':
      return { cron: '0 */5 * * * *' };
    case 'logic.condition':
      return { key: '', operator: 'eq', value: '' };
    case 'logic.delay':
      return { seconds: 5 };
    case 'logic.script':
      return { script: 'function transform(msg) {\n  return msg;\n}\n' };
    case 'action.propertySet':
      return { deviceKey: '', params: {} };
    case 'action.serviceInvoke':
      return { deviceKey: '', funcKey: '', params: {} };
    case 'action.alarm':
      return { level: 3, title: '' };
    case 'action.notice':
      return { userIds: [], roleIds: [], title: '', content: '' };
    case 'action.webhook':
      return { url: '', secret: '' };
    default:
      return {};
  }
}

/** A node id not yet in the graph: the type's last part and a number (`condition_2`), readable in problems. */
export function newNodeId(type: FlowNodeType, nodes: readonly { id: string }[]): string {
  const stem = type.split('.')[1];
  const taken = new Set(nodes.map((n) => n.id));
  let n = 1;
  while (taken.has(`${stem}_${n}`)) n += 1;
  return `${stem}_${n}`;
}

export function newNode(type: FlowNodeType, position: { x: number; y: number }, nodes: readonly DesignNode[]) {
  return { id: newNodeId(type, nodes), type, position, data: initialSettings(type) } satisfies DesignNode;
}

/** An edge's id from its ends (one edge per pair and handle). */
export const edgeId = (source: string, target: string, handle?: string | null) =>
  `${source}${handle ? `:${handle}` : ''}->${target}`;

/** The graph as the contract sends it: only the saved fields. */
export function toFlowGraph({ nodes, edges }: DesignGraph): FlowGraph {
  return {
    nodes: nodes.map(({ id, type, position, data }) => ({
      id,
      type: type!,
      position: { x: Math.round(position.x), y: Math.round(position.y) },
      data,
    })),
    edges: edges.map(({ id, source, target, sourceHandle, label }) => {
      const edge: FlowEdge = { id, source, target };
      if (sourceHandle) edge.sourceHandle = sourceHandle;
      if (typeof label === 'string' && label) edge.label = label;
      return edge;
    }),
  };
}

/** A saved graph on the canvas. */
export function fromFlowGraph(graph: FlowGraph): DesignGraph {
  return {
    nodes: graph.nodes.map(({ id, type, position, data }) => ({ id, type, position, data })),
    edges: graph.edges.map(({ id, source, target, sourceHandle, label }) => ({
      id,
      source,
      target,
      ...(sourceHandle ? { sourceHandle } : {}),
      ...(label ? { label } : {}),
    })),
  };
}

/** Parses a downloaded (or hand-written) flow JSON: a graph, or a flow with one; null if it is neither. */
export function parseGraphJson(text: string): DesignGraph | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const candidate = json && typeof json === 'object' && 'graph' in json ? (json as { graph: unknown }).graph : json;
  const parsed = flowGraph.safeParse(candidate);
  if (!parsed.success) return null;
  const ids = new Set(parsed.data.nodes.map((n) => n.id));
  // An edge to a node that is not there would be drawn nowhere and never run.
  if (parsed.data.edges.some((e) => !ids.has(e.source) || !ids.has(e.target))) return null;
  return fromFlowGraph(parsed.data);
}

/** A condition's edges leave from `true` or `false`: the label says which, unless the user wrote one. */
export const handleLabel = (handle: string | null | undefined) =>
  handle && (CONDITION_HANDLES as readonly string[]).includes(handle) ? handle : undefined;
