import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PERMISSIONS } from '@iot/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { addRole, addUser, STRONG } from '../../../test/org-fixture.ts';
import { notices } from '../../composition/schema.ts';
import { jobHandler } from '../job/registry.ts';
import { waitFor } from '../mqtt/test-kit.ts';
import { automationRuns, automationSteps } from './schema.ts';
import { api, enabledFlow, finishedRun, flowProduct, graph } from './test-fixture.ts';

// Flows through the API without devices: drafts, the validity rules one by one, who sees which
// flow, and manual runs through conditions, scripts, delays, letters and webhooks.
describe('automation flows', () => {
  const s = signedInApp();
  let pk = '';
  let dk = '';
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data = {}, token = s.admin) =>
    api(s.t, token, method, path, data);
  const problems = async (g: ReturnType<typeof graph>) => {
    const res = await call('POST', 'validate', { graph: g });
    expect(res.body.code).toBe(0);
    return res.body.data.problems as { nodeId: string | null; message: string }[];
  };
  const manual = { id: 'm', type: 'trigger.manual' as const };

  // A receiver of webhooks: answers each request with the next status of `statuses` (200 after).
  const hooks: { body: string; signature: string | undefined }[] = [];
  let statuses: number[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hooks.push({ body, signature: req.headers['x-signature'] as string | undefined });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  let hookUrl = '';

  beforeAll(async () => {
    const { product, device } = await flowProduct(s.t.database.db);
    pk = product.key;
    dk = device.key;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    Object.assign(s.t.app.automation.webhook, { backoffMs: 10, timeoutMs: 2000 });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('seeds the menu under IoT with the hidden designer; the buttons are the administrators’', async () => {
    const menus = async (token: string) =>
      JSON.stringify((await s.t.api('GET', '/api/v1/system/user/getUserMenus', {}, token)).body.data);
    const admin = await menus(s.admin);
    const demo = await menus(s.demo);
    for (const text of ['"/iot/automation"', '"iot/automation/index"', '"iot/automation/design"'])
      for (const seen of [admin, demo]) expect(seen).toContain(text);
    // The super-admin holds every permission anyway; the demo role holds none of the buttons.
    expect(demo).not.toContain(PERMISSIONS.automation.add);
  });

  it('saves an incomplete draft, reads it back, edits it (version up) and deletes it', async () => {
    const draft = graph([{ id: 'p', type: 'trigger.property', data: { productKey: pk } }]);
    const added = await call('POST', 'add', { name: 'draft', graph: draft });
    expect(added.body.code).toBe(0);
    const id = added.body.data.id;
    const got = (await call('GET', 'get', { id })).body.data;
    expect(got).toMatchObject({ id, name: 'draft', remark: '', status: 0, version: 1 });
    expect(got.graph.nodes[0]).toMatchObject({ id: 'p', type: 'trigger.property', data: { productKey: pk } });
    expect((await call('PUT', 'edit', { id, name: 'draft 2', graph: draft })).body.code).toBe(0);
    expect((await call('GET', 'get', { id })).body.data).toMatchObject({ name: 'draft 2', version: 2 });
    const list = (await call('GET', 'list', { name: 'draft' })).body.data;
    expect(list.list[0]).toMatchObject({ id, status: 0, runCount: 0, errorCount: 0, lastRunAt: null });
    // Enabling refuses the draft with its first problem, naming the node.
    const refused = await call('PUT', 'setStatus', { id, status: 1 });
    expect(refused.body).toMatchObject({ code: 51, message: 'Node p: Fill in key' });
    expect((await call('DELETE', 'delete', { ids: [id] })).body.code).toBe(0);
    expect((await call('GET', 'get', { id })).body).toMatchObject({ code: 50, message: 'The flow does not exist' });
    // Unknown node types and bad shapes are a 51, never a 5xx.
    const bad = await call('POST', 'add', { name: 'x', graph: { nodes: [{ id: 'a', type: 'nope' }] } });
    expect(bad.body.code).toBe(51);
    expect((await call('POST', 'add', { name: 'x', graph: 'no' })).body.code).toBe(51);
  });

  it('checks every validity rule and names the node', async () => {
    const cond = { key: 'value', operator: 'gt', value: 1 };
    const notice = { userIds: [1], title: 't', content: 'c' };
    expect(await problems(graph([{ id: 'n', type: 'action.notice', data: notice }]))).toEqual([
      { nodeId: null, message: 'A flow needs at least one trigger' },
      { nodeId: 'n', message: 'No trigger leads to this node' },
    ]);
    // A cycle between two conditions, both reached from the trigger.
    const cyc = await problems(
      graph(
        [manual, { id: 'a', type: 'logic.condition', data: cond }, { id: 'b', type: 'logic.condition', data: cond }],
        [
          ['m', 'a'],
          ['a', 'b', 'true'],
          ['b', 'a', 'true'],
        ],
      ),
    );
    expect(cyc).toEqual([{ nodeId: 'a', message: 'The flow contains a cycle' }]);
    const edges = await problems(
      graph(
        [manual, { id: 'c', type: 'logic.condition', data: cond }, { id: 'm2', type: 'trigger.manual' }],
        [
          ['m', 'c'],
          ['c', 'ghost', 'true'],
          ['c', 'm2'],
        ],
      ),
    );
    expect(edges).toEqual([
      { nodeId: 'c', message: 'The edge e1 connects a node that does not exist' },
      { nodeId: 'm2', message: 'A trigger takes no incoming edge' },
      { nodeId: 'c', message: "A condition's edges must leave from its true or false output" },
    ]);
    const dup = await problems(graph([manual, { id: 'm', type: 'trigger.manual' }]));
    expect(dup).toEqual([{ nodeId: 'm', message: 'The node id m is used twice' }]);
    // Data: complete, and consistent with the object model.
    const one = async (type: Parameters<typeof graph>[0][number]['type'], data: Record<string, unknown>) =>
      (await problems(graph([manual, { id: 'x', type, data }], type.startsWith('trigger.') ? [] : [['m', 'x']])))
        .filter((p) => p.nodeId === 'x')
        .map((p) => p.message);
    expect(await one('trigger.property', { productKey: pk, operator: 'gt', value: 1 })).toEqual(['Fill in key']);
    expect(await one('trigger.property', { productKey: 'nope', key: 'temperature', operator: 'gt', value: 1 })).toEqual(
      ['The product nope does not exist'],
    );
    expect(await one('trigger.property', { productKey: pk, key: 'nope', operator: 'eq', value: 1 })).toEqual([
      'The object model has no property nope',
    ]);
    expect(await one('trigger.property', { productKey: pk, key: 'target', operator: 'gt', value: 'hot' })).toEqual([
      expect.stringMatching(/^The value for target is not valid: /),
    ]);
    expect(await one('trigger.property', { productKey: pk, key: 'power', operator: 'gt', value: true })).toEqual([
      'The property power is not a number: gt cannot compare it',
    ]);
    expect(await one('trigger.property', { productKey: pk, key: 'target', operator: 'between', value: 1 })).toEqual([
      '“between” takes two values [a, b]',
    ]);
    expect(
      await one('trigger.property', { productKey: pk, deviceKey: 'nope', key: 'target', operator: 'eq', value: 12 }),
    ).toEqual(['The device nope does not exist']);
    expect(await one('trigger.event', { productKey: pk, eventKey: 'nope' })).toEqual([
      'The object model has no event nope',
    ]);
    expect(await one('trigger.status', { productKey: pk, deviceKey: dk, status: 'asleep' })).toEqual([
      'status is not valid',
    ]);
    expect(await one('trigger.cron', { cron: '* * * * *' })).toEqual([
      'The cron expression is not valid (six fields, seconds first)',
    ]);
    expect(await one('logic.delay', { seconds: 0 })).toEqual(['seconds is not valid']);
    expect((await one('logic.script', { script: 'function nope() {}' }))[0]).toMatch(/^The script is not valid: /);
    expect(await one('action.propertySet', { deviceKey: dk, params: { temperature: 1 } })).toEqual([
      expect.stringMatching(/temperature/),
    ]);
    expect(await one('action.serviceInvoke', { deviceKey: dk, funcKey: 'fly', params: {} })).toEqual([
      expect.stringMatching(/fly/),
    ]);
    expect(await one('action.notice', { userIds: [999999], title: 't', content: 'c' })).toEqual([
      'The user 999999 does not exist',
    ]);
    expect(await one('action.notice', { title: 't', content: 'c' })).toEqual([
      'Choose the users or roles who receive the letter',
    ]);
    expect(await one('action.webhook', { url: 'ftp://x' })).toEqual(['url is not valid']);
    // A complete flow has no problem.
    const good = graph(
      [
        {
          id: 't',
          type: 'trigger.property',
          data: { productKey: pk, key: 'target', operator: 'between', value: [10, 20] },
        },
        { id: 'c', type: 'trigger.cron', data: { cron: '0 */5 * * * *' } },
        { id: 's', type: 'action.propertySet', data: { deviceKey: dk, params: { target: 15 } } },
      ],
      [
        ['t', 's'],
        ['c', 's'],
      ],
    );
    expect(await problems(good)).toEqual([]);
    // In the caller's language.
    const zh = await s.t.call({
      method: 'POST',
      url: '/api/v1/automation/flow/validate',
      payload: { graph: graph([]) },
      token: s.admin,
      lang: 'zh-CN',
    });
    expect(zh.body.data).toEqual({ ok: false, problems: [{ nodeId: null, message: '流程至少需要一个触发器' }] });
  });

  it('shows each user the flows they created (all to a super-admin); the demo account holds no button', async () => {
    const { automation } = PERMISSIONS;
    const role = await addRole(s.t, s.admin, 'Flow author', [
      automation.list,
      automation.add,
      automation.edit,
      automation.status,
    ]);
    await addUser(s.t, s.admin, 'flow-author', { roleIds: [role] });
    const author = await s.t.login('flow-author', STRONG);
    const mine = (await call('POST', 'add', { name: 'authored', graph: graph([manual]) }, author)).body.data.id;
    const admins = (await call('POST', 'add', { name: 'admins', graph: graph([manual]) })).body.data.id;
    const seen = (await call('GET', 'list', { pageSize: 100 }, author)).body.data;
    expect(seen.list.map((f: { id: number }) => f.id)).toEqual([mine]);
    expect(seen.total).toBe(1);
    const all = (await call('GET', 'list', { pageSize: 100 })).body.data.list.map((f: { id: number }) => f.id);
    expect(all).toEqual(expect.arrayContaining([mine, admins]));
    expect((await call('GET', 'get', { id: admins }, author)).body.code).toBe(50);
    expect((await call('PUT', 'edit', { id: admins, name: 'x', graph: graph([]) }, author)).body.code).toBe(50);
    // The author may enable a flow of manual trigger only; a letter needs the "send a letter" right.
    expect((await call('PUT', 'setStatus', { id: mine, status: 1 }, author)).body.code).toBe(0);
    const letter = graph(
      [manual, { id: 'n', type: 'action.notice', data: { userIds: [1], title: 't', content: 'c' } }],
      [['m', 'n']],
    );
    expect((await call('PUT', 'edit', { id: mine, name: 'authored', graph: letter }, author)).body).toMatchObject({
      code: 50,
      message: 'Node n: You may not use this action',
    });
    // The demo account sees the page (its own flows: none) but may not write.
    expect((await call('GET', 'list', {}, s.demo)).body.data.total).toBe(0);
    expect((await call('POST', 'add', { name: 'demo', graph: graph([manual]) }, s.demo)).body.code).not.toBe(0);
    expect((await call('PUT', 'setStatus', { id: mine, status: 1 }, s.demo)).body.code).not.toBe(0);
    expect((await call('POST', 'run', { id: mine }, s.demo)).body.code).not.toBe(0);
  });

  it('runs the manual trigger: conditions branch on the input, scripts transform, delays wait', async () => {
    const g = graph(
      [
        manual,
        { id: 'cond', type: 'logic.condition', data: { key: 'sensor.level', operator: 'gte', value: 50 } },
        {
          id: 'high',
          type: 'logic.script',
          data: { script: 'function transform(msg) { return { doubled: msg.sensor.level * 2 }; }' },
        },
        { id: 'wait', type: 'logic.delay', data: { seconds: 1 } },
        { id: 'low', type: 'logic.script', data: { script: 'function transform(msg) { return "low"; }' } },
      ],
      [
        ['m', 'cond'],
        ['cond', 'high', 'true'],
        ['high', 'wait'],
        ['cond', 'low', 'false'],
      ],
    );
    const id = await enabledFlow(s.t, s.admin, g);
    const started = await call('POST', 'run', { id, input: { sensor: { level: 80 } } });
    expect(started.body.code).toBe(0);
    const runId = started.body.data.runId;
    // The run waits in the delay: running, with the delay's step running.
    const waiting = await waitFor(async () => {
      const d = (await call('GET', 'run/detail', { id: runId })).body.data;
      return d.steps.some((x: { nodeId: string; status: string }) => x.nodeId === 'wait' && x.status === 'running')
        ? d
        : null;
    });
    expect(waiting.run.status).toBe('running');
    const detail = await finishedRun(s.t, s.admin, runId);
    expect(detail.run).toMatchObject({ id: runId, flowId: id, trigger: 'trigger.manual', status: 'ok', error: '' });
    const steps = Object.fromEntries(detail.steps.map((x: { nodeId: string }) => [x.nodeId, x]));
    expect(steps.m).toMatchObject({ status: 'ok', output: { sensor: { level: 80 } } });
    expect(steps.cond).toMatchObject({ status: 'ok', input: { sensor: { level: 80 } } });
    expect(steps.low).toMatchObject({ status: 'skipped' });
    expect(steps.high).toMatchObject({ status: 'ok', output: { doubled: 160 } });
    expect(steps.wait).toMatchObject({ status: 'ok', input: { doubled: 160 }, output: { doubled: 160 } });
    expect(steps.wait.ms).toBeGreaterThanOrEqual(900);
    // The other branch.
    const other = (await call('POST', 'run', { id, input: { sensor: { level: 10 } } })).body.data.runId;
    const low = await finishedRun(s.t, s.admin, other);
    expect(low.steps.find((x: { nodeId: string }) => x.nodeId === 'low')).toMatchObject({
      status: 'ok',
      output: 'low',
    });
    expect(low.steps.find((x: { nodeId: string }) => x.nodeId === 'high')).toMatchObject({ status: 'skipped' });
    // Runs are listed newest first and counted on the flow.
    const runs = (await call('GET', 'runs', { flowId: id })).body.data;
    expect(runs.list.map((r: { id: number }) => r.id)).toEqual([other, runId]);
    expect((await call('GET', 'runs', { flowId: id, status: 'error' })).body.data.total).toBe(0);
    const [row] = (await call('GET', 'list', { pageSize: 100 })).body.data.list.filter(
      (f: { id: number }) => f.id === id,
    );
    expect(row).toMatchObject({ runCount: 2, errorCount: 0, lastRunAt: expect.any(String) });
  });

  it('a run waiting in a delay stops there when its flow is disabled meanwhile', async () => {
    const g = graph(
      [
        manual,
        { id: 'wait', type: 'logic.delay', data: { seconds: 1 } },
        { id: 'after', type: 'logic.script', data: { script: 'function transform(m) { return m; }' } },
      ],
      [
        ['m', 'wait'],
        ['wait', 'after'],
      ],
    );
    const id = await enabledFlow(s.t, s.admin, g);
    const runId = (await call('POST', 'run', { id })).body.data.runId;
    expect((await call('PUT', 'setStatus', { id, status: 0 })).body.code).toBe(0);
    const detail = await finishedRun(s.t, s.admin, runId);
    expect(detail.run).toMatchObject({ status: 'error', error: 'wait: The flow was disabled while the run waited' });
    expect(detail.steps.map((x: { nodeId: string }) => x.nodeId)).toEqual(['m', 'wait']);
  });

  it('records a failing script as the step’s and the run’s error; a disabled flow does not run', async () => {
    const g = graph(
      [
        manual,
        { id: 'boom', type: 'logic.script', data: { script: 'function transform(msg) { throw new Error("kaput"); }' } },
      ],
      [['m', 'boom']],
    );
    const id = await enabledFlow(s.t, s.admin, g);
    const detail = await finishedRun(s.t, s.admin, (await call('POST', 'run', { id })).body.data.runId);
    expect(detail.run.status).toBe('error');
    expect(detail.run.error).toMatch(/^boom: .*kaput/);
    expect(detail.steps[1]).toMatchObject({ nodeId: 'boom', status: 'error', error: expect.stringMatching(/kaput/) });
    // Endless loops stop at the sandbox's time limit.
    const spin = graph(
      [manual, { id: 'spin', type: 'logic.script', data: { script: 'function transform() { for (;;) {} }' } }],
      [['m', 'spin']],
    );
    const spinning = await enabledFlow(s.t, s.admin, spin);
    const stopped = await finishedRun(s.t, s.admin, (await call('POST', 'run', { id: spinning })).body.data.runId);
    expect(stopped.run.status).toBe('error');
    expect(
      (await call('GET', 'list', { pageSize: 100 })).body.data.list.find((f: { id: number }) => f.id === id),
    ).toMatchObject({
      errorCount: 1,
    });
    expect((await call('PUT', 'setStatus', { id, status: 0 })).body.code).toBe(0);
    expect((await call('POST', 'run', { id })).body).toMatchObject({ code: 50, message: 'The flow is not enabled' });
    const noManual = await call('POST', 'add', {
      name: 'cron only',
      graph: graph([{ id: 'c', type: 'trigger.cron', data: { cron: '0 0 0 1 1 *' } }]),
    });
    const cronId = noManual.body.data.id;
    expect((await call('PUT', 'setStatus', { id: cronId, status: 1 })).body.code).toBe(0);
    expect((await call('POST', 'run', { id: cronId })).body).toMatchObject({
      message: 'The flow has no manual trigger',
    });
  });

  it('sends letters with {{path}} templates and signed webhooks with retries', async () => {
    hooks.length = 0;
    statuses = [500];
    const g = graph(
      [
        manual,
        {
          id: 'letter',
          type: 'action.notice',
          data: { userIds: [1], title: 'Level {{sensor.level}}', content: '<p>At {{sensor.where}}</p>' },
        },
        { id: 'hook', type: 'action.webhook', data: { url: hookUrl, secret: 's3cret' } },
      ],
      [
        ['m', 'letter'],
        ['m', 'hook'],
      ],
    );
    const id = await enabledFlow(s.t, s.admin, g);
    const runId = (await call('POST', 'run', { id, input: { sensor: { level: 80, where: '<b>hall</b>' } } })).body.data
      .runId;
    const detail = await finishedRun(s.t, s.admin, runId);
    expect(detail.run.status).toBe('ok');
    const steps = Object.fromEntries(detail.steps.map((x: { nodeId: string }) => [x.nodeId, x]));
    const [letter] = await s.t.database.db.select().from(notices).orderBy(desc(notices.id)).limit(1);
    expect(steps.letter.output).toEqual({ noticeId: letter.id });
    expect(letter).toMatchObject({ title: 'Level 80', type: 2, receiver: [1] });
    expect(letter.content).toContain('&lt;b&gt;hall&lt;/b&gt;');
    expect(steps.hook.output).toEqual({ status: 200, attempts: 2 });
    expect(hooks).toHaveLength(2);
    const body = JSON.parse(hooks[1].body);
    expect(body).toMatchObject({
      event: 'automation',
      flowId: id,
      runId,
      nodeId: 'hook',
      data: { sensor: { level: 80 } },
    });
    expect(hooks[1].signature).toBe(`sha256=${createHmac('sha256', 's3cret').update(hooks[1].body).digest('hex')}`);
    // A refusal (4xx) is not retried and fails the step.
    hooks.length = 0;
    statuses = [403];
    const refused = await finishedRun(s.t, s.admin, (await call('POST', 'run', { id, input: {} })).body.data.runId);
    expect(refused.run).toMatchObject({ status: 'error', error: 'hook: The webhook failed: HTTP 403' });
    expect(hooks).toHaveLength(1);
    const [, unread] = await Promise.all([
      s.t.database.db.select().from(notices).where(eq(notices.id, letter.id)),
      s.t.api('GET', '/api/v1/system/sysNotice/unReadCount', {}, s.admin),
    ]);
    expect(unread.body.code).toBe(0);
  });
});

describe('automation runs and the telemetry retention', () => {
  const s = signedInApp();

  it('the retention job deletes runs (and their steps) older than the telemetry', async () => {
    const db = s.t.database.db;
    const id = await enabledFlow(s.t, s.admin, graph([{ id: 'm', type: 'trigger.manual' }]));
    const recent = (await api(s.t, s.admin, 'POST', 'run', { id })).body.data.runId as number;
    await finishedRun(s.t, s.admin, recent);
    const [old] = await db
      .insert(automationRuns)
      .values({
        flowId: id,
        trigger: 'trigger.manual',
        status: 'ok',
        startedAt: new Date(Date.now() - 400 * 86_400_000),
      })
      .returning();
    await db.insert(automationSteps).values({ runId: old.id, nodeId: 'm', type: 'trigger.manual', status: 'ok' });
    const handler = jobHandler('telemetryRetention')!;
    expect(await handler({ app: s.t.app, params: [] })).toMatch(/automationRuns: 1$/);
    const left = await db.select().from(automationRuns).where(eq(automationRuns.flowId, id));
    expect(left.map((r) => r.id)).toEqual([recent]);
    expect(await db.select().from(automationSteps).where(eq(automationSteps.runId, old.id))).toEqual([]);
  });
});
