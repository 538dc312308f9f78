// What the two halves of the embedded broker say to each other. The devices' half (aedes, the
// packet gates, the TCP listener: broker-thread.ts) runs in a worker thread, so that thousands of
// device sockets are read there and not in the thread that serves the console's API: on one
// thread an HTTP request's database answers waited behind every ready device socket (README,
// "Where the history tail comes from"). The server's half (embedded.ts) decides: who a device
// is, what it may publish and subscribe to, and what its messages become.
//
// Connections are numbered by the thread; requests (CONNECT, PUBLISH, SUBSCRIBE, listen, stop) by
// their sender, and answered with `done`. WebSocket devices arrive on the HTTP port, in the main
// thread: their bytes cross as `in`/`out` of a stream numbered by the main thread.
import type { Refusal } from './gate.ts';

/** From the broker's thread to the server. */
export type FromThread =
  | { t: 'auth'; r: number; c: number; clientId: string; username: string; password: string; address: string }
  | { t: 'pub'; r: number; c: number; topic: string; payload: Uint8Array }
  | { t: 'sub'; r: number; c: number; topic: string }
  | { t: 'ready' | 'gone' | 'ping'; c: number }
  | { t: 'refused'; c: number; address: string; refusal: Refusal }
  | { t: 'done'; r: number; port?: number; error?: string }
  | { t: 'error'; what: string; message: string }
  | { t: 'out'; s: number; chunk: Uint8Array }
  | { t: 'shut' | 'pause' | 'resume'; s: number };

/** From the server to the broker's thread. */
export type ToThread =
  /** An answer: `code` 0 lets a CONNECT in (else its CONNACK return code), `error` refuses a PUBLISH. */
  | { t: 'done'; r: number; code?: number; error?: string; ok?: boolean }
  | { t: 'listen'; r: number; port: number; host: string }
  | { t: 'stop'; r: number }
  | { t: 'send'; topic: string; payload: string; qos: 0 | 1 }
  | { t: 'close'; c: number }
  | { t: 'open'; s: number; address: string }
  | { t: 'in'; s: number; chunk: Uint8Array }
  | { t: 'end'; s: number };

/** What carries a batch: a worker's `parentPort` or the `Worker` itself. */
interface Port {
  postMessage(batch: unknown[]): void;
}

/** Most messages in one batch: the receiver handles a batch in one go, so it stays short. */
export const BATCH_MAX = 256;

/**
 * Messages to the other thread, sent in batches: one `postMessage` per turn of the event loop (or
 * per BATCH_MAX messages), as one crossing costs about as much as handling a small message.
 */
export class Outbox<M> {
  private batch: M[] = [];

  constructor(private readonly port: Port) {}

  post(message: M) {
    this.batch.push(message);
    if (this.batch.length >= BATCH_MAX) this.flush();
    else if (this.batch.length === 1) setImmediate(() => this.flush());
  }

  flush() {
    if (!this.batch.length) return;
    const batch = this.batch;
    this.batch = [];
    this.port.postMessage(batch);
  }
}

/**
 * A buffer as its own bytes: a Buffer is often a view of a larger pooled one, which a
 * `postMessage` would copy whole.
 */
export const ownBytes = (b: Uint8Array): Uint8Array =>
  b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b : new Uint8Array(b);

/** The bytes that crossed as a Buffer, without copying them again. */
export const asBuffer = (b: Uint8Array): Buffer => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
