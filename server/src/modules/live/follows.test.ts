import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, it, vi } from 'vitest';
import type { Bus, BusMessage } from '../../lib/bus.ts';
import { ANNOUNCE_MS, FollowedTopics, LEASE_MS } from './follows.ts';
import { Hub } from './hub.ts';

/** Processes on one database: what one publishes reaches every bus, its own included (NOTIFY does so). */
function sharedBus() {
  const buses: Bus[] = [];
  const published: BusMessage[] = [];
  const join = () => {
    const bus = new EventEmitter() as unknown as Bus;
    bus.publish = async (m: BusMessage) => {
      expect(JSON.stringify(m).length).toBeLessThanOrEqual(7900);
      published.push(m);
      for (const b of buses) b.emit('message', m);
    };
    buses.push(bus);
    return bus;
  };
  return { join, published };
}

function process(bus: Bus | null, now: () => number) {
  const hub = new Hub();
  const follows = new FollowedTopics(
    hub,
    bus,
    (err) => {
      throw err;
    },
    now,
  );
  follows.start();
  const socket = {} as WebSocket;
  hub.add(1, 'token', socket);
  const follow = (topics: string[]) => follows.announce(hub.subscribe(socket, topics));
  return { hub, follows, follow, leave: () => hub.remove(socket) };
}

describe('followed topics across processes', () => {
  it('a topic followed on one process is known to the others, and to one that starts later', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const { join } = sharedBus();
    const a = process(join(), now);
    const b = process(join(), now);
    expect(a.follows.has('device/x')).toBe(false);
    b.follow(['device/x']);
    expect(a.follows.has('device/x')).toBe(true);
    expect(a.follows.has('device/y')).toBe(false);
    expect(b.follows.has('device/x')).toBe(true);
    const c = process(join(), now);
    expect(c.follows.has('device/x')).toBe(true);
    // Left on b: the others forget it once its lease runs out without being announced again.
    b.leave();
    clock += LEASE_MS - 1;
    expect(a.follows.has('device/x')).toBe(true);
    clock += 1;
    expect(a.follows.has('device/x')).toBe(false);
    expect(b.follows.has('device/x')).toBe(false);
    for (const p of [a, b, c]) p.follows.stop();
  });

  it('each process announces all its topics again every interval, in packs under the NOTIFY limit', async () => {
    vi.useFakeTimers();
    try {
      const { join, published } = sharedBus();
      const a = process(join(), Date.now);
      const b = process(join(), Date.now);
      const topics = Array.from({ length: 200 }, (_, i) => `device/${'k'.repeat(100)}${i}`);
      b.follow(topics);
      const packs = () => published.filter((m) => m.type === 'topicsFollowed' && m.topics.includes(topics[0]));
      expect(packs()).toHaveLength(1);
      expect(published.filter((m) => m.type === 'topicsFollowed').length).toBeGreaterThan(1);
      expect(topics.every((t) => a.follows.has(t))).toBe(true);
      // Renewed before the lease ends: still known after several leases.
      for (let i = 0; i < 4; i++) vi.advanceTimersByTime(ANNOUNCE_MS);
      expect(packs()).toHaveLength(5);
      expect(4 * ANNOUNCE_MS).toBeGreaterThan(LEASE_MS);
      expect(topics.every((t) => a.follows.has(t))).toBe(true);
      for (const p of [a, b]) p.follows.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('with one process, only its own sockets count', () => {
    const a = process(null, Date.now);
    expect(a.follows.has('device/x')).toBe(false);
    a.follow(['device/x']);
    expect(a.follows.has('device/x')).toBe(true);
    a.leave();
    expect(a.follows.has('device/x')).toBe(false);
  });
});
