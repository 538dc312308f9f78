// Automations (the workflow designer, ours: CONTRACT.md "Automations"): flows drawn on a canvas
// (React Flow's graph shape) and run by the server. Two levels of checking: the graph schema is
// lenient so that an unfinished draft can be saved (status 0); `nodeDataSchemas` and the server's
// validation (flow/validate, setStatus 1) say what a complete, runnable flow needs, node by node.
import { z } from 'zod';
import { filterInt, filterStr, int, optStr, paging, requiredStr, rowId, rowIds } from './fields.ts';
import { cronShapePattern, webhookUrlPattern } from './patterns.ts';

/** The node types, grouped as the designer's palette shows them. */
export const NODE_TYPES = {
  triggers: ['trigger.property', 'trigger.event', 'trigger.status', 'trigger.cron', 'trigger.manual'],
  logic: ['logic.condition', 'logic.delay', 'logic.script'],
  actions: ['action.propertySet', 'action.serviceInvoke', 'action.alarm', 'action.notice', 'action.webhook'],
} as const;
export type TriggerType = (typeof NODE_TYPES.triggers)[number];
export type LogicType = (typeof NODE_TYPES.logic)[number];
export type ActionType = (typeof NODE_TYPES.actions)[number];
export type FlowNodeType = TriggerType | LogicType | ActionType;
export const ALL_NODE_TYPES: readonly FlowNodeType[] = [
  ...NODE_TYPES.triggers,
  ...NODE_TYPES.logic,
  ...NODE_TYPES.actions,
];
export const isTriggerType = (t: string): t is TriggerType => (NODE_TYPES.triggers as readonly string[]).includes(t);
export const isActionType = (t: string): t is ActionType => (NODE_TYPES.actions as readonly string[]).includes(t);

/** Comparison operators of property triggers and conditions; `between` takes `[a, b]`, `in` a list. */
export const FLOW_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', 'in'] as const;
export type FlowOperator = (typeof FLOW_OPERATORS)[number];
/** Operators that compare order: numbers (and dates as numbers) only. */
export const ORDER_OPERATORS: readonly FlowOperator[] = ['gt', 'gte', 'lt', 'lte', 'between'];
/** A condition's two outputs (React Flow source handles). */
export const CONDITION_HANDLES = ['true', 'false'] as const;
export type ConditionHandle = (typeof CONDITION_HANDLES)[number];
/** logic.delay's range in seconds. */
export const DELAY_SECONDS = { min: 1, max: 3600 } as const;
/** Graph size limits (a flow is a diagram, not a program). */
export const GRAPH_LIMITS = { nodes: 200, edges: 400 } as const;

/** A flow's status: 0 disabled (drafts too), 1 enabled. */
export type FlowStatus = 0 | 1;
/** A run's or a step's status. */
export const FLOW_RUN_STATUSES = ['ok', 'error', 'skipped', 'running'] as const;
export type FlowRunStatus = (typeof FLOW_RUN_STATUSES)[number];

// ---- the complete data of each node type (what validate requires) ----

const key = () => requiredStr(64);
const optKey = () => optStr(64);
/** A value compared with: a scalar, or a list for `between` ([a, b]) and `in`. */
const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);
export const flowValue = z.union([scalar, z.array(scalar).max(100)]);
export type FlowValue = z.infer<typeof flowValue>;
/** A device's parameters (property set, service invoke): key -> value. */
const params = () => z.record(z.string().min(1).max(64), z.unknown()).default({});

/** Why a comparison's value does not fit its operator (a message key), or null. */
export function comparisonProblem(operator: FlowOperator, value: FlowValue): string | null {
  if (operator === 'between') return Array.isArray(value) && value.length === 2 ? null : 'automationBetweenTwo';
  if (operator === 'in') return Array.isArray(value) && value.length > 0 ? null : 'automationInList';
  return Array.isArray(value) ? 'automationValueScalar' : null;
}

const withComparison = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, operator: z.enum(FLOW_OPERATORS), value: flowValue }).superRefine((d, ctx) => {
    const c = d as { operator: FlowOperator; value: FlowValue };
    const key = comparisonProblem(c.operator, c.value);
    if (key) ctx.addIssue({ code: 'custom', path: ['value'], params: { key } });
  });

export const nodeDataSchemas = {
  'trigger.property': withComparison({ productKey: key(), deviceKey: optKey(), key: key() }),
  'trigger.event': z.object({ productKey: key(), deviceKey: optKey(), eventKey: key() }),
  'trigger.status': z.object({ productKey: key(), deviceKey: optKey(), status: z.enum(['online', 'offline']) }),
  'trigger.cron': z.object({ cron: requiredStr(100).pipe(z.string().regex(cronShapePattern)) }),
  'trigger.manual': z.object({}),
  /** `key`: a dotted path in the message (`properties.humidity`). */
  'logic.condition': withComparison({ key: requiredStr(200) }),
  'logic.delay': z.object({ seconds: int().pipe(z.number().min(DELAY_SECONDS.min).max(DELAY_SECONDS.max)) }),
  /** A script defining `transform(msg)`; what it returns is passed on. */
  'logic.script': z.object({ script: requiredStr(64 * 1024) }),
  'action.propertySet': z.object({ deviceKey: key(), params: params() }),
  'action.serviceInvoke': z.object({ deviceKey: key(), funcKey: key(), params: params() }),
  'action.alarm': z.object({ level: int().pipe(z.number().min(1).max(5)), title: requiredStr(100) }),
  /** A private letter to users and/or the users holding roles; `{{path}}` is replaced from the message. */
  'action.notice': z
    .object({
      userIds: z.array(z.number().int().min(1)).max(1000).default([]),
      roleIds: z.array(z.number().int().min(1)).max(100).default([]),
      title: requiredStr(200),
      content: requiredStr(10000),
    })
    .refine((d) => d.userIds.length + d.roleIds.length > 0, {
      params: { key: 'automationNoticeNobody' },
      path: ['userIds'],
    }),
  /** An HTTP POST of the message, signed as alarm webhooks (HMAC-SHA256 with `secret`). */
  'action.webhook': z.object({
    url: requiredStr(500).pipe(z.string().regex(webhookUrlPattern)),
    secret: optStr(128),
  }),
} satisfies Record<FlowNodeType, z.ZodType>;

export type NodeData<T extends FlowNodeType> = z.output<(typeof nodeDataSchemas)[T]>;
export type PropertyTriggerData = NodeData<'trigger.property'>;
export type EventTriggerData = NodeData<'trigger.event'>;
export type StatusTriggerData = NodeData<'trigger.status'>;
export type CronTriggerData = NodeData<'trigger.cron'>;

// ---- the graph (lenient: any data object, so drafts save) ----

const position = z.object({ x: z.number().finite(), y: z.number().finite() });
const nodeId = () => z.string().trim().min(1).max(64);

export const flowNode = z.object({
  id: nodeId(),
  type: z.enum(ALL_NODE_TYPES as [FlowNodeType, ...FlowNodeType[]]),
  position: position.default({ x: 0, y: 0 }),
  /** The node's settings; complete only when validate says so. */
  data: z.record(z.string(), z.unknown()).default({}),
});
export type FlowNode = z.infer<typeof flowNode>;

export const flowEdge = z.object({
  id: nodeId(),
  source: nodeId(),
  target: nodeId(),
  /** A condition's output: `true` or `false`; other nodes have one output (absent). */
  sourceHandle: z.string().max(64).nullish(),
  label: z.string().max(100).nullish(),
});
export type FlowEdge = z.infer<typeof flowEdge>;

export const flowGraph = z.object({
  nodes: z.array(flowNode).max(GRAPH_LIMITS.nodes).default([]),
  edges: z.array(flowEdge).max(GRAPH_LIMITS.edges).default([]),
});
export type FlowGraph = z.infer<typeof flowGraph>;

/** A complete node: its data checked against its type (what the engine runs). */
export const completeFlowNode = z.discriminatedUnion(
  'type',
  ALL_NODE_TYPES.map((type) =>
    z.object({ id: nodeId(), type: z.literal(type), position, data: nodeDataSchemas[type] }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

// ---- calls ----

/** `GET /automation/flow/list`. */
export const flowListQuery = z.object({ name: filterStr(), status: filterInt(), ...paging });
export type FlowListQuery = z.infer<typeof flowListQuery>;
/** `GET /automation/flow/get`, `GET /automation/flow/run/detail`. */
export const flowIdQuery = z.object({ id: rowId() });

const flowFields = { name: requiredStr(100), remark: optStr(500), graph: flowGraph };
/** `POST /automation/flow/add`. */
export const flowAddBody = z.object(flowFields);
export type FlowAddBody = z.infer<typeof flowAddBody>;
/** `PUT /automation/flow/edit`: an enabled flow is re-validated and keeps running with the new graph. */
export const flowEditBody = z.object({ id: rowId(), ...flowFields });
export type FlowEditBody = z.infer<typeof flowEditBody>;
/** `DELETE /automation/flow/delete`. */
export const flowDeleteBody = z.object({ ids: rowIds() });
/** `POST /automation/flow/validate`. */
export const flowValidateBody = z.object({ graph: flowGraph });
/** `PUT /automation/flow/setStatus`: 1 enables (51 naming the first problem's node), 0 disables. */
export const flowStatusBody = z.object({ id: rowId(), status: int().pipe(z.literal([0, 1])) });
export type FlowStatusBody = z.infer<typeof flowStatusBody>;
/** `POST /automation/flow/run`: the manual trigger's message is `input`. */
export const flowRunBody = z.object({
  id: rowId(),
  input: z.record(z.string(), z.unknown()).default({}),
});
export type FlowRunBody = z.infer<typeof flowRunBody>;
/** `GET /automation/flow/runs`. */
export const flowRunsQuery = z.object({
  flowId: rowId(),
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(FLOW_RUN_STATUSES).optional()),
  ...paging,
});
export type FlowRunsQuery = z.infer<typeof flowRunsQuery>;

// ---- answers ----

export interface FlowRow {
  id: number;
  name: string;
  remark: string;
  status: FlowStatus;
  version: number;
  updatedAt: string | null;
  lastRunAt: string | null;
  runCount: number;
  errorCount: number;
}
export interface FlowListData {
  list: FlowRow[];
  total: number;
  currentPage: number;
}
export interface FlowDetail {
  id: number;
  name: string;
  remark: string;
  status: FlowStatus;
  version: number;
  graph: FlowGraph;
}
/** A problem of a graph: `nodeId` null when it concerns the whole graph (no trigger). */
export interface FlowProblem {
  nodeId: string | null;
  message: string;
}
export interface FlowValidateAnswer {
  ok: boolean;
  problems: FlowProblem[];
}
export interface FlowRunAnswer {
  runId: number;
}
export interface FlowRunRow {
  id: number;
  flowId: number;
  /** The trigger node's type (`trigger.property`, ...) that fired. */
  trigger: string;
  status: Exclude<FlowRunStatus, 'skipped'>;
  error: string;
  /** The device whose message fired it ("" for cron and manual runs). */
  deviceKey: string;
  /** Firings of this flow and device dropped by the rate limit (one run a second) just before this run. */
  dropped: number;
  /** Loop guard: 0 for a firing from outside, n when the flow's own action (n steps back) caused it. */
  depth: number;
  startedAt: string | null;
  finishedAt: string | null;
}
export interface FlowRunsData {
  list: FlowRunRow[];
  total: number;
  currentPage: number;
}
export interface FlowStepRow {
  nodeId: string;
  type: string;
  status: FlowRunStatus;
  input: unknown;
  output: unknown;
  error: string;
  startedAt: string | null;
  ms: number;
}
export interface FlowRunDetail {
  run: FlowRunRow;
  steps: FlowStepRow[];
}
