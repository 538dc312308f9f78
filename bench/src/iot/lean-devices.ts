// Devices for the ingestion load: one TCP connection each, speaking MQTT 3.1.1 themselves (CONNECT
// with the product's token, QoS 1 PUBLISH, PUBACK, PINGREQ, DISCONNECT) with packets encoded here.
// The load generator shares the machine's two cores with the server and PostgreSQL (issue 28), and
// mqtt.js spent about twice the CPU per message on its general machinery (stores, events, streams);
// the server sees the same bytes either way. Devices that subscribe use mqtt.js (devices.ts).
import { connect, type Socket } from 'node:net';

/** Called once the server acknowledged the message (PUBACK), or with why it never will. */
export type Acked = (err?: Error) => void;

export interface LeanDevice {
  /** Publishes `payload` at QoS 1 on the device's own topic. */
  publish(payload: string, acked: Acked): void;
  close(): Promise<void>;
}

const PINGREQ = Buffer.from([0xc0, 0x00]);
const DISCONNECT = Buffer.from([0xe0, 0x00]);
const KEEPALIVE_S = 120;

/** MQTT's variable-length "remaining length". */
function lengthBytes(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return out;
}

const field = (s: string) => {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([Buffer.from([b.length >> 8, b.length & 0xff]), b]);
};

function connectPacket(clientId: string, username: string, password: string): Buffer {
  // "MQTT", level 4, flags: user name, password, clean session; keep-alive.
  const header = Buffer.from([0, 4, 0x4d, 0x51, 0x54, 0x54, 4, 0xc2, KEEPALIVE_S >> 8, KEEPALIVE_S & 0xff]);
  const body = Buffer.concat([header, field(clientId), field(username), field(password)]);
  return Buffer.concat([Buffer.from([0x10, ...lengthBytes(body.length)]), body]);
}

class Device implements LeanDevice {
  private nextId = 1;
  private waiting = new Map<number, Acked>();
  private rest: Buffer | null = null;
  private connected: ((err?: Error) => void) | null = null;
  private closed: Promise<void>;
  private failure: Error | null = null;
  private readonly topic: Buffer;
  private readonly pinger: NodeJS.Timeout;

  constructor(
    private readonly socket: Socket,
    topic: string,
  ) {
    this.topic = field(topic);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.read(chunk));
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('close', () => this.fail(new Error('connection closed')));
    socket.on('error', (err) => this.fail(err));
    // Pings keep the connection alive through pauses between runs longer than the keep-alive.
    this.pinger = setInterval(() => socket.writable && socket.write(PINGREQ), (KEEPALIVE_S / 2) * 1000);
    this.pinger.unref();
  }

  start(connectBytes: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.connected = (err) => (err ? reject(err) : resolve());
      this.socket.write(connectBytes);
    });
  }

  publish(payload: string, acked: Acked) {
    if (this.failure) return acked(this.failure);
    const id = this.nextId;
    this.nextId = (this.nextId % 65535) + 1;
    const payloadBytes = Buffer.byteLength(payload);
    const remaining = this.topic.length + 2 + payloadBytes;
    const size = lengthBytes(remaining);
    const packet = Buffer.allocUnsafe(1 + size.length + remaining);
    let at = 0;
    packet[at++] = 0x32; // PUBLISH, QoS 1
    for (const b of size) packet[at++] = b;
    at += this.topic.copy(packet, at);
    packet[at++] = id >> 8;
    packet[at++] = id & 0xff;
    packet.write(payload, at, 'utf8');
    this.waiting.set(id, acked);
    this.socket.write(packet);
  }

  /** Packets from the server: CONNACK, PUBACK and PINGRESP matter; others are skipped whole. */
  private read(chunk: Buffer) {
    let buf = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    this.rest = null;
    while (buf.length >= 2) {
      let length = 0;
      let multiplier = 1;
      let i = 1;
      for (; i < buf.length && i <= 4; i++) {
        length += (buf[i] & 0x7f) * multiplier;
        multiplier *= 128;
        if (!(buf[i] & 0x80)) break;
      }
      if (i >= buf.length) break;
      const end = i + 1 + length;
      if (buf.length < end) break;
      const type = buf[0] >> 4;
      if (type === 2) {
        const code = buf[i + 2];
        this.connected?.(code === 0 ? undefined : new Error(`CONNACK ${code}`));
        this.connected = null;
      } else if (type === 4) {
        const id = (buf[i + 1] << 8) | buf[i + 2];
        const acked = this.waiting.get(id);
        this.waiting.delete(id);
        acked?.();
      }
      buf = buf.subarray(end);
    }
    if (buf.length) this.rest = buf;
  }

  private fail(err: Error) {
    this.failure ??= err;
    clearInterval(this.pinger);
    this.connected?.(err);
    this.connected = null;
    for (const acked of this.waiting.values()) acked(err);
    this.waiting.clear();
  }

  async close() {
    if (!this.socket.destroyed) this.socket.end(DISCONNECT);
    await this.closed;
  }
}

/** Connects one device to the broker at `mqttUrl` (`mqtt://host:port`); throws when it is refused. */
export async function connectLeanDevice(
  mqttUrl: string,
  o: { clientId: string; username: string; password: string; topic: string },
): Promise<LeanDevice> {
  const url = new URL(mqttUrl);
  const socket = connect(Number(url.port) || 1883, url.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const device = new Device(socket, o.topic);
  try {
    await device.start(connectPacket(o.clientId, o.username, o.password));
  } catch (err) {
    socket.destroy();
    throw err;
  }
  return device;
}
