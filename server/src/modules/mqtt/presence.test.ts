import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { DeviceCache, DeviceEntry } from './devices.ts';
import type { LiveFrames } from './frames.ts';
import { Presence } from './presence.ts';
import type { DeviceRecordSink } from './record-sink.ts';

describe('presence at shutdown', () => {
  it('settles only once the offline transitions under way have written', async () => {
    const written: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    // A database that answers the offline UPDATE only when released.
    const db = {
      execute: async () => {
        await slow;
        written.push('offline');
        return { rows: [{ id: 7 }] };
      },
    } as unknown as Db;
    const sink = { enqueue: async () => void written.push('log') } as unknown as DeviceRecordSink;
    const frames = { status: () => undefined } as unknown as LiveFrames;
    const presence = new Presence(db, sink, frames, {} as DeviceCache);
    const device = { id: 7, key: 'd7', status: 2, seenAt: Date.now() } as DeviceEntry;

    void presence.offline(device);
    let settled = false;
    const waiting = presence.settled().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(written).toEqual(['offline', 'log']);
    // Nothing under way: at once.
    await presence.settled();
  });
});
