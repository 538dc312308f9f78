import { describe, expect, it } from 'vitest';
import {
  brokerApp,
  connectToken,
  deviceRow,
  makeDevice,
  makeProduct,
  propertyPost,
  waitFor,
} from '../mqtt/test-kit.ts';
import { addRule, alarmsOf, cond, settled } from './test-fixture.ts';

// Every trigger type over a real MQTT connection to the embedded broker (a free port).
describe('alarm triggers', () => {
  const m = brokerApp();
  let admin = '';
  const post = async (c: Awaited<ReturnType<typeof connectToken>>, pk: string, dk: string, params: object) => {
    await c.publishAsync(
      `/sys/${pk}/${dk}/thing/event/property/post`,
      propertyPost(params as Record<string, unknown>),
      { qos: 1 },
    );
  };
  const setup = async () => {
    admin ||= await m.t.login('admin');
    const p = await makeProduct(m.db());
    const d = await makeDevice(m.db(), p.id);
    return { p, d };
  };

  it('property rules: a match opens one alarm that later matches count (no flood), others do not', async () => {
    const { p, d } = await setup();
    const rule = await addRule(m.t, admin, {
      name: 'hot',
      productKey: p.key,
      deviceKey: 'all',
      triggerType: 3,
      triggerCondition: [{ filters: [cond('temperature', 'gt', '30'), cond('humidity', 'gte', '50', 2)], andOr: '' }],
    });
    const c = m.track(await connectToken(m.url, d));
    await post(c, p.key, d.key, { temperature: 20, humidity: 10 });
    await settled(m.t);
    expect(await alarmsOf(m.t, d.id, rule)).toEqual([]);
    for (let i = 0; i < 100; i++) await post(c, p.key, d.key, { temperature: 31 + (i % 5) });
    await settled(m.t);
    const [alarm, ...more] = await alarmsOf(m.t, d.id, rule);
    expect(more).toEqual([]);
    expect(alarm).toMatchObject({ status: 0, count: 100, productKey: p.key, deviceKey: d.key, level: 2 });
    expect(alarm.expression).toBe('(temperature > 30 || humidity >= 50)');
    expect(JSON.parse(alarm.data)).toMatchObject({ temperature: { Value: 35 } });
    // The humidity half of the OR holds too.
    await post(c, p.key, d.key, { humidity: 60 });
    await settled(m.t);
    expect((await alarmsOf(m.t, d.id, rule))[0].count).toBe(101);
  });

  it('100 posts at once still make one alarm with count 100', async () => {
    const { p, d } = await setup();
    const rule = await addRule(m.t, admin, {
      name: 'burst',
      productKey: p.key,
      triggerType: 3,
      triggerCondition: [{ filters: [cond('humidity', 'bet', ['40', '60'])] }],
    });
    const c = m.track(await connectToken(m.url, d));
    await Promise.all(Array.from({ length: 100 }, () => post(c, p.key, d.key, { humidity: 50 })));
    await settled(m.t);
    const rows = await alarmsOf(m.t, d.id, rule);
    expect(rows.map((r) => r.count)).toEqual([100]);
  });

  it('a rule for one device does not fire for another of the product', async () => {
    const { p, d } = await setup();
    const other = await makeDevice(m.db(), p.id);
    const rule = await addRule(m.t, admin, {
      name: 'only-one',
      productKey: p.key,
      deviceKey: d.key,
      triggerType: 3,
      triggerCondition: [{ filters: [cond('humidity', 'nbet', ['10', '90'])] }],
    });
    const c = m.track(await connectToken(m.url, other));
    await post(c, p.key, other.key, { humidity: 95 });
    await settled(m.t);
    expect(await alarmsOf(m.t, other.id, rule)).toEqual([]);
    const c2 = m.track(await connectToken(m.url, d));
    await post(c2, p.key, d.key, { humidity: 95 });
    await settled(m.t);
    expect(await alarmsOf(m.t, d.id, rule)).toHaveLength(1);
  });

  it('online and offline rules fire on the transitions', async () => {
    const { p, d } = await setup();
    const online = await addRule(m.t, admin, { name: 'on', productKey: p.key, triggerType: 1 });
    const offline = await addRule(m.t, admin, { name: 'off', productKey: p.key, triggerType: 2 });
    const c = await connectToken(m.url, d);
    await waitFor(async () => (await deviceRow(m.db(), d.id)).status === 2);
    await settled(m.t);
    expect((await alarmsOf(m.t, d.id, online)).map((a) => JSON.parse(a.data).Status)).toEqual(['online']);
    expect(await alarmsOf(m.t, d.id, offline)).toEqual([]);
    await c.endAsync();
    await waitFor(async () => (await deviceRow(m.db(), d.id)).status === 1);
    await settled(m.t);
    expect((await alarmsOf(m.t, d.id, offline)).map((a) => JSON.parse(a.data).Status)).toEqual(['offline']);
  });

  it('event rules fire on their event when the outputs match', async () => {
    const { p, d } = await setup();
    const rule = await addRule(m.t, admin, {
      name: 'overload',
      productKey: p.key,
      triggerType: 4,
      eventKey: 'overload',
      triggerCondition: [{ filters: [cond('current', 'gte', '10')] }],
    });
    const c = m.track(await connectToken(m.url, d));
    const event = (current: number) =>
      c.publishAsync(
        `/sys/${p.key}/${d.key}/thing/event/overload/post`,
        JSON.stringify({ id: '1', version: '1.0', params: { value: { current }, time: Date.now() } }),
        { qos: 1 },
      );
    await event(5);
    await settled(m.t);
    expect(await alarmsOf(m.t, d.id, rule)).toEqual([]);
    await event(12);
    await settled(m.t);
    const [alarm] = await alarmsOf(m.t, d.id, rule);
    expect(JSON.parse(alarm.data)).toMatchObject({ eventKey: 'overload', value: { current: 12 } });
  });

  it('a disabled rule is not evaluated', async () => {
    const { p, d } = await setup();
    const rule = await addRule(m.t, admin, {
      name: 'disabled',
      productKey: p.key,
      triggerType: 3,
      triggerCondition: [{ filters: [cond('humidity', 'lt', '100')] }],
    });
    expect((await m.t.api('POST', '/api/v1/alarm/rule/undeploy', { id: rule }, admin)).body.code).toBe(0);
    const c = m.track(await connectToken(m.url, d));
    await post(c, p.key, d.key, { humidity: 1 });
    await settled(m.t);
    expect(await alarmsOf(m.t, d.id, rule)).toEqual([]);
  });
});
