// What each non-trigger node does with the message it receives, through the project's own paths:
// commands through the command module (waiting for the device's reply), alarm logs through the
// alarm engine (its live frames), letters through the notice module (the live bell), webhooks
// signed as the alarm webhooks are, scripts in the payload scripts' sandbox. Each action checks
// again that the user the flow acts for still may do it (rights.ts).
import { createHmac } from 'node:crypto';
import { nodeDataSchemas, type FlowNode } from '@iot/contract';
import { and, desc, eq } from 'drizzle-orm';
import { can, type Principal } from '../../access/principal.ts';
import type { LiveChannel, ModuleServices } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import type { AlarmService } from '../alarm/index.ts';
import { alarmLogView } from '../alarm/index.ts';
import { checkInvoke, checkPropertySet, runCommand } from '../command/index.ts';
import { deviceForRead } from '../device/index.ts';
import type { MqttService } from '../mqtt/index.ts';
import { addNotice } from '../notice/index.ts';
import type { PayloadScripts } from '../script/index.ts';
import { compare, fillTemplate, valueAt } from './compare.ts';
import type { CompiledFlow } from './flow-index.ts';
import { actionPermission, nodeRightProblem } from './rights.ts';
import { runTransform } from './script-node.ts';

export interface WebhookSettings {
  attempts: number;
  backoffMs: number;
  timeoutMs: number;
}

export interface ActionDeps {
  db: Db;
  mqtt: MqttService;
  scripts: PayloadScripts;
  live: () => LiveChannel;
  alarms: AlarmService;
  accounts: ModuleServices['accounts'];
  /** A user's current principal (the guard's cache, dropped whenever rights change). */
  principalOf(userId: number): Promise<Principal | null>;
  webhook: WebhookSettings;
  /** How long a command waits for the device's reply. */
  commandTimeoutS: number;
  /** Whether the flow is still enabled (the engine's index): a run that waited in a delay checks. */
  isEnabled(flowId: number): boolean;
  /** Called before a command goes to a device (the loop guard remembers what the flow did). */
  onCommand(flow: CompiledFlow, deviceKey: string, depth: number): void;
}

/** What a node works in: its run, and the enabling user's principal (read once per run). */
export interface NodeContext {
  flow: CompiledFlow;
  runId: number;
  depth: number;
  principal(): Promise<Principal>;
  signal: AbortSignal;
}

export interface NodeResult {
  output: unknown;
  /** A condition's outcome: the handle whose edges are followed. */
  handle?: 'true' | 'false';
}

/** An error in a run's log: the message's English text (stored once, read in any language). */
export class StepError extends Error {}

const fail = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  new StepError(translate('en', key, params));

/** An ApiError from another module (command timeout, device offline, ...) as the step's error. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return translate('en', err.key, err.params);
  return err instanceof Error ? err.message : String(err);
}

/** Aborts with the signal: a shutdown while a run waits leaves the run `running`. */
export class Abandoned extends Error {}

export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new Abandoned());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => (clearTimeout(timer), reject(new Abandoned()));
    signal.addEventListener('abort', onAbort, { once: true });
  });

async function checkRight(deps: ActionDeps, ctx: NodeContext, node: FlowNode, deviceKey?: string) {
  const problem = await nodeRightProblem(deps.db, await ctx.principal(), node, deviceKey);
  if (problem) throw fail(problem.key, problem.params);
}

const deviceOf = (msg: unknown) => {
  const key = valueAt(msg, 'deviceKey');
  return typeof key === 'string' && key ? key : null;
};

/** The device in the principal's data scope, or the step's error saying it is not. */
async function deviceInScope(deps: ActionDeps, principal: Principal, deviceKey: string) {
  try {
    return await deviceForRead(deps.db, principal, deviceKey);
  } catch (err) {
    if (err instanceof ApiError) throw fail('automationDeviceOutOfScope', { key: deviceKey });
    throw err;
  }
}

async function command(deps: ActionDeps, ctx: NodeContext, node: FlowNode): Promise<NodeResult> {
  const principal = await ctx.principal();
  if (!can(principal, actionPermission(node.type)!)) throw fail('automationRightMissing');
  const d = nodeDataSchemas['action.serviceInvoke'].partial({ funcKey: true }).parse(node.data);
  const target = await deviceInScope(deps, principal, d.deviceKey);
  const set = node.type === 'action.propertySet';
  const params = set
    ? checkPropertySet(target.product.metadata, d.params)
    : checkInvoke(target.product.metadata, d.funcKey ?? '', d.params);
  deps.onCommand(ctx.flow, d.deviceKey, ctx.depth);
  const reply = await runCommand(
    deps.db,
    deps.mqtt,
    principal,
    target,
    set
      ? { kind: 'set', params, timeoutS: deps.commandTimeoutS }
      : { kind: 'invoke', funcKey: d.funcKey, params, timeoutS: deps.commandTimeoutS },
    deps.scripts,
  );
  // The device may report what the command changed only after its reply: the guard keeps watching.
  deps.onCommand(ctx.flow, d.deviceKey, ctx.depth);
  return { output: reply.data };
}

/**
 * An alarm log for the message's device through the alarm engine: the flow stands in for a rule
 * (rule id below zero, `-(flow id × 1000 + the node's place)`, so no rule's alarms mix with it),
 * and repeated firings count on the open alarm as a rule's matches do.
 */
async function alarm(deps: ActionDeps, ctx: NodeContext, node: FlowNode, msg: unknown): Promise<NodeResult> {
  const d = nodeDataSchemas['action.alarm'].parse(node.data);
  const deviceKey = deviceOf(msg);
  if (!deviceKey) throw new StepError('The alarm action needs a device: the message has no deviceKey');
  const principal = await ctx.principal();
  if (!can(principal, actionPermission(node.type)!)) throw fail('automationRightMissing');
  const { device, product } = await deviceInScope(deps, principal, deviceKey);
  const place = [...ctx.flow.nodes.keys()].indexOf(node.id) + 1;
  const ruleId = -(ctx.flow.id * 1000 + place);
  const rule = {
    id: ruleId,
    name: d.title,
    level: d.level,
    expression: `automation: ${ctx.flow.name}`,
    action: [],
    webhookSecret: '',
  } as unknown as Parameters<AlarmService['engine']['raise']>[0];
  const info = {
    id: device.id,
    key: device.key,
    deptId: device.deptId,
    createdBy: device.createdBy,
    productKey: product.key,
  };
  await deps.alarms.engine.raise(rule, info, msg, Date.now());
  const [row] = await deps.db
    .select()
    .from(alarmLogView)
    .where(and(eq(alarmLogView.deviceId, device.id), eq(alarmLogView.status, 0), eq(alarmLogView.ruleName, d.title)))
    .orderBy(desc(alarmLogView.lastAt))
    .limit(1);
  return { output: row ?? { deviceKey, level: d.level, title: d.title } };
}

async function notice(deps: ActionDeps, ctx: NodeContext, node: FlowNode, msg: unknown): Promise<NodeResult> {
  await checkRight(deps, ctx, node);
  const d = nodeDataSchemas['action.notice'].parse(node.data);
  const holders = d.roleIds.length ? await deps.accounts.holdersOf(deps.db, d.roleIds) : [];
  const receiver = [...new Set([...d.userIds, ...holders])];
  if (!receiver.length) throw new StepError('Nobody holds the letter’s roles: no letter was sent');
  const announced = await addNotice(
    deps.db,
    {
      title: fillTemplate(d.title, msg).slice(0, 200) || d.title,
      type: 2,
      content: fillTemplate(d.content, msg, true),
      status: 1,
      tag: 0,
      remark: `automation ${ctx.flow.id}`,
      sort: 0,
      receiver,
    },
    ctx.flow.enabledBy,
  );
  if (!announced) throw new StepError('The letter was not published');
  await deps.live().toUsers(announced.userIds ?? receiver, { event: 'notice', data: announced.data });
  return { output: { noticeId: announced.data.id } };
}

/** A POST of the message, signed as alarm webhooks (`X-Signature: sha256=<HMAC-SHA256 hex>`), retried. */
async function webhook(deps: ActionDeps, ctx: NodeContext, node: FlowNode, msg: unknown): Promise<NodeResult> {
  const d = nodeDataSchemas['action.webhook'].parse(node.data);
  const body = JSON.stringify({
    event: 'automation',
    flowId: ctx.flow.id,
    runId: ctx.runId,
    nodeId: node.id,
    data: msg,
  });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (d.secret) headers['x-signature'] = `sha256=${createHmac('sha256', d.secret).update(body).digest('hex')}`;
  const { attempts, backoffMs, timeoutMs } = deps.webhook;
  let last = '';
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1), ctx.signal);
    try {
      const res = await fetch(d.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), ctx.signal]),
      });
      await res.body?.cancel();
      if (res.ok) return { output: { status: res.status, attempts: attempt + 1 } };
      last = `HTTP ${res.status}`;
      // The receiver refused it: trying again will not help (as alarm webhooks).
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) break;
    } catch (err) {
      if (ctx.signal.aborted) throw new Abandoned();
      last = (err as Error).message || String(err);
    }
  }
  throw new StepError(`The webhook failed: ${last}`);
}

/** Runs one node on `msg`. */
export async function runNode(deps: ActionDeps, ctx: NodeContext, node: FlowNode, msg: unknown): Promise<NodeResult> {
  switch (node.type) {
    case 'logic.condition': {
      const d = nodeDataSchemas[node.type].parse(node.data);
      const result = compare(valueAt(msg, d.key), d.operator, d.value);
      return { output: msg, handle: result ? 'true' : 'false' };
    }
    case 'logic.delay': {
      const d = nodeDataSchemas[node.type].parse(node.data);
      await sleep(d.seconds * 1000, ctx.signal);
      // Disabled or deleted meanwhile: what follows the delay no longer runs.
      if (!deps.isEnabled(ctx.flow.id)) throw new StepError('The flow was disabled while the run waited');
      return { output: msg };
    }
    case 'logic.script': {
      const d = nodeDataSchemas[node.type].parse(node.data);
      return { output: await runTransform(deps.scripts, `automation:${ctx.flow.id}:${node.id}`, d.script, msg) };
    }
    case 'action.propertySet':
    case 'action.serviceInvoke':
      return command(deps, ctx, node);
    case 'action.alarm':
      return alarm(deps, ctx, node, msg);
    case 'action.notice':
      return notice(deps, ctx, node, msg);
    case 'action.webhook':
      return webhook(deps, ctx, node, msg);
    default:
      // Triggers pass their message on; they are never reached by an edge in a valid flow.
      return { output: msg };
  }
}
