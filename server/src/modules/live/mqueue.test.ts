import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { listen, openLive } from '../../../test/live-client.ts';

const URL = '/api/v1/mqueue/demo/produce';

describe('message queue demo', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t.app);
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it("sends the message back to the sender's live sockets", async () => {
    const { socket } = await openLive(port, token);
    const frame = new Promise<Record<string, unknown>>((resolve) =>
      socket.on('message', (raw) => {
        const f = JSON.parse(String(raw)) as Record<string, unknown>;
        if (f.event === 'mqueueMessage') resolve(f);
      }),
    );
    const res = await t.call({ method: 'POST', url: URL, token, payload: { topic: 'test_topic', body: 'hello' } });
    expect(res.body.code).toBe(0);
    const data = (await frame).data as Record<string, unknown>;
    expect(data).toMatchObject({ topic: 'test_topic', body: 'hello' });
    expect(typeof data.at).toBe('number');
    socket.close();
  });

  it('refuses an empty topic or body with a clear error', async () => {
    const res = await t.call({ method: 'POST', url: URL, token, payload: { topic: '', body: 'x' }, lang: 'en' });
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).not.toBe(0);
    expect(res.body.message).toMatch(/topic/i);
  });

  it('refuses users without the demo page and anonymous callers', async () => {
    const demo = await t.login('demo');
    const denied = await t.call({ method: 'POST', url: URL, token: demo, payload: { topic: 'a', body: 'b' } });
    expect(denied.body.code).not.toBe(0);
    const anonymous = await t.call({ method: 'POST', url: URL, payload: { topic: 'a', body: 'b' } });
    expect(anonymous.body.code).not.toBe(0);
  });
});
