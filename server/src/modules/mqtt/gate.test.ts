import { Duplex, PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IntakeValve, PacketGate } from './gate.ts';

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

describe('PacketGate and the intake valve', () => {
  /** A device's connection whose CONNECT the broker accepted: what it reads is what aedes gets. */
  function openGate(valve: IntakeValve) {
    const socket = new PassThrough();
    const gate = new PacketGate(socket, '127.0.0.1', () => undefined, valve);
    const read: Buffer[] = [];
    gate.on('data', (chunk: Buffer) => read.push(chunk));
    const connect = Buffer.from([0x10, 0x0c, 0, 4, 0x4d, 0x51, 0x54, 0x54, 4, 0x02, 0, 60, 0, 0]);
    socket.write(connect);
    gate.accept();
    return { socket, read, connect };
  }
  const pingreq = Buffer.from([0xc0, 0x00]);
  const turn = () => new Promise((r) => setImmediate(r));

  it('stops reading as the next bytes come while shut, and reads on once it opens', async () => {
    const valve = new IntakeValve();
    const { socket, read, connect } = openGate(valve);
    await turn();
    expect(read).toEqual([connect]);
    valve.set(true);
    // The chunk that comes is read; what comes after it stays in the connection.
    socket.write(pingreq);
    await turn();
    socket.write(Buffer.from([0xc0, 0x00, 0xc0, 0x00]));
    await turn();
    expect(Buffer.concat(read.slice(1))).toEqual(pingreq);
    valve.set(false);
    await turn();
    await turn();
    expect(Buffer.concat(read.slice(1))).toEqual(Buffer.concat([pingreq, pingreq, pingreq]));
  });

  it('restarts the gates it stopped a slice at a time, while it stays open', async () => {
    const valve = new IntakeValve();
    const gates = Array.from({ length: IntakeValve.SLICE + 10 }, () => openGate(valve));
    await turn();
    valve.set(true);
    for (const g of gates) g.socket.write(pingreq);
    await turn();
    for (const g of gates) g.socket.write(pingreq);
    valve.set(false);
    await turn();
    const readOn = () => gates.filter((g) => g.read.length === 3).length;
    expect(readOn()).toBe(IntakeValve.SLICE);
    // Shut again before the rest's turn: they stay stopped until it opens.
    valve.set(true);
    await turn();
    await turn();
    expect(readOn()).toBe(IntakeValve.SLICE);
    valve.set(false);
    await turn();
    await turn();
    expect(readOn()).toBe(gates.length);
  });
});
