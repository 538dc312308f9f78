import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { alarmRuleAddBody, alarmRuleEditBody, noticeConfigQuery } from '../../../test/sagoo-console.ts';
import { makeProduct } from '../mqtt/test-kit.ts';

// SagooIoT's rule form (views/iot/alarm/setting/component/edit.vue) as it submits.
describe("SagooIoT's alarm rule form", () => {
  const s = signedInApp();
  let pk = '';
  const api = (method: 'GET' | 'POST' | 'PUT', path: string, data: Record<string, unknown> = {}) =>
    s.t.api(method, `/api/v1/${path}`, data, s.admin);
  const detailOf = async (name: string) => {
    const list = (await api('GET', 'alarm/rule/list', { pageNum: 1, pageSize: 20 })).body.data.list as {
      id: number;
      name: string;
    }[];
    const id = list.find((r) => r.name === name)!.id;
    return (await api('GET', 'alarm/rule/detail', { id })).body.data.data;
  };

  beforeAll(async () => {
    pk = (await makeProduct(s.t.database.db)).key;
  });

  it('adds online and offline rules with its unfilled condition and action rows', async () => {
    const online = await api('POST', 'alarm/rule/add', alarmRuleAddBody('Came online', 4, pk, 1));
    expect(online.body).toMatchObject({ code: 0, data: null });
    const offline = await api(
      'POST',
      'alarm/rule/add',
      alarmRuleAddBody('Went offline', 2, pk, 2, ['http://127.0.0.1:9/hook'], 'webhook'),
    );
    expect(offline.body.code).toBe(0);

    const on = await detailOf('Came online');
    expect(on).toMatchObject({ triggerType: 1, deviceKey: '', condition: { triggerCondition: null } });
    // The unfilled action is not kept; the list is there for the form to iterate when it opens the rule.
    expect(on.performAction).toEqual({ action: [] });
    const off = await detailOf('Went offline');
    expect(off.performAction.action).toEqual([
      { sendGateway: 'webhook', noticeConfig: '', noticeTemplate: '', addressee: ['http://127.0.0.1:9/hook'] },
    ]);
  });

  it('edits such a rule as the form sends it back (the detail row, its null condition)', async () => {
    const off = await detailOf('Went offline');
    const res = await api('PUT', 'alarm/rule/edit', {
      ...alarmRuleEditBody(off, ['http://127.0.0.1:9/other']),
      level: 1,
    });
    expect(res.body.code).toBe(0);
    const after = await detailOf('Went offline');
    expect(after).toMatchObject({ level: 1, triggerType: 2 });
    expect(after.performAction.action[0].addressee).toEqual(['http://127.0.0.1:9/other']);
  });

  it('still wants a condition for a property rule, and refuses a half-filled row', async () => {
    const none = await s.t.api('POST', '/api/v1/alarm/rule/add', alarmRuleAddBody('Hot', 3, pk, 3), s.admin);
    expect(none.body).toMatchObject({ code: 50, message: 'Add a trigger condition' });
    const half = alarmRuleAddBody('Hot', 3, pk, 3);
    half.triggerCondition[0].filters[0].key = 'temperature';
    expect((await s.t.api('POST', '/api/v1/alarm/rule/add', half, s.admin)).body.code).toBe(51);
  });

  it('lists no notice configurations (SagooIoT notice plugins), in its paged shape', async () => {
    const res = await api('GET', 'notice/config/list', noticeConfigQuery('webhook'));
    // request.ts: Total present, `res.Data` is what the form reads.
    expect(res.body).toMatchObject({ code: 0, data: { Data: [], Total: 0, currentPage: 1 } });
  });
});
