import { describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from '../../lib/bus.ts';
import { COALESCE_MS, LiveFrames } from './frames.ts';

/** A bus that keeps what is published and checks NOTIFY's limit as PostgreSQL would. */
function fakeBus() {
  const sent: Extract<BusMessage, { type: 'topicFrames' }>[] = [];
  const bus = {
    publish: async (m: BusMessage) => {
      expect(JSON.stringify(m).length).toBeLessThanOrEqual(7900);
      if (m.type === 'topicFrames') sent.push(m);
    },
  } as unknown as Bus;
  const frames = () =>
    sent.flatMap((m) =>
      m.frames.map((f) => ({
        topic: f.topic,
        ...(JSON.parse(f.frame) as { event: string; data: Record<string, unknown> }),
      })),
    );
  return { bus, sent, frames };
}
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('live frames about devices', () => {
  it('coalesces property frames per device (latest value wins) and sends only followed devices', async () => {
    const { bus, frames } = fakeBus();
    const live = new LiveFrames(
      bus,
      (topic) => topic !== 'device/quiet',
      () => undefined,
    );
    live.property('d1', 'p', { t: { value: 1, time: 1 } });
    live.property('d1', 'p', { t: { value: 2, time: 2 }, h: { value: 5, time: 2 } });
    live.property('d1', 'p', { t: { value: 3, time: 3 } });
    live.property('quiet', 'p', { t: { value: 1, time: 1 } });
    await tick();
    expect(frames().map((f) => f.data.properties)).toEqual([{ t: { value: 1, time: 1 } }]);
    await tick(COALESCE_MS + 50);
    expect(frames().map((f) => f.data.properties)).toEqual([
      { t: { value: 1, time: 1 } },
      { t: { value: 3, time: 3 }, h: { value: 5, time: 2 } },
    ]);
    expect(frames().every((f) => f.topic === 'device/d1' && f.event === 'deviceProperty')).toBe(true);
    live.close();
  });

  it('packs many frames into bus messages under the NOTIFY limit and splits a big one by property', async () => {
    const { bus, sent, frames } = fakeBus();
    const live = new LiveFrames(bus, null, () => undefined);
    for (let i = 0; i < 300; i++) live.status(`device_${i}`, 2, Date.now());
    const big = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`p${i}`, { value: 'x'.repeat(400), time: 1 }]),
    );
    live.property('big', 'p', big);
    await tick();
    expect(sent.length).toBeGreaterThan(2);
    expect(frames().filter((f) => f.event === 'deviceStatus')).toHaveLength(300);
    const parts = frames().filter((f) => f.event === 'deviceProperty');
    expect(parts.length).toBeGreaterThan(1);
    expect(Object.assign({}, ...parts.map((f) => f.data.properties))).toEqual(big);
    live.close();
  });
});
