import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

const cache = (opts: Partial<ConstructorParameters<typeof AnswerCache>[0]> = {}) =>
  new AnswerCache({ ttlMs: Infinity, maxChars: 1_000_000, maxEntries: 100, ...opts });
const text = (s: string) => async () => Buffer.from(s);

describe('AnswerCache', () => {
  it('loads once per key until invalidated', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => Buffer.from(`answer ${++loads}`);
    expect((await c.get('k', load)).plain.toString()).toBe('answer 1');
    expect((await c.get('k', load)).plain.toString()).toBe('answer 1');
    c.written();
    expect((await c.get('k', load)).plain.toString()).toBe('answer 2');
    expect(c.stats).toMatchObject({ hits: 1, misses: 2 });
  });

  it('shares one load between concurrent callers', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return Buffer.from('x');
    };
    await Promise.all([c.get('k', load), c.get('k', load), c.get('k', load)]);
    expect(loads).toBe(1);
  });

  it('drops the answers that read telemetry after a telemetry write, and only those', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => Buffer.from(`answer ${++loads}`);
    await c.get('devices', load, { telemetry: true });
    await c.get('users', load);
    c.telemetryWritten();
    expect((await c.get('users', load)).plain.toString()).toBe('answer 2');
    expect((await c.get('devices', load, { telemetry: true })).plain.toString()).toBe('answer 3');
    expect(c.stats.invalidations).toBe(0);
  });

  it('does not keep a telemetry answer whose load overlapped a telemetry write', async () => {
    const c = cache();
    let release!: () => void;
    const slow = c.get('k', () => new Promise<Buffer>((r) => (release = () => r(Buffer.from('before')))), {
      telemetry: true,
    });
    c.telemetryWritten();
    release();
    expect((await slow).plain.toString()).toBe('before');
    expect((await c.get('k', text('after'), { telemetry: true })).plain.toString()).toBe('after');
  });

  it('expires telemetry answers after telemetryTtlMs (other processes write telemetry unseen)', async () => {
    const c = cache({ ttlMs: 30_000, telemetryTtlMs: 1 });
    await c.get('t', text('old'), { telemetry: true });
    await c.get('d', text('old'));
    await new Promise((r) => setTimeout(r, 5));
    expect((await c.get('t', text('new'), { telemetry: true })).plain.toString()).toBe('new');
    expect((await c.get('d', text('new'))).plain.toString()).toBe('old');
  });

  it('does not keep an answer whose load overlapped a write', async () => {
    const c = cache();
    let release!: () => void;
    const slow = c.get('k', () => new Promise<Buffer>((r) => (release = () => r(Buffer.from('before')))));
    c.written();
    release();
    expect((await slow).plain.toString()).toBe('before');
    expect((await c.get('k', text('after'))).plain.toString()).toBe('after');
  });

  it('does not keep failures', async () => {
    const c = cache();
    await expect(c.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await c.get('k', text('ok'))).plain.toString()).toBe('ok');
  });

  it('expires answers after the TTL', async () => {
    const c = cache({ ttlMs: 0 });
    await c.get('k', text('one'));
    expect((await c.get('k', text('two'))).plain.toString()).toBe('two');
  });

  it('drops the least recently used answers beyond its bounds', async () => {
    const c = cache({ maxEntries: 2 });
    await c.get('a', text('a'));
    await c.get('b', text('b'));
    await c.get('a', text('a2')); // a is now the most recent
    await c.get('c', text('c'));
    expect((await c.get('a', text('a3'))).plain.toString()).toBe('a');
    expect((await c.get('b', text('b2'))).plain.toString()).toBe('b2');
    const small = cache({ maxChars: 10 });
    await small.get('big', text('x'.repeat(20)));
    expect((await small.get('big', text('again'))).plain.toString()).toBe('again');
  });

  it('tells its write listeners, but not on a mere invalidation', async () => {
    const c = cache();
    let told = 0;
    c.onWrite(() => told++);
    c.written();
    c.invalidate();
    expect(told).toBe(1);
  });
});
