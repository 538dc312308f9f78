// What the embedded broker reads from a connection, bounded before aedes sees it. aedes (through
// mqtt-packet) buffers a packet whole, of whatever size its fixed header announces, before anything
// is checked: a CONNECT announcing 200 MB was read into memory until the connect timeout. The gate
// sits between the socket (TCP, or the WebSocket's stream) and aedes and reads each packet's
// remaining length itself, so a packet is refused by the size it announces, before its body:
//
// - until the device is authenticated, the one packet that may come is a CONNECT of at most
//   CONNECT_MAX_BYTES; it is handed on whole, and nothing after it is read until the broker
//   accepts the device (`accept()`), or the broker refuses it and closes the connection;
// - an MQTT 5 CONNECT is answered by the gate itself (aedes speaks 3.1 and 3.1.1 only): a version 5
//   CONNACK with reason 0x84 "Unsupported Protocol Version", then the connection is closed;
// - after that, each packet may announce at most PACKET_MAX_BYTES (the payload limit and room
//   for the topic).
//
// A refused connection is cut at once (the socket destroyed) and `onRefused` says why.
//
// While the server has all the questions it may have (questions.ts), a device's gate stops reading
// from its connection as its next bytes come (IntakeValve): what it sends then waits in its TCP
// buffers, not as packets in the server's memory.
import { Duplex } from 'node:stream';
import { MAX_PAYLOAD_BYTES } from './limits.ts';

/** Largest CONNECT read: a client id, user name, password and a small will fit many times over. */
export const CONNECT_MAX_BYTES = 8 * 1024;
/** Largest packet after CONNECT: a message at the payload limit, its topic and packet id. */
export const PACKET_MAX_BYTES = MAX_PAYLOAD_BYTES + 8 * 1024;

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) is 10.0.0.1. */
export const plainAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:(?=\d+\.)/, '');

export type Refusal =
  | { reason: 'tooLarge'; type: number; announced: number; limit: number; authenticated: boolean }
  | { reason: 'notConnect'; type: number }
  | { reason: 'malformed' }
  | { reason: 'mqtt5' };

const CONNECT = 1;
/** MQTT 5 CONNACK (§3.2): session present 0, reason 0x84, one property: the reason string. */
function connackUnsupported(): Buffer {
  const reason = Buffer.from('MQTT 5 is not supported by this broker: connect with MQTT 3.1.1');
  const props = Buffer.concat([Buffer.from([0x1f, reason.length >> 8, reason.length & 0xff]), reason]);
  const body = Buffer.concat([Buffer.from([0x00, 0x84, props.length]), props]);
  return Buffer.concat([Buffer.from([0x20, body.length]), body]);
}

/** The protocol level of a whole CONNECT's body (after the fixed header), or -1. */
function protocolLevel(body: Buffer): number {
  if (body.length < 2) return -1;
  const nameLength = body.readUInt16BE(0);
  return body.length > 2 + nameLength ? body[2 + nameLength] : -1;
}

export class PacketGate extends Duplex {
  /** 'connect': reading the CONNECT; 'held': waiting for the broker's verdict; 'open': authenticated. */
  private phase: 'connect' | 'held' | 'open' | 'refused' = 'connect';
  /** The fixed header read so far of the packet now arriving. */
  private head: number[] = [];
  /** Body bytes of the current packet still to come. */
  private left = 0;
  /** The CONNECT, gathered whole (it is inspected before aedes gets it). */
  private connect: Buffer[] = [];
  /** Bytes that came after the CONNECT, kept until the broker accepts the device. */
  private held: Buffer[] = [];
  /** Stopped by the valve: nothing more is read from the connection until the valve restarts it. */
  private stopped = false;

  constructor(
    private readonly inner: Duplex,
    /** The client's address (the socket's, or the WebSocket request's as the proxy settings read it). */
    readonly address: string,
    private readonly onRefused: (refusal: Refusal) => void,
    private readonly valve?: IntakeValve,
  ) {
    super({ allowHalfOpen: false });
    inner.on('data', (chunk: Buffer) => this.intake(chunk));
    inner.on('end', () => this.push(null));
    inner.on('error', (err) => this.destroy(err));
    inner.on('close', () => this.destroy());
  }

  /** The broker accepted the device: what it sent after CONNECT is read now, by the larger limit. */
  accept() {
    if (this.phase !== 'held') return;
    this.phase = 'open';
    const held = this.held;
    this.held = [];
    for (const chunk of held) this.intake(chunk);
    if (this.readableLength < this.readableHighWaterMark) this.readOn();
  }

  /** The valve opened again: the connection is read on. */
  restart() {
    this.stopped = false;
    this.readOn();
  }

  /**
   * Resumes the connection, unless the valve stopped it or the CONNECT awaits its verdict. Not
   * held back by what aedes has not read: `_read` is called before a read takes its bytes, and a
   * `_read` that pushes nothing is not called again (the connection then stayed paused for good).
   */
  private readOn() {
    if (!this.stopped && (this.phase === 'open' || this.phase === 'connect')) this.inner.resume();
  }

  private pass(chunk: Buffer) {
    if (chunk.length && !this.push(chunk)) this.inner.pause();
  }

  private refuse(refusal: Refusal) {
    if (this.phase === 'refused') return;
    this.phase = 'refused';
    this.held = [];
    this.connect = [];
    this.onRefused(refusal);
    this.inner.destroy();
    this.destroy();
  }

  private intake(chunk: Buffer) {
    if (this.phase === 'refused' || this.destroyed) return;
    if (this.phase === 'held') {
      this.held.push(chunk);
      this.inner.pause();
      return;
    }
    let i = 0;
    let from = 0;
    while (i < chunk.length) {
      if (this.left > 0) {
        const n = Math.min(this.left, chunk.length - i);
        if (this.phase === 'connect') this.connect.push(chunk.subarray(i, i + n));
        i += n;
        this.left -= n;
        if (this.left === 0 && this.phase === 'connect') {
          if (!this.connectDone()) return;
          from = i;
          break;
        }
        continue;
      }
      const byte = chunk[i++];
      this.head.push(byte);
      if (this.head.length === 1) continue;
      if (byte & 0x80) {
        if (this.head.length === 5) return this.refuse({ reason: 'malformed' });
        continue;
      }
      // The fixed header is whole: type and remaining length.
      const type = this.head[0] >> 4;
      let announced = 0;
      for (let k = this.head.length - 1; k >= 1; k--) announced = announced * 128 + (this.head[k] & 0x7f);
      const authenticated = this.phase === 'open';
      if (!authenticated && type !== CONNECT) return this.refuse({ reason: 'notConnect', type });
      const limit = authenticated ? PACKET_MAX_BYTES : CONNECT_MAX_BYTES;
      if (announced > limit) return this.refuse({ reason: 'tooLarge', type, announced, limit, authenticated });
      if (this.phase === 'connect') this.connect.push(Buffer.from(this.head));
      this.head = [];
      this.left = announced;
      if (announced === 0 && this.phase === 'connect') {
        if (!this.connectDone()) return;
        from = i;
        break;
      }
    }
    // (The phase may have changed in connectDone, which TypeScript does not see.)
    const phase = this.phase as PacketGate['phase'];
    if (phase === 'open') {
      this.pass(chunk.subarray(from));
      if (this.valve?.shut && !this.stopped) {
        this.stopped = true;
        this.inner.pause();
        this.valve.stopped(this);
      }
    } else if (phase === 'held' && from < chunk.length) {
      this.held.push(chunk.subarray(from));
      this.inner.pause();
    }
  }

  /** The CONNECT is whole: MQTT 5 is answered here, anything else goes to aedes. False: refused. */
  private connectDone(): boolean {
    const packet = Buffer.concat(this.connect);
    this.connect = [];
    let headerLength = 2;
    while (packet[headerLength - 1] & 0x80) headerLength++;
    if (protocolLevel(packet.subarray(headerLength)) === 5) {
      this.phase = 'refused';
      this.onRefused({ reason: 'mqtt5' });
      this.inner.pause();
      this.inner.end(connackUnsupported());
      // A client that does not close its side is cut off.
      setTimeout(() => this.inner.destroy(), 2000).unref();
      return false;
    }
    this.phase = 'held';
    this.pass(packet);
    return true;
  }

  override _read() {
    this.readOn();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.forward(chunk, callback);
  }

  // mqtt-packet writes a packet in pieces while the gate is corked (a PUBACK: header, then packet
  // id); handed on one by one they cost a system call each, the largest cost of a QoS 1 message
  // after storing it. What was corked goes to the socket as one write.
  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void) {
    this.forward(chunks.length === 1 ? chunks[0].chunk : Buffer.concat(chunks.map((c) => c.chunk)), callback);
  }

  private forward(chunk: Buffer, callback: (error?: Error | null) => void) {
    if (this.inner.write(chunk)) return callback();
    // Backpressure reaches the broker, which stops reading from this client until it drains.
    const done = () => {
      this.inner.off('drain', done);
      this.inner.off('close', done);
      callback();
    };
    this.inner.on('drain', done);
    this.inner.on('close', done);
  }

  override _final(callback: (error?: Error | null) => void) {
    this.inner.end();
    callback();
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void) {
    this.inner.destroy();
    callback(err);
  }
}

/**
 * Stops the devices' connections while the server has all the questions it may have: each gate
 * stops as its next bytes come (one more chunk is read), and once the questions are sent the
 * stopped gates are restarted in turn, SLICE per turn of the event loop while it stays open. All
 * at once, every device's backlog was read again in one go.
 */
export class IntakeValve {
  static readonly SLICE = 256;
  /** Whether gates stop as their next bytes come. */
  shut = false;
  /** The gates stopped, in the order they stopped, from `head` on. */
  private waiting: PacketGate[] = [];
  private head = 0;
  private opening = false;

  stopped(gate: PacketGate) {
    this.waiting.push(gate);
  }

  set(shut: boolean) {
    this.shut = shut;
    if (!shut) this.openSoon();
  }

  private openSoon() {
    if (this.opening || this.head >= this.waiting.length) return;
    this.opening = true;
    setImmediate(this.openSlice);
  }

  private openSlice = () => {
    this.opening = false;
    if (this.shut) return;
    const end = Math.min(this.waiting.length, this.head + IntakeValve.SLICE);
    while (this.head < end) this.waiting[this.head++].restart();
    if (this.head >= this.waiting.length) {
      this.waiting = [];
      this.head = 0;
    }
    this.openSoon();
  };
}
