// The server monitor's "messages per second" is measured by the server over a fixed window, so it
// reads the same whoever asks and however often: two administrators polling at once both see the
// load, where a rate "since the previous request" showed 0 to the second one.
import { describe, expect, it } from 'vitest';
import { brokerApp, connectToken, makeDevice, makeProduct, propertyPost } from '../mqtt/test-kit.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('server monitor: messages per second', () => {
  const m = brokerApp();

  it('is the rate over the last seconds, the same for every caller', async () => {
    const admin = await m.t.login('admin');
    const p = await makeProduct(m.db());
    const d = await makeDevice(m.db(), p.id);
    const c = m.track(await connectToken(m.url, d));
    const topic = `/sys/${p.key}/${d.key}/thing/event/property/post`;
    // QoS 1: each PUBACK comes once the message was handled.
    for (let i = 0; i < 30; i++) await c.publishAsync(topic, propertyPost({ temperature: i }), { qos: 1 });
    // The second the messages came in is over.
    await sleep(1100);
    const read = async () =>
      (await m.t.api('GET', '/api/v1/system/monitor/server', {}, admin)).body.data.mqtt as {
        messagesPerSecond: number;
        messagesTotal: number;
      };
    const [a, b] = await Promise.all([read(), read()]);
    expect(a.messagesTotal).toBe(30);
    // 30 messages over the 10-second window.
    expect(a.messagesPerSecond).toBe(3);
    expect(b.messagesPerSecond).toBe(3);
    // Asked again at once: still the window's rate, not the (empty) change since the last request.
    expect((await read()).messagesPerSecond).toBe(3);
  });
});
