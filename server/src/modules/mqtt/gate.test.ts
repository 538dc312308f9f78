import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PacketGate } from './gate.ts';

describe('PacketGate writes', () => {
  it('hands what was written while corked to the socket as one write', async () => {
    const writes: Buffer[] = [];
    const socket = new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, callback) {
        writes.push(chunk);
        callback();
      },
    });
    const gate = new PacketGate(socket, '127.0.0.1', () => undefined);
    // As mqtt-packet writes a PUBACK: two pieces, corked, uncorked on the next tick.
    gate.cork();
    gate.write(Buffer.from([0x40, 0x02]));
    gate.write(Buffer.from([0x00, 0x07]));
    gate.uncork();
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual([Buffer.from([0x40, 0x02, 0x00, 0x07])]);
    // Uncorked, a write goes through as it is.
    gate.write(Buffer.from([0xd0, 0x00]));
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual([Buffer.from([0x40, 0x02, 0x00, 0x07]), Buffer.from([0xd0, 0x00])]);
  });
});
