import { PERMISSIONS } from '@iot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';
import { addRole, addUser, deptIdOf, STRONG } from '../../../test/org-fixture.ts';
import { eq } from 'drizzle-orm';
import { devices } from '../device/schema.ts';
import { makeDevice, makeProduct, waitFor } from '../mqtt/test-kit.ts';
import { alarmRules } from './schema.ts';
import { alarmsOf, cond } from './test-fixture.ts';

// Levels, rules and the rule form's lists through the API, with SagooIoT's shapes and messages.
describe('alarm levels and rules', () => {
  const s = signedInApp();
  let pk = '';
  let dk = '';
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/alarm/${path}`, data, token);
  const propertyRule = (extra: Record<string, unknown> = {}) => ({
    name: 'Too hot',
    level: 1,
    productKey: pk,
    deviceKey: '',
    triggerType: 3,
    triggerCondition: [{ filters: [{ key: 'temperature', operator: 'gt', value: '30', andOr: 0 }], andOr: '' }],
    action: [{ sendGateway: 'webhook', noticeConfig: '', noticeTemplate: '', addressee: ['http://127.0.0.1:9/hook'] }],
    ...extra,
  });

  beforeAll(async () => {
    const p = await makeProduct(s.t.database.db);
    pk = p.key;
    dk = (await makeDevice(s.t.database.db, p.id)).key;
  });

  it('seeds five levels; their names and colours can be edited', async () => {
    const all = await api('GET', 'level/all');
    expect(all.body.data.list.map((l: { name: string }) => l.name)).toEqual(['超紧急', '紧急', '严重', '一般', '提醒']);
    expect(
      (await api('PUT', 'level/edit', { list: [{ level: 5, name: 'Reminder', color: '#00ff00' }] })).body.code,
    ).toBe(0);
    expect((await api('GET', 'level/all')).body.data.list[4]).toEqual({ level: 5, name: 'Reminder', color: '#00ff00' });
    const bad = await api('PUT', 'level/edit', { list: [{ level: 6, name: 'x' }] });
    expect(bad.body).toMatchObject({ code: 51, message: 'The alarm level is not valid' });
    expect((await api('PUT', 'level/edit', { list: [{ level: 5, name: 'x' }] }, s.demo)).body.code).not.toBe(0);
  });

  it('refuses incomplete or inconsistent rules with their messages', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 51, "Enter the rule's name"],
      [{ level: '' }, 51, 'Choose the alarm level'],
      [{ triggerType: '' }, 51, 'Choose the trigger type'],
      [{ productKey: 'nope' }, 50, 'The product does not exist'],
      [{ deviceKey: 'nope' }, 50, 'The device does not exist'],
      [{ triggerCondition: [] }, 50, 'Add a trigger condition'],
      [
        { triggerCondition: [{ filters: [cond('nope', 'eq', '1')] }] },
        50,
        'The condition names an unknown parameter: nope',
      ],
      [
        { triggerCondition: [{ filters: [cond('temperature', 'bet', '1')] }] },
        50,
        'The condition on temperature needs two values',
      ],
      [{ triggerType: 4, eventKey: '' }, 50, 'Choose the event'],
      [{ triggerType: 4, eventKey: 'nope' }, 50, 'The object model has no event nope'],
      [
        { action: [{ sendGateway: 'webhook', addressee: ['ftp://x'] }] },
        50,
        'The webhook address is not valid: ftp://x',
      ],
    ];
    for (const [change, code, message] of cases)
      expect((await api('POST', 'rule/add', propertyRule(change))).body).toMatchObject({ code, message });
    const cron = await api('POST', 'rule/cron/add', { ...propertyRule(), cronCondition: ['not a cron'] });
    expect(cron.body).toMatchObject({ code: 50, message: 'The cron expression is not valid: not a cron' });
  });

  it('adds, lists, reads, edits, enables, disables and deletes rules', async () => {
    expect((await api('POST', 'rule/add', propertyRule())).body).toMatchObject({ code: 0, data: null });
    expect(
      (await api('POST', 'rule/add', propertyRule({ name: 'Gone', triggerType: 2, deviceKey: dk }))).body.code,
    ).toBe(0);
    const list = await api('GET', 'rule/list', { pageSize: 10, triggerType: '' });
    expect(list.body.data).toMatchObject({ Total: 2, currentPage: 1 });
    const [offline, hot] = list.body.data.list;
    expect(offline).toMatchObject({
      name: 'Gone',
      triggerTypeName: '设备离线',
      alarmLevel: { level: 1, name: '超紧急' },
      status: 0,
    });
    expect(hot).toMatchObject({ name: 'Too hot', triggerTypeName: '属性上报', condition: null, performAction: null });
    expect((await api('GET', 'rule/list', { name: 'hot', triggerType: 3 })).body.data.Total).toBe(1);
    expect((await api('GET', 'rule/list', { triggerType: 1 })).body.data.Total).toBe(0);
    // A product's and a device's page list their rules by these filters.
    expect((await api('GET', 'rule/list', { productKey: pk })).body.data.Total).toBe(2);
    expect((await api('GET', 'rule/list', { productKey: 'no_such_product' })).body.data.Total).toBe(0);
    const ofDevice = (await api('GET', 'rule/list', { deviceKey: dk })).body.data;
    expect(ofDevice.list.map((r: { name: string }) => r.name)).toEqual(['Gone']);

    const detail = (await api('GET', 'rule/detail', { id: hot.id })).body.data.data;
    expect(detail.condition.triggerCondition[0].filters[0]).toEqual({
      key: 'temperature',
      operator: 'gt',
      value: ['30'],
      andOr: 0,
    });
    expect(detail.performAction.action[0].addressee).toEqual(['http://127.0.0.1:9/hook']);
    expect(JSON.parse(detail.triggerCondition).triggerCondition).toHaveLength(1);
    expect(detail.webhookSecret).toMatch(/^[0-9a-f]{48}$/);
    const offlineDetail = (await api('GET', 'rule/detail', { id: offline.id })).body.data.data;
    expect(offlineDetail).toMatchObject({ triggerCondition: '', condition: { triggerCondition: null }, deviceKey: dk });

    expect((await api('PUT', 'rule/edit', propertyRule({ id: hot.id, name: 'Hotter', level: 3 }))).body.code).toBe(0);
    expect((await api('GET', 'rule/detail', { id: hot.id })).body.data.data).toMatchObject({
      name: 'Hotter',
      level: 3,
    });
    expect((await api('POST', 'rule/deploy', { id: hot.id })).body.code).toBe(0);
    expect((await api('POST', 'rule/deploy', { id: hot.id })).body.message).toBe(
      'The alarm rule does not exist or is already enabled',
    );
    expect((await api('DELETE', 'rule/del', { id: hot.id })).body.message).toBe(
      'The alarm rule is enabled: disable it before deleting it',
    );
    expect((await api('POST', 'rule/undeploy', { id: hot.id })).body.code).toBe(0);
    expect((await api('POST', 'rule/undeploy', { id: hot.id })).body.code).toBe(50);
    expect((await api('DELETE', 'rule/del', { id: hot.id })).body.code).toBe(0);
    expect((await api('GET', 'rule/detail', { id: hot.id })).body.message).toBe('The alarm rule does not exist');
  });

  it('answers the form lists from the current object model', async () => {
    expect((await api('GET', 'rule/operator')).body.data.list.map((o: { type: string }) => o.type)).toEqual([
      'eq',
      'ne',
      'gt',
      'gte',
      'lt',
      'lte',
      'bet',
      'nbet',
    ]);
    const types = (await api('GET', 'rule/trigger_type', { productKey: pk })).body.data.list;
    expect(types.map((t: { type: number }) => t.type)).toEqual([1, 2, 3, 4]);
    const props = (await api('GET', 'rule/trigger_param', { productKey: pk, triggerType: 3 })).body.data.list;
    expect(props.map((p: { paramKey: string }) => p.paramKey)).toEqual(['sysReportTime', 'temperature', 'humidity']);
    const outputs = await api('GET', 'rule/trigger_param', { productKey: pk, triggerType: 4, eventKey: 'overload' });
    expect(outputs.body.data.list.map((p: { paramKey: string }) => p.paramKey)).toEqual(['sysReportTime', 'current']);
    expect((await api('GET', 'rule/trigger_param', { productKey: pk, triggerType: 1 })).body.data.list).toBeNull();
  });

  it('needs the rules’ permissions and keeps to the product scope', async () => {
    // The demo account sees the alarm pages but holds no button, and no product of department 0.
    expect((await api('POST', 'rule/add', propertyRule({ name: 'demo' }), s.demo)).body.code).not.toBe(0);
    expect((await api('GET', 'rule/list', {}, s.demo)).body.data.Total).toBe(0);
    const role = await addRole(s.t, s.admin, 'Alarm editor', [PERMISSIONS.alarm.ruleList, PERMISSIONS.alarm.ruleAdd]);
    await addUser(s.t, s.admin, 'alarm-editor', { roleIds: [role], deptId: await deptIdOf(s.t, '华东分公司') });
    const editor = await s.t.login('alarm-editor', STRONG);
    expect((await api('POST', 'rule/add', propertyRule({ name: 'x' }), editor)).body.message).toBe(
      'The product does not exist',
    );
    expect((await api('POST', 'rule/deploy', { id: 1 }, editor)).body.code).not.toBe(0);
  });

  it('does no work at all for reports that no published rule applies to', async () => {
    const { engine } = s.t.app.alarms;
    await engine.idle();
    const time = Date.now();
    engine.property(dk, 'no_rules_here', { temperature: { value: 99, time } });
    engine.event({ deviceKey: dk, productKey: 'no_rules_here', eventKey: 'overload', value: {}, time });
    // No online or offline rule is enabled anywhere: not even the device is looked up.
    engine.status(dk, 2, time);
    expect(engine.pendingWork).toBe(0);
  });

  it('reloads the rules when the bus says another process changed them', async () => {
    const { engine } = s.t.app.alarms;
    const db = s.t.database.db;
    const [rule] = await db
      .insert(alarmRules)
      .values({
        name: 'from elsewhere',
        productKey: pk,
        triggerType: 3,
        status: 1,
        triggerCondition: [{ filters: [cond('temperature', 'gt', '0')], andOr: 0 }],
      })
      .returning();
    await s.t.app.ctx.bus.publish({ type: 'alarmRulesChanged' });
    await waitFor(async () => (await engine.published()).some((r) => r.id === rule.id));
    const [device] = await db.select().from(devices).where(eq(devices.key, dk));
    engine.property(dk, pk, { temperature: { value: 5, time: Date.now() } });
    await engine.idle();
    expect((await alarmsOf(s.t, device.id, rule.id)).map((a) => a.count)).toEqual([1]);
  });
});
