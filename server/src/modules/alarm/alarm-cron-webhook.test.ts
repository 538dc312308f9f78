import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { deviceLatest } from '../telemetry/schema.ts';
import { makeDevice, makeProduct, waitFor } from '../mqtt/test-kit.ts';
import { signature } from './notify.ts';
import { addRule, alarmsOf, cond, settled } from './test-fixture.ts';

interface Received {
  body: string;
  signature: string;
}

describe('cron rules', () => {
  const s = signedInApp();

  it('checks the latest values on each firing, once per firing, counting into the open alarm', async () => {
    const db = s.t.database.db;
    const p = await makeProduct(db);
    const [hot, cool] = [await makeDevice(db, p.id), await makeDevice(db, p.id)];
    const now = Date.now();
    await db.insert(deviceLatest).values([
      { deviceId: hot.id, properties: { humidity: { value: 90, time: now } } },
      { deviceId: cool.id, properties: { humidity: { value: 10, time: now } } },
    ]);
    const rule = await addRule(
      s.t,
      s.admin,
      {
        name: 'humid',
        productKey: p.key,
        // Never due while the test runs: only the firings the test asks for happen.
        cronCondition: ['0 0 3 1 1 *'],
        triggerCondition: [{ filters: [cond('humidity', 'gt', '50')] }],
      },
      true,
    );
    const at = new Date('2030-01-01T00:00:00Z');
    // Two processes firing the same moment: one of them runs it.
    const results = await Promise.all([s.t.app.alarms.fireCron(rule, at), s.t.app.alarms.fireCron(rule, at)]);
    expect(results.sort()).toEqual([1, null]);
    expect(await s.t.app.alarms.fireCron(rule, new Date(at.getTime() + 400))).toBeNull();
    expect(await s.t.app.alarms.fireCron(rule, new Date(at.getTime() + 5000))).toBe(1);
    expect((await alarmsOf(s.t, hot.id, rule)).map((a) => a.count)).toEqual([2]);
    expect(await alarmsOf(s.t, cool.id, rule)).toEqual([]);
    const detail = (await s.t.api('GET', '/api/v1/alarm/rule/detail', { id: rule }, s.admin)).body.data.data;
    expect(detail).toMatchObject({ triggerMode: 2, cronCondition: { cronCondition: ['0 0 3 1 1 *'] } });
    // A disabled cron rule does not fire.
    await s.t.api('POST', '/api/v1/alarm/rule/undeploy', { id: rule }, s.admin);
    expect(await s.t.app.alarms.fireCron(rule, new Date(at.getTime() + 10000))).toBeNull();
  });

  it('fires on the clock once deployed', async () => {
    const db = s.t.database.db;
    const p = await makeProduct(db);
    const d = await makeDevice(db, p.id);
    await db
      .insert(deviceLatest)
      .values({ deviceId: d.id, properties: { temperature: { value: 99, time: Date.now() } } });
    const rule = await addRule(
      s.t,
      s.admin,
      {
        name: 'every-second',
        productKey: p.key,
        deviceKey: d.key,
        cronCondition: ['* * * * * *'],
        triggerCondition: [{ filters: [cond('temperature', 'gte', '99')] }],
      },
      true,
    );
    await waitFor(async () => (await alarmsOf(s.t, d.id, rule)).length > 0, 5000);
    await s.t.api('POST', '/api/v1/alarm/rule/undeploy', { id: rule }, s.admin);
  });
});

describe('webhooks', () => {
  const s = signedInApp();
  let server: Server;
  let base = '';
  const received: Record<string, Received[]> = {};
  /** Answers per path: the status of each try in turn (the last repeats). */
  const plans: Record<string, number[]> = { '/flaky': [500, 503, 200], '/down': [500], '/refuse': [400], '/ok': [200] };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const list = (received[req.url!] ??= []);
        list.push({ body, signature: String(req.headers['x-signature']) });
        const plan = plans[req.url!] ?? [404];
        res.statusCode = plan[Math.min(list.length - 1, plan.length - 1)];
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    s.t.app.alarms.engine.webhookSettings.backoffMs = 5;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('POSTs the signed alarm, retries with back-off and logs each delivery', async () => {
    const db = s.t.database.db;
    const p = await makeProduct(db);
    const d = await makeDevice(db, p.id);
    const urls = ['/flaky', '/down', '/refuse', '/ok'].map((path) => base + path);
    const rule = await addRule(s.t, s.admin, {
      name: 'hooked',
      productKey: p.key,
      triggerType: 3,
      webhookSecret: 's3cret',
      triggerCondition: [{ filters: [cond('temperature', 'lt', '0')] }],
      action: [{ sendGateway: 'webhook', addressee: urls }],
    });
    s.t.app.alarms.engine.property(d.key, p.key, { temperature: { value: -5, time: Date.now() } });
    await settled(s.t);
    // A second match of the open alarm sends nothing more.
    s.t.app.alarms.engine.property(d.key, p.key, { temperature: { value: -6, time: Date.now() } });
    await settled(s.t);
    expect([
      received['/flaky'].length,
      received['/down'].length,
      received['/refuse'].length,
      received['/ok'].length,
    ]).toEqual([3, 3, 1, 1]);
    const { body, signature: sig } = received['/ok'][0];
    expect(sig).toBe(signature('s3cret', body));
    const [alarm] = await alarmsOf(s.t, d.id, rule);
    expect(JSON.parse(body)).toMatchObject({ event: 'alarm', data: { id: alarm.id, ruleId: rule, deviceKey: d.key } });

    const log = await s.t.api('GET', '/api/v1/alarm/webhook/list', { ruleId: rule }, s.admin);
    expect(log.body.data.Total).toBe(4);
    const byUrl = Object.fromEntries(
      log.body.data.list.map((r: { url: string }) => [r.url.slice(base.length), r]),
    ) as Record<string, { attempts: number; ok: boolean; statusCode: number; error: string; logId: number }>;
    expect(byUrl['/flaky']).toMatchObject({ attempts: 3, ok: true, statusCode: 200, error: '', logId: alarm.id });
    expect(byUrl['/down']).toMatchObject({ attempts: 3, ok: false, statusCode: 500, error: 'HTTP 500' });
    expect(byUrl['/refuse']).toMatchObject({ attempts: 1, ok: false, statusCode: 400 });
    expect(byUrl['/ok']).toMatchObject({ attempts: 1, ok: true });
    expect((await s.t.api('GET', '/api/v1/alarm/webhook/list', { ruleId: rule }, s.demo)).body.data.Total).toBe(0);
  });

  it('records a receiver that cannot be reached', async () => {
    const db = s.t.database.db;
    const p = await makeProduct(db);
    const d = await makeDevice(db, p.id);
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(closed.address() as { port: number }).port}/gone`;
    await new Promise<void>((r) => closed.close(() => r()));
    const rule = await addRule(s.t, s.admin, {
      name: 'unreachable',
      productKey: p.key,
      triggerType: 1,
      action: [{ sendGateway: 'webhook', addressee: [url] }],
    });
    s.t.app.alarms.engine.status(d.key, 2, Date.now());
    await settled(s.t);
    const [row] = (await s.t.api('GET', '/api/v1/alarm/webhook/list', { ruleId: rule }, s.admin)).body.data.list;
    expect(row).toMatchObject({ attempts: 3, ok: false, statusCode: null });
    expect(row.error).not.toBe('');
  });
});
