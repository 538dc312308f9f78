import type { Tsl } from '@iot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../composition/schema.ts';
import {
  brokerApp,
  connectToken,
  latestOf,
  logsOf,
  makeDevice,
  makeProduct,
  propertyPost,
  waitFor,
} from '../mqtt/test-kit.ts';

const TEMPLATE = 'function parse(data) {\n  return data\n}\nfunction send(data) {\n  return data\n}';
/** A device that posts `t=21.5;h=40` instead of SagooMqtt JSON. */
const CSV_SCRIPT = `
function parse(data) {
  var reply = /^OK #(.+)$/.exec(data);
  if (reply) return { id: reply[1], code: 200, message: '', data: { interval: 5 } };
  var params = {};
  data.split(';').forEach(function (pair) {
    var kv = pair.split('=');
    params[kv[0] === 't' ? 'temperature' : 'humidity'] = Number(kv[1]);
  });
  return { id: 'csv', version: '1.0', sys: { ack: 0 }, method: 'thing.event.property.post', params: params };
}
function send(data) { var m = JSON.parse(data); return 'SET ' + JSON.stringify(m.params) + ' #' + m.id }`;

describe('payload scripts', () => {
  const m = brokerApp();
  let admin = '';
  let demo = '';
  const api = (path: string, data: Record<string, unknown>, token = admin) =>
    m.t.api(path === 'update' ? 'PUT' : 'POST', `/api/v1/product/script/${path}`, data, token);
  /** A published product with this script (saved through the API) and an online device of it. */
  const deviceWithScript = async (script: string) => {
    const p = await makeProduct(m.db());
    if (script) expect((await api('update', { key: p.key, scriptInfo: script })).body.code).toBe(0);
    const d = await makeDevice(m.db(), p.id);
    const client = m.track(await connectToken(m.url, d));
    return { p, d, client, topic: `/sys/${p.key}/${d.key}/thing/event/property/post` };
  };

  beforeAll(async () => {
    [admin, demo] = await Promise.all([m.t.login('admin'), m.t.login('demo')]);
  });

  it('saves a script that compiles and defines parse, and clears it with ""', async () => {
    const p = await makeProduct(m.db());
    const stored = async () => (await m.db().select().from(products).where(eq(products.id, p.id)))[0].scriptInfo;
    expect((await api('update', { key: p.key, scriptInfo: TEMPLATE })).body.code).toBe(0);
    expect(await stored()).toBe(TEMPLATE);
    expect((await api('update', { key: p.key, scriptInfo: '' })).body.code).toBe(0);
    expect(await stored()).toBe('');
  });

  it('refuses a script that does not compile, lacks parse or has a send that is no function', async () => {
    const p = await makeProduct(m.db());
    const refused = async (scriptInfo: string) => (await api('update', { key: p.key, scriptInfo })).body;
    expect(await refused('function parse(data) {')).toMatchObject({
      code: 51,
      message: expect.stringMatching(/^The script is not valid: SyntaxError: .*\(line 1\)$/) as unknown,
    });
    expect(await refused('function decode(data) { return data }')).toMatchObject({
      code: 51,
      message: 'The script must define a function parse(data)',
    });
    expect(await refused('function parse(d) { return d }\nvar send = "no"')).toMatchObject({
      code: 51,
      message: 'send must be a function',
    });
    expect(await refused('while (true) {}')).toMatchObject({ code: 51, message: /ran longer than 200 ms/ });
    expect((await api('update', { key: 'no_such_product', scriptInfo: TEMPLATE })).body).toMatchObject({ code: 50 });
    const zh = await m.t.call({
      method: 'PUT',
      url: '/api/v1/product/script/update',
      token: admin,
      lang: 'zh-CN',
      payload: { key: p.key, scriptInfo: 'var x' },
    });
    expect(zh.body.message).toBe('请确保含有【parse】函数');
    expect((await m.db().select().from(products).where(eq(products.id, p.id)))[0].scriptInfo).toBe('');
  });

  it('runs a script for the console: the result, a syntax error, a throw', async () => {
    const run = async (script: string, fn: string, payload: string) => (await api('run', { script, fn, payload })).body;
    expect(await run(CSV_SCRIPT, 'parse', 't=21.5;h=40')).toEqual({
      code: 0,
      message: '',
      data: {
        ok: true,
        result: expect.objectContaining({ params: { temperature: 21.5, humidity: 40 } }) as unknown,
        text: expect.stringContaining('"temperature":21.5') as unknown,
      },
    });
    expect((await run(CSV_SCRIPT, 'send', '{"id":"9","params":{"a":1}}')).data).toEqual({
      ok: true,
      result: 'SET {"a":1} #9',
      text: 'SET {"a":1} #9',
    });
    expect((await run('function parse(d) {\n  return d +\n}', 'parse', 'x')).data).toEqual({
      ok: false,
      error: expect.stringMatching(/^SyntaxError: .*\(line 3\)$/) as unknown,
    });
    expect((await run('function parse(d) { throw new Error("bad: " + d) }', 'parse', 'x')).data).toEqual({
      ok: false,
      error: 'Error: bad: x',
    });
    expect((await run('function parse() { for (;;) {} }', 'parse', '')).data).toEqual({
      ok: false,
      error: 'the script ran longer than 200 ms',
      limit: true,
    });
    expect(await run('', 'parse', 'x')).toMatchObject({ code: 51 });
    expect(await run(TEMPLATE, 'decode', 'x')).toMatchObject({ code: 51 });
  });

  it('needs the product edit right to save or run', async () => {
    const p = await makeProduct(m.db());
    expect((await api('update', { key: p.key, scriptInfo: TEMPLATE }, demo)).body.code).toBe(-1);
    expect((await api('run', { script: TEMPLATE, fn: 'parse', payload: 'x' }, demo)).body.code).toBe(-1);
    expect((await m.t.api('POST', '/api/v1/product/script/run', { script: TEMPLATE })).body.code).toBe(401);
  });

  it("stores the values of a device's own format once parse turned it into an envelope", async () => {
    const { d, client, topic } = await deviceWithScript(CSV_SCRIPT);
    await client.publishAsync(topic, 't=21.5;h=40');
    const latest = await waitFor(() => latestOf(m.db(), d.id));
    expect(latest.properties).toMatchObject({ temperature: { value: 21.5 }, humidity: { value: 40 } });
    const [log] = await waitFor(async () => {
      const rows = await logsOf(m.db(), d.id, '属性上报');
      return rows.length ? rows : null;
    });
    // What is logged is the script's output, the envelope.
    expect(JSON.parse(log.content)).toMatchObject({ id: 'csv', params: { temperature: 21.5 } });
  });

  it('drops the message of a throwing script and logs why', async () => {
    const { d, client, topic } = await deviceWithScript('function parse(d) { throw new Error("cannot read " + d) }');
    await client.publishAsync(topic, 'garbage');
    const [log] = await waitFor(async () => {
      const rows = await logsOf(m.db(), d.id, '消息拒绝');
      return rows.length ? rows : null;
    });
    expect(JSON.parse(log.content)).toEqual({
      topic,
      reasons: ['payload script: Error: cannot read garbage'],
      payload: 'garbage',
    });
    expect((await latestOf(m.db(), d.id))?.properties ?? {}).toEqual({});
  });

  it("stops an endless loop at the time limit while another device's message goes through", async () => {
    const looping = await deviceWithScript('function parse(d) { for (;;) {} }');
    const plain = await deviceWithScript('');
    await looping.client.publishAsync(looping.topic, '{}');
    await plain.client.publishAsync(plain.topic, propertyPost({ temperature: 19 }, 0));
    await waitFor(() => latestOf(m.db(), plain.d.id));
    const [log] = await waitFor(async () => {
      const rows = await logsOf(m.db(), looping.d.id, '消息拒绝');
      return rows.length ? rows : null;
    });
    expect(JSON.parse(log.content).reasons).toEqual(['payload script: the script ran longer than 200 ms']);
    // The script starts afresh and keeps being applied to the next messages.
    await looping.client.publishAsync(looping.topic, '{}');
    await waitFor(async () => (await logsOf(m.db(), looping.d.id, '消息拒绝')).length === 2);
  });

  it('stops a memory bomb', async () => {
    const { d, client, topic } = await deviceWithScript(
      'function parse(d) { var s = d.repeat(1 << 20); return [s, s + "!", s + "?"] }',
    );
    await client.publishAsync(topic, '0123456789');
    const [log] = await waitFor(async () => {
      const rows = await logsOf(m.db(), d.id, '消息拒绝');
      return rows.length ? rows : null;
    });
    expect(JSON.parse(log.content).reasons).toEqual(['payload script: the script used more than 16 MB of memory']);
  });

  it('picks up a changed script on the next message', async () => {
    const { p, d, client, topic } = await deviceWithScript(CSV_SCRIPT);
    const doubled = CSV_SCRIPT.replace('Number(kv[1])', 'Number(kv[1]) * 2');
    expect((await api('update', { key: p.key, scriptInfo: doubled })).body.code).toBe(0);
    // The brokers drop their view of the product as the bus tells them, a moment after the answer.
    await waitFor(async () => {
      await client.publishAsync(topic, 't=10');
      return (await latestOf(m.db(), d.id))?.properties.temperature?.value === 20;
    });
  });

  it("sends a command through the product's send, the reply through parse", async () => {
    const { p, d, client, topic } = await deviceWithScript(CSV_SCRIPT);
    // A writable property to set (the test model's are read-only).
    const [base] = p.metadata.properties ?? [];
    const tsl: Tsl = { ...p.metadata, properties: [{ ...base, key: 'interval', accessMode: 0 }] };
    await m.db().update(products).set({ metadata: tsl }).where(eq(products.id, p.id));
    await m.t.app.ctx.bus.publish({ type: 'devicesChanged', productKeys: [p.key] });
    const setTopic = `/sys/${p.key}/${d.key}/thing/service/property/set`;
    await client.subscribeAsync(setTopic);
    // The device answers the device's own way (`OK #<id>`), which parse turns into the reply.
    client.on('message', (t, payload) => {
      const id = /#(.+)$/.exec(payload.toString())?.[1];
      if (t === setTopic) void client.publishAsync(`${setTopic}_reply`, `OK #${id}`);
    });
    // Online first: any message does it.
    await client.publishAsync(topic, 't=1');
    await waitFor(() => latestOf(m.db(), d.id));
    const res = await m.t.api(
      'POST',
      '/api/v1/product/property/set',
      { deviceKey: d.key, params: { interval: 5 } },
      admin,
    );
    expect(res.body).toMatchObject({ code: 0, data: { data: { interval: 5 } } });
  });
});
