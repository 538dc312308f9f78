import { describe, expect, it } from 'vitest';
import { CompiledScript, TIME_LIMIT_MS } from './sandbox.ts';
import { SandboxPool } from './pool.ts';
import { PayloadScripts, runScript } from './scripts.ts';
import { scriptProblem } from './validate.ts';

const TEMPLATE = 'function parse(data) { return data }\nfunction send(data) { return data }';

describe('script sandbox', () => {
  it('hands the payload over as a string and takes an object or a string back', async () => {
    const src = 'function parse(d) { var v = d.split(","); return { params: { t: Number(v[0]) }, kind: typeof d } }';
    expect(await runScript(src, 'parse', '21.5,x')).toEqual({
      ok: true,
      text: '{"params":{"t":21.5},"kind":"string"}',
    });
    expect(await runScript(TEMPLATE, 'send', '{"a":1}')).toEqual({ ok: true, text: '{"a":1}' });
    expect(await runScript('function parse(d) {}', 'parse', 'x')).toEqual({
      ok: false,
      error: 'parse returned nothing',
    });
    expect(await runScript('function parse(d) {}', 'send', 'x')).toMatchObject({ error: /defines no send/ });
  });

  it('gives the script nothing of the host', async () => {
    const src =
      'function parse() { return [typeof require, typeof process, typeof fetch, typeof setTimeout, typeof console, typeof import_meta] }';
    const out = await runScript(src, 'parse', '');
    expect(out).toEqual({ ok: true, text: JSON.stringify(Array(6).fill('undefined')) });
    expect(await runScript('function parse() { return import("fs") }', 'parse', '')).toMatchObject({ ok: true });
  });

  it('reports syntax errors with their line and thrown values as they are', async () => {
    expect(await runScript('function parse(d) {\n  return (', 'parse', '')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^SyntaxError: .*\(line 2\)$/) as unknown,
    });
    expect(await runScript('function parse() { throw new TypeError("bad frame") }', 'parse', '')).toEqual({
      ok: false,
      error: 'TypeError: bad frame',
    });
    expect(await runScript('function parse() { throw "nope" }', 'parse', '')).toEqual({
      ok: false,
      error: 'uncaught "nope"',
    });
  });

  it('stops endless loops, memory bombs and deep recursion, and keeps working after', async () => {
    const started = Date.now();
    const loop = await runScript('function parse() { for (;;) {} }', 'parse', '');
    expect(loop).toEqual({ ok: false, error: `the script ran longer than ${TIME_LIMIT_MS} ms`, limit: true });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await runScript('for (;;) {}', 'parse', '')).toMatchObject({ error: /ran longer/ });
    expect(await runScript('function parse() { return "x".repeat(64 * 1024 * 1024) }', 'parse', '')).toMatchObject({
      error: /more than 16 MB/,
      limit: true,
    });
    const hoard = 'var kept = []; function parse() { for (;;) kept.push(new ArrayBuffer(4 << 20)) }';
    expect(await runScript(hoard, 'parse', '')).toMatchObject({ ok: false, limit: true });
    expect(await runScript('function parse() { return parse() }', 'parse', '')).toMatchObject({
      error: /stack overflow/i,
    });
    expect(await runScript(TEMPLATE, 'parse', 'still fine')).toEqual({ ok: true, text: 'still fine' });
  });

  it('validates what may be saved', async () => {
    expect(await scriptProblem('')).toBeNull();
    expect(await scriptProblem(TEMPLATE)).toBeNull();
    expect(await scriptProblem('function parse(d) { return d }')).toBeNull();
    expect(await scriptProblem('function parse(d) {')).toMatchObject({ key: 'scriptInvalid' });
    expect(await scriptProblem('var x = 1')).toEqual({ key: 'scriptNoParse' });
    expect(await scriptProblem('function parse(d) { return d }; var send = 3')).toEqual({
      key: 'scriptSendNotFunction',
    });
    expect(await scriptProblem('throw new Error("at load")')).toEqual({
      key: 'scriptInvalid',
      reason: 'Error: at load',
    });
  });
});

describe('product scripts cache', () => {
  it('compiles once per source: state lives on between calls, a new source starts afresh', async () => {
    const scripts = new PayloadScripts();
    const counter = 'var n = 0; function parse(d, topic) { n++; return { n: n, topic: topic } }';
    expect(await scripts.parse('p1', counter, '', '/t')).toEqual({ ok: true, text: '{"n":1,"topic":"/t"}' });
    expect(await scripts.parse('p1', counter, '', '/t')).toMatchObject({ text: '{"n":2,"topic":"/t"}' });
    // Another product with the same source has its own context.
    expect(await scripts.parse('p2', counter, '', '/t')).toMatchObject({ text: '{"n":1,"topic":"/t"}' });
    const changed = `${counter}\n// v2`;
    expect(await scripts.parse('p1', changed, '', '/t')).toMatchObject({ text: '{"n":1,"topic":"/t"}' });
    scripts.drop(['p1']);
    expect(await scripts.parse('p1', changed, '', '/t')).toMatchObject({ text: '{"n":1,"topic":"/t"}' });
    scripts.drop();
  });

  it('starts a script afresh after it hit a limit, and sends through send only when there is one', async () => {
    const scripts = new PayloadScripts();
    const src = 'var n = 0; function parse(d) { n++; if (d === "loop") for (;;) {} return { n: n } }';
    await scripts.parse('p', src, 'a', '');
    expect(await scripts.parse('p', src, 'loop', '')).toMatchObject({ ok: false, limit: true });
    expect(await scripts.parse('p', src, 'b', '')).toMatchObject({ text: '{"n":1}' });
    expect(await scripts.send('p', src, 'as is')).toBe('as is');
    expect(await scripts.send('p', '', 'as is')).toBe('as is');
    expect(await scripts.send('q', `${TEMPLATE.split('\n')[0]}\nfunction send(d) { return "<" + d + ">" }`, 'x')).toBe(
      '<x>',
    );
    await expect(scripts.send('r', 'function parse(d){} function send() { throw 1 }', 'x')).rejects.toThrow(
      'payload script: uncaught 1',
    );
    scripts.drop();
  });

  it('is fast once compiled', async () => {
    const scripts = new PayloadScripts();
    const src = 'function parse(d) { var m = JSON.parse(d); m.params.t = m.params.t * 10; return m }';
    const msg = JSON.stringify({ id: '1', params: { t: 2 } });
    await scripts.parse('fast', src, msg, '');
    const started = performance.now();
    for (let i = 0; i < 1000; i++) await scripts.parse('fast', src, msg, '');
    // A thousand messages well under a second on a shared CI core (typically ~20 µs each).
    expect(performance.now() - started).toBeLessThan(1000);
    scripts.drop();
  });

  it('a compiled script is freed once', async () => {
    const c = await CompiledScript.compile(TEMPLATE);
    if (!(c instanceof CompiledScript)) throw new Error(c.error);
    c.dispose();
    c.dispose();
    expect(c.usable).toBe(false);
    expect(c.call('parse', 'x')).toMatchObject({ ok: false });
  });
});

describe('sandbox workers', () => {
  const GOOD = 'function parse(d) { return d + "!" }';
  // QuickJS polls its deadline every few thousand steps, so these overrun 200 ms by seconds: only
  // the watchdog in the main thread stops them.
  const HOARD = 'var kept = []; function parse() { for (;;) kept.push("x".repeat(1 << 20) + kept.length) }';
  const FILLS = 'function parse() { for (;;) new Array(100000).fill(1) }';

  it("stops a loop over slow built-ins while another product's message goes through", async () => {
    const scripts = new PayloadScripts();
    // Both workers up and ready, so the other product has a free one.
    await Promise.all([scripts.parse('w1', GOOD, 'a', ''), scripts.parse('w2', GOOD, 'b', '')]);
    const order: string[] = [];
    const bad = scripts.parse('bad', HOARD, '', '').then((out) => (order.push('bad'), out));
    const good = scripts.parse('good', GOOD, 'hi', '').then((out) => (order.push('good'), out));
    expect(await good).toEqual({ ok: true, text: 'hi!' });
    expect(await bad).toMatchObject({ ok: false, error: /ran too long/, limit: true });
    expect(order).toEqual(['good', 'bad']);
    // The product's worker was replaced: the same product works again, its script compiled afresh.
    expect(await scripts.parse('bad', GOOD, 'again', '')).toEqual({ ok: true, text: 'again!' });
    expect(await scripts.parse('good', GOOD, 'still', '')).toEqual({ ok: true, text: 'still!' });
    scripts.drop();
  });

  it('retries once, on the fresh worker, a call that waited behind the stopped one', async () => {
    const pool = new SandboxPool(1);
    const scripts = new PayloadScripts(pool);
    const counter = 'var n = 0; function parse() { n++; return { n: n } }';
    expect(await scripts.parse('other', counter, '', '')).toEqual({ ok: true, text: '{"n":1}' });
    const order: string[] = [];
    const bad = scripts.parse('bad', FILLS, '', '').then((out) => (order.push('bad'), out));
    const queued = scripts.parse('other', counter, '', '').then((out) => (order.push('queued'), out));
    expect(await bad).toMatchObject({ ok: false, error: /ran too long/, limit: true });
    // Not dropped: run on the fresh worker, where the product's script starts afresh.
    expect(await queued).toEqual({ ok: true, text: '{"n":1}' });
    expect(order).toEqual(['bad', 'queued']);
    expect(pool.slots[0].restarts).toBe(1);
    expect(await scripts.parse('other', counter, '', '')).toEqual({ ok: true, text: '{"n":2}' });
    await pool.close();
  });

  it('stops memory bombs and slow loops in one-off runs and validation', async () => {
    for (const src of [HOARD, FILLS])
      expect(await runScript(src, 'parse', '')).toMatchObject({ ok: false, limit: true });
    const grow = 'var a = []; function parse() { for (;;) a.push(new Array(1 << 16).fill({})) }';
    expect(await runScript(grow, 'parse', '')).toMatchObject({ ok: false, limit: true });
    expect(await scriptProblem('for (;;) new Array(100000).fill(1)')).toMatchObject({
      key: 'scriptInvalid',
      reason: expect.stringMatching(/ran (too long|longer than)/) as unknown,
    });
    expect(await runScript(TEMPLATE, 'parse', 'still fine')).toEqual({ ok: true, text: 'still fine' });
  });
});
