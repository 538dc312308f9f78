import { PERMISSIONS } from '@iot/contract';
import { and, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { addRole, addUser, deptIdOf, STRONG } from '../../../test/org-fixture.ts';
import { userRoles } from '../../composition/schema.ts';
import { alarmLogs } from '../alarm/schema.ts';
import { answeringDevice } from '../command/test-fixture.ts';
import { devices } from '../device/schema.ts';
import { brokerApp, connectToken, makeDevice, propertyPost, waitFor } from '../mqtt/test-kit.ts';
import { automationFlows } from './schema.ts';
import { api, enabledFlow, flowProduct, graph, nthRun, runsOf, setOnTarget } from './test-fixture.ts';

// Flows fired by real MQTT devices on the embedded broker (a free port): every trigger kind, the
// command actions with the device's reply, alarm logs, the rate limit, the loop guard, rights.
describe('automations with devices', () => {
  const m = brokerApp();
  let admin = '';
  const db = () => m.db();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data = {}, token = admin) =>
    api(m.t, token, method, path, data);
  const post = (c: MqttClient, pk: string, dk: string, params: Record<string, unknown>) =>
    c.publishAsync(`/sys/${pk}/${dk}/thing/event/property/post`, propertyPost(params), { qos: 1 });
  const setup = async () => {
    admin ||= await m.t.login('admin');
    return flowProduct(db());
  };
  /** A device of its own product that answers every command with `data` and records them. */
  const actor = async (data: Record<string, unknown> = {}) => {
    const target = await flowProduct(db());
    const d = await answeringDevice(db(), m.url, target, () => ({ code: 200, message: 'success', data }));
    m.track(d.client);
    return { ...target, ...d };
  };
  const nextSecond = async () => {
    const s = Math.floor(Date.now() / 1000);
    await waitFor(() => Math.floor(Date.now() / 1000) > s);
  };

  it('a property post that meets the condition sets another device’s property and records its reply', async () => {
    const { product, device } = await setup();
    const fan = await actor({ ok: true });
    const id = await enabledFlow(
      m.t,
      admin,
      graph(
        [
          {
            id: 'hot',
            type: 'trigger.property',
            data: { productKey: product.key, key: 'temperature', operator: 'gt', value: 30 },
          },
          { id: 'humid', type: 'logic.condition', data: { key: 'properties.target', operator: 'in', value: [12, 13] } },
          { id: 'on', type: 'action.propertySet', data: { deviceKey: fan.device.key, params: { power: true } } },
        ],
        [
          ['hot', 'humid'],
          ['humid', 'on', 'true'],
        ],
      ),
    );
    const c = m.track(await connectToken(m.url, device));
    await post(c, product.key, device.key, { temperature: 20 });
    await m.t.app.automation.engine.idle();
    expect(await runsOf(m.t, id)).toEqual([]);
    await post(c, product.key, device.key, { temperature: 35, target: 12 });
    const run = await nthRun(m.t, admin, id);
    expect(run.run).toMatchObject({ status: 'ok', trigger: 'trigger.property', deviceKey: device.key, depth: 0 });
    const steps = Object.fromEntries(run.steps.map((s: { nodeId: string }) => [s.nodeId, s]));
    expect(steps.hot.output).toMatchObject({
      deviceKey: device.key,
      productKey: product.key,
      key: 'temperature',
      value: 35,
      properties: { temperature: 35, target: 12 },
    });
    expect(steps.on).toMatchObject({ status: 'ok', output: { ok: true } });
    expect(fan.received[0].message).toMatchObject({ method: 'thing.service.property.set', params: { power: true } });
  });

  it('events invoke services; status changes raise alarm logs; a device filter keeps to its device', async () => {
    const { product, device } = await setup();
    const pump = await actor({ result: 'rebooted' });
    const onEvent = await enabledFlow(
      m.t,
      admin,
      graph(
        [
          {
            id: 'ev',
            type: 'trigger.event',
            data: { productKey: product.key, deviceKey: device.key, eventKey: 'overload' },
          },
          {
            id: 'boot',
            type: 'action.serviceInvoke',
            data: { deviceKey: pump.device.key, funcKey: 'reboot', params: { delay: 1, reason: 'overload' } },
          },
        ],
        [['ev', 'boot']],
      ),
    );
    const onStatus = await enabledFlow(
      m.t,
      admin,
      graph(
        [
          { id: 'up', type: 'trigger.status', data: { productKey: product.key, status: 'online' } },
          { id: 'al', type: 'action.alarm', data: { level: 2, title: 'came online' } },
        ],
        [['up', 'al']],
      ),
    );
    const c = m.track(await connectToken(m.url, device));
    const statusRun = await nthRun(m.t, admin, onStatus);
    expect(statusRun.run).toMatchObject({ status: 'ok', trigger: 'trigger.status', deviceKey: device.key });
    const [alarm] = await db().select().from(alarmLogs).where(eq(alarmLogs.deviceKey, device.key));
    expect(alarm).toMatchObject({ ruleName: 'came online', level: 2, status: 0, productKey: product.key });
    expect(alarm.ruleId).toBeLessThan(0);
    expect(statusRun.steps[1].output).toMatchObject({ id: alarm.id, ruleName: 'came online' });
    await c.publishAsync(
      `/sys/${product.key}/${device.key}/thing/event/overload/post`,
      JSON.stringify({
        id: '1',
        version: '1.0',
        method: 'thing.event.overload.post',
        params: { value: { current: 9.5 } },
      }),
      { qos: 1 },
    );
    const eventRun = await nthRun(m.t, admin, onEvent);
    // The same event from another device of the product: the flow names one device.
    const other = await makeDevice(db(), product.id);
    const c2 = m.track(await connectToken(m.url, other));
    await c2.publishAsync(
      `/sys/${product.key}/${other.key}/thing/event/overload/post`,
      JSON.stringify({
        id: '2',
        version: '1.0',
        method: 'thing.event.overload.post',
        params: { value: { current: 1 } },
      }),
      { qos: 1 },
    );
    // Its status trigger (any device of the product) fires for it, the event flow does not.
    await waitFor(async () => (await runsOf(m.t, onStatus)).length === 2);
    await m.t.app.automation.engine.idle();
    expect(await runsOf(m.t, onEvent)).toHaveLength(1);
    expect(eventRun.run.status).toBe('ok');
    expect(eventRun.steps[0].output).toMatchObject({ eventKey: 'overload', params: { current: 9.5 } });
    expect(eventRun.steps[1].output).toEqual({ result: 'rebooted' });
    expect(pump.received[0]).toMatchObject({ message: { params: { delay: 1, reason: 'overload' } } });
  });

  it('a command to a silent or offline device fails the step with the reason', async () => {
    const { product, device } = await setup();
    const offline = await flowProduct(db());
    const id = await enabledFlow(
      m.t,
      admin,
      setOnTarget(
        { productKey: product.key, operator: 'eq', value: 20 },
        { deviceKey: offline.device.key, params: { target: 20 } },
      ),
    );
    const c = m.track(await connectToken(m.url, device));
    await post(c, product.key, device.key, { target: 20 });
    const run = await nthRun(m.t, admin, id);
    expect(run.run.status).toBe('error');
    expect(run.steps[1]).toMatchObject({ nodeId: 'set', status: 'error', error: expect.stringMatching(/offline/i) });
  });

  it('runs at most once a second per flow and device, counting the rest on the next run', async () => {
    const { product, device } = await setup();
    const id = await enabledFlow(
      m.t,
      admin,
      graph([
        {
          id: 't',
          type: 'trigger.property',
          data: { productKey: product.key, key: 'target', operator: 'gte', value: 10 },
        },
      ]),
    );
    const c = m.track(await connectToken(m.url, device));
    await nextSecond();
    await Promise.all(Array.from({ length: 20 }, () => post(c, product.key, device.key, { target: 15 })));
    await m.t.app.automation.engine.idle();
    const burst = await runsOf(m.t, id);
    // The burst may straddle a second: at most two runs for twenty posts.
    expect(burst.length).toBeGreaterThanOrEqual(1);
    expect(burst.length).toBeLessThanOrEqual(2);
    await nextSecond();
    await post(c, product.key, device.key, { target: 15 });
    await m.t.app.automation.engine.idle();
    const runs = await runsOf(m.t, id);
    expect(runs.length).toBe(burst.length + 1);
    expect(runs.reduce((n, r) => n + r.dropped + 1, 0)).toBe(21);
    expect(runs[0].dropped).toBeGreaterThan(0);
    const [row] = (await call('GET', 'list', { pageSize: 100 })).body.data.list.filter(
      (f: { id: number }) => f.id === id,
    );
    expect(row.runCount).toBe(runs.length);
    // The list's dropped count lives on the flow row.
  });

  it('stops a flow whose own action fires it again (loop guard) with a clear error', async () => {
    const { product, device } = await setup();
    m.t.app.automation.options.maxDepth = 2;
    // The device reports what it is set to, in the next second (so the rate limit lets it in).
    const d = await answeringDevice(db(), m.url, { product, device }, (_topic, message) => {
      const params = message.params as Record<string, unknown>;
      void nextSecond().then(() => post(d.client, product.key, device.key, params));
      return { code: 200, message: 'success', data: {} };
    });
    m.track(d.client);
    const id = await enabledFlow(
      m.t,
      admin,
      setOnTarget(
        { productKey: product.key, operator: 'gte', value: 10 },
        { deviceKey: device.key, params: { target: 20 } },
      ),
    );
    await post(d.client, product.key, device.key, { target: 11 });
    const stopped = await waitFor(
      async () => (await runsOf(m.t, id)).find((r) => r.error.startsWith('Loop stopped')),
      15_000,
    );
    expect(stopped).toMatchObject({ status: 'error', depth: 3 });
    expect(stopped.error).toBe("Loop stopped: the flow's own actions fired it 3 times in a row (limit 2)");
    await m.t.app.automation.engine.idle();
    const runs = await runsOf(m.t, id);
    expect(runs.map((r) => r.depth).sort()).toEqual([0, 1, 2, 3]);
    m.t.app.automation.options.maxDepth = 5;
  });

  it('cron triggers fire once per firing across processes; idle messages cost nothing', async () => {
    await setup();
    const id = await enabledFlow(m.t, admin, graph([{ id: 'c', type: 'trigger.cron', data: { cron: '0 0 3 * * *' } }]));
    const { engine } = m.t.app.automation;
    const [trigger] = engine.cronTriggers(id);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 500);
    const [a, b] = await Promise.all([engine.fireCron(trigger, at), engine.fireCron(trigger, at)]);
    expect([a, b].filter((x) => x !== null)).toHaveLength(1);
    const run = await nthRun(m.t, admin, id);
    expect(run.run).toMatchObject({ status: 'ok', trigger: 'trigger.cron' });
    expect(run.steps[0].output).toEqual({ time: expect.any(String) });
    await engine.idle();
    engine.property('dk', 'no_flows_here', { temperature: { value: 99, time: Date.now() } });
    engine.event({ deviceKey: 'dk', productKey: 'no_flows_here', eventKey: 'x', value: {}, time: Date.now() });
    expect(engine.pendingWork).toBe(0);
  });

  it('reloads its flows when the bus says another process changed them', async () => {
    const { product, device } = await setup();
    const [row] = await db()
      .insert(automationFlows)
      .values({
        name: 'from elsewhere',
        status: 1,
        enabledBy: 1,
        graph: graph([
          {
            id: 't',
            type: 'trigger.property',
            data: { productKey: product.key, key: 'target', operator: 'eq', value: 14 },
          },
        ]),
      })
      .returning();
    await m.t.app.ctx.bus.publish({ type: 'automationFlowsChanged' });
    await waitFor(() => m.t.app.automation.engine.flow(row.id));
    const c = m.track(await connectToken(m.url, device));
    await post(c, product.key, device.key, { target: 14 });
    expect((await nthRun(m.t, admin, row.id)).run.status).toBe('ok');
  });

  it('acts with the enabling user’s rights: checked at enable time and again at each action', async () => {
    const { product, device } = await setup();
    const { automation, device: dev, notice } = PERMISSIONS;
    const role = await addRole(m.t, admin, 'Flow operator', [
      automation.list,
      automation.add,
      automation.edit,
      automation.status,
      automation.run,
      dev.list,
      dev.edit,
      notice.messageAdd,
    ]);
    const deptId = await deptIdOf(m.t, '华东分公司');
    const userId = await addUser(m.t, admin, 'flow-operator', { roleIds: [role], deptId });
    const operator = await m.t.login('flow-operator', STRONG);
    const g = graph(
      [
        { id: 'm', type: 'trigger.manual' },
        { id: 'set', type: 'action.propertySet', data: { deviceKey: device.key, params: { target: 20 } } },
      ],
      [['m', 'set']],
    );
    const id = (await call('POST', 'add', { name: 'operator flow', graph: g }, operator)).body.data.id;
    expect((await call('PUT', 'setStatus', { id, status: 1 }, operator)).body).toMatchObject({
      code: 50,
      message: `Node set: The device ${device.key} is outside your data scope`,
    });
    await db().update(devices).set({ deptId }).where(eq(devices.id, device.id));
    expect((await call('PUT', 'setStatus', { id, status: 1 }, operator)).body.code).toBe(0);
    // The operator loses the role: the next run's action is refused.
    await db()
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role)));
    // As the user page does after changing someone's roles.
    m.t.app.invalidatePrincipals([userId]);
    const runId = (await call('POST', 'run', { id }, admin)).body.data.runId;
    const run = await waitFor(async () => {
      const d = (await call('GET', 'run/detail', { id: runId })).body.data;
      return d.run.status !== 'running' ? d : null;
    });
    expect(run.run.status).toBe('error');
    expect(run.steps[1]).toMatchObject({ nodeId: 'set', status: 'error', error: 'You may not use this action' });
    void product;
  });
});
