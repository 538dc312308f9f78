// The embedded broker: devices connect over TCP (MQTT_PORT) or WebSocket (/mqtt), are authenticated
// and confined to their own topics (auth.ts), and each message they publish goes through the
// pipeline before the broker acknowledges it, so a QoS 1 message is acknowledged once it is
// committed. The broker itself (aedes, and a PacketGate in front of every connection, which bounds
// what is read before and after CONNECT and answers MQTT 5) runs in a thread of its own
// (broker-thread.ts; broker-wire.ts says why); this half, in the server's thread, answers its
// questions: CONNECTs (throttled: throttle.ts), PUBLISHes and SUBSCRIBEs.
import type { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { customPublish, maySubscribe, topicAllowed } from './auth.ts';
import { runBroker } from './broker-thread.ts';
import { asBuffer, BATCH_MAX, ownBytes, Outbox, type FromThread, type ToThread } from './broker-wire.ts';
import { isActive, type DeviceCache, type DeviceEntry } from './devices.ts';
import type { Refusal } from './gate.ts';
import type { Presence } from './presence.ts';
import { logRefusal, throttledLine, type DeviceThrottle } from './throttle.ts';
import type { Uplinks } from './uplinks.ts';

export interface EmbeddedDeps {
  cache: DeviceCache;
  presence: Presence;
  uplinks: () => Uplinks;
  throttle: DeviceThrottle;
  onError(err: unknown, what: string): void;
  /** Warnings about clients: refused packets, throttled logins. */
  warn(details: Record<string, unknown>, message: string): void;
}

/** CONNACK 3 "server unavailable": a throttled device is told to come back later. */
const THROTTLED = 3;

const refusalLine = (r: Refusal, address: string): string => {
  switch (r.reason) {
    case 'tooLarge':
      return r.authenticated
        ? `MQTT connection from ${address} closed: a packet announced ${r.announced} bytes, more than the limit of ${r.limit}`
        : `MQTT connection from ${address} closed before CONNECT was accepted: a packet announced ${r.announced} bytes, more than the limit of ${r.limit}`;
    case 'notConnect':
      return `MQTT connection from ${address} closed: the first packet (type ${r.type}) is not a CONNECT`;
    case 'malformed':
      return `MQTT connection from ${address} closed: malformed packet length`;
    case 'mqtt5':
      return `MQTT 5 CONNECT from ${address} refused (0x84 unsupported protocol version): the broker speaks MQTT 3.1.1 and 3.1`;
  }
};

const sameCredentials = (a: DeviceEntry, b: DeviceEntry) =>
  JSON.stringify(a.credentials) === JSON.stringify(b.credentials);

/**
 * Whether a custom topic the device could subscribe to is gone or no longer subscribable: its
 * subscriptions may hold it, so it is disconnected and subscribes again under the new rules.
 */
const lostSubscribe = (old: DeviceEntry, fresh: DeviceEntry) => {
  const now = new Set((fresh.topics ?? []).filter((t) => t.access !== 'pub').map((t) => t.topic));
  return (old.topics ?? []).some((t) => t.access !== 'pub' && !now.has(t.topic));
};

/**
 * The thread's Node options: the process's, less tsx, which the thread's entry registers itself
 * (the server may run under tsx or under a test runner).
 */
const threadArgv = () =>
  process.execArgv.filter(
    (arg, i, all) =>
      arg !== '--import=tsx' &&
      !(arg === '--import' && all[i + 1] === 'tsx') &&
      !(arg === 'tsx' && all[i - 1] === '--import'),
  );

/**
 * The broker's worker. A worker refuses the process-wide options node may have been started with
 * (V8's, such as --max-old-space-size, which already hold for every thread of the process), and the
 * server did not start: then the thread starts without the process's options.
 */
function startThread(entry: URL): Worker {
  try {
    return new Worker(entry, { execArgv: threadArgv() });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw err;
    return new Worker(entry, { execArgv: [] });
  }
}

/** What a request to a thread that stopped gets. */
const THREAD_ENDED = 'the MQTT broker thread stopped';

/** Omit over each member of a union (Omit of a union keeps only their common keys). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

type Question = Extract<FromThread, { t: 'auth' | 'pub' | 'sub' }>;
type Reply = Extract<FromThread, { t: 'done' }>;

export class EmbeddedBroker {
  /** The device of each connection that is let in, by the thread's connection number. */
  private deviceOf = new Map<number, DeviceEntry>();
  /** Connections that sent a CONNECT and are still open (a verdict may come after one closed). */
  private open = new Set<number>();
  /** The connection of each device (one per device: a newer one replaces it). */
  private connectionOf = new Map<string, number>();
  /** WebSocket devices' streams, by number. */
  private streams = new Map<number, Duplex>();
  private lastStream = 0;
  /** Requests to the thread awaiting its answer. */
  private requests = new Map<number, (reply: Reply) => void>();
  private lastRequest = 0;
  private readonly outbox: Outbox<ToThread>;
  /** Batches from the thread not handled yet. */
  private inbox: FromThread[][] = [];
  /** Messages in the inbox. */
  private waiting = 0;
  /** Shutting down: devices dropped now are not marked offline (the sweep of another process will). */
  private closing = false;
  /** The broker's thread has stopped. */
  private ended = false;
  /** Messages being handled (stored, then acknowledged). */
  private inFlight = new Set<Promise<void>>();

  private constructor(
    /** The devices' half: its worker, or its end of the channel in this thread. */
    thread: Worker | MessagePort,
    /** Ends the devices' half once it closed its connections. */
    private readonly end: () => Promise<unknown>,
    private readonly deps: EmbeddedDeps,
  ) {
    this.outbox = new Outbox(thread);
    thread.on('message', (batch: FromThread[]) => {
      this.waiting += batch.length;
      if (this.inbox.push(batch) === 1) setImmediate(this.nextBatch);
    });
    thread.on('error', (err: unknown) => deps.onError(err, 'mqtt broker thread'));
  }

  /**
   * With PostgreSQL (`thread`) the devices' half runs in a worker thread: the database works in
   * processes of its own, and the thread of the API no longer reads the device sockets. PGlite
   * stores in the server's thread, whose core a second thread only competed for (README, "The
   * broker in a thread of its own"): there the half runs here, behind the same messages.
   */
  static async create(deps: EmbeddedDeps, thread: boolean): Promise<EmbeddedBroker> {
    if (thread) {
      const worker = startThread(new URL('./broker-thread.mjs', import.meta.url));
      const broker = new EmbeddedBroker(worker, () => worker.terminate(), deps);
      worker.on('exit', () => broker.threadEnded());
      return broker;
    }
    const { port1, port2 } = new MessageChannel();
    await runBroker(port1);
    const end = async () => {
      port1.close();
      port2.close();
    };
    return new EmbeddedBroker(port2, end, deps);
  }

  /**
   * Handles the thread's oldest batches, and goes on in the next turn of the event loop. A port
   * hands over every batch that came in one go; handled so, thousands of messages ran between two
   * reads of the database's answers, and an HTTP request waited for each of its round trips. A
   * turn takes at least a batch's worth and half of what waits: when something else holds the
   * thread long (PGlite stores a batch in it), more comes in and each turn takes more.
   */
  private nextBatch = () => {
    let room = Math.max(BATCH_MAX, Math.ceil(this.waiting / 2));
    while (room > 0 && this.inbox.length) {
      const batch = this.inbox.shift()!;
      this.waiting -= batch.length;
      room -= batch.length;
      for (const m of batch) this.receive(m);
    }
    if (this.inbox.length) setImmediate(this.nextBatch);
  };

  private receive(m: FromThread) {
    switch (m.t) {
      case 'auth':
        return this.authenticate(m);
      case 'pub':
        return this.publish(m);
      case 'sub': {
        const device = this.deviceOf.get(m.c);
        return this.answer(m, { ok: !!device && maySubscribe(device, m.topic) });
      }
      case 'ready':
        return this.ready(m.c);
      case 'gone':
        return this.gone(m.c);
      case 'ping': {
        const device = this.deviceOf.get(m.c);
        if (device) this.deps.presence.ping(device).catch((err: unknown) => this.deps.onError(err, 'mqtt ping'));
        return;
      }
      case 'refused':
        return this.refused(m.c, m.address, m.refusal);
      case 'done': {
        const then = this.requests.get(m.r);
        this.requests.delete(m.r);
        return then?.(m);
      }
      case 'error':
        return this.deps.onError(new Error(m.message), m.what);
      case 'out':
        return void this.streams.get(m.s)?.write(asBuffer(m.chunk));
      case 'shut':
        return void this.streams.get(m.s)?.destroy();
      case 'pause':
        return void this.streams.get(m.s)?.pause();
      case 'resume':
        return void this.streams.get(m.s)?.resume();
    }
  }

  private answer(question: Question, answer: Omit<Extract<ToThread, { t: 'done' }>, 't' | 'r'>) {
    this.outbox.post({ t: 'done', r: question.r, ...answer });
  }

  /** The thread stopped (it failed, or close() ended it): what it was asked is answered here. */
  private threadEnded() {
    this.ended = true;
    for (const [r, then] of this.requests) then({ t: 'done', r, error: THREAD_ENDED });
    this.requests.clear();
  }

  /** Asks the thread to listen or stop, numbering the request. */
  private request(message: DistributiveOmit<Extract<ToThread, { t: 'listen' | 'stop' }>, 'r'>): Promise<Reply> {
    const r = ++this.lastRequest;
    if (this.ended) return Promise.resolve({ t: 'done', r, error: THREAD_ENDED });
    return new Promise((resolve) => {
      this.requests.set(r, resolve);
      this.outbox.post({ ...message, r });
    });
  }

  private authenticate(m: Extract<FromThread, { t: 'auth' }>) {
    const { deps } = this;
    const attempt = { clientId: m.clientId, username: m.username, address: m.address };
    this.open.add(m.c);
    deps.throttle.check(m.clientId, m.username, m.password, m.address).then(
      (verdict) => {
        if ('device' in verdict) {
          if (this.open.has(m.c)) this.deviceOf.set(m.c, verdict.device);
          deps.uplinks().accepted(verdict.device);
          return this.answer(m, { code: 0 });
        }
        // The device's log says why it was refused (a throttled one once a minute, as the server log).
        logRefusal(deps.cache, deps.uplinks(), verdict, attempt).catch((err: unknown) =>
          deps.onError(err, 'mqtt refuse'),
        );
        if ('throttled' in verdict) {
          const t = verdict.throttled;
          if (t.log)
            deps.warn({ address: m.address, deviceKey: t.key, retryInS: Math.ceil(t.ms / 1000) }, throttledLine(t));
          return this.answer(m, { code: THROTTLED, error: 'throttled' });
        }
        this.answer(m, { code: verdict.refused, error: 'refused' });
      },
      (err: unknown) => {
        deps.onError(err, 'mqtt authenticate');
        this.answer(m, { code: 3, error: 'server unavailable' });
      },
    );
  }

  private publish(m: Extract<FromThread, { t: 'pub' }>) {
    const { deps } = this;
    const device = this.deviceOf.get(m.c);
    if (!device) return this.answer(m, { error: 'not a device' });
    const payload = asBuffer(m.payload);
    const uplinks = deps.uplinks();
    // Called back once stored: PUBACK follows. A failed write closes the connection unacknowledged,
    // so the device sends the message again.
    const answered = (work: Promise<void>) =>
      this.track(work).then(
        () => this.answer(m, {}),
        (err: unknown) => {
          deps.onError(err, 'mqtt uplink');
          this.answer(m, { error: (err as Error).message ?? 'not stored' });
        },
      );
    // One of its product's custom topics: logged as such (not telemetry), then passed on to subscribers.
    if (customPublish(device, m.topic)) return answered(uplinks.custom(device, m.topic, payload));
    if (!topicAllowed(device, m.topic)) {
      // MQTT 3.1.1 cannot refuse a PUBLISH: the connection is closed (and the refusal logged).
      uplinks
        .refuse(device, m.topic, ['this device may not publish to this topic'], payload.toString('utf8'))
        .catch((err: unknown) => deps.onError(err, 'mqtt refuse'));
      return this.answer(m, { error: 'topic not allowed' });
    }
    answered(uplinks.handle(device, m.topic, payload));
  }

  private ready(c: number) {
    const device = this.deviceOf.get(c);
    if (!device) return;
    const before = this.connectionOf.get(device.key);
    this.connectionOf.set(device.key, c);
    if (before !== undefined && before !== c) this.outbox.post({ t: 'close', c: before });
    this.deps.presence.online(device).catch((err: unknown) => this.deps.onError(err, 'mqtt online'));
  }

  private gone(c: number) {
    const device = this.deviceOf.get(c);
    this.deviceOf.delete(c);
    this.open.delete(c);
    if (!device || this.connectionOf.get(device.key) !== c) return;
    this.connectionOf.delete(device.key);
    if (this.closing) return;
    this.deps.presence.offline(device).catch((err: unknown) => this.deps.onError(err, 'mqtt offline'));
  }

  /** A connection the gate closed: the server log says why, and the device's log if it is one. */
  private refused(c: number, address: string, refusal: Refusal) {
    const device = this.deviceOf.get(c);
    this.deps.warn({ address, ...refusal, deviceKey: device?.key }, refusalLine(refusal, address));
    if (device && refusal.reason === 'tooLarge') {
      const why = `the message announced ${refusal.announced} bytes, more than the limit of ${refusal.limit}: it was not read and the connection was closed`;
      this.deps
        .uplinks()
        .refuse(device, '', [why], '')
        .catch((err: unknown) => this.deps.onError(err, 'mqtt refuse'));
    }
  }

  /**
   * Hands a WebSocket device's stream to the broker, `address` the client's (as the proxy settings
   * read it): its bytes go to the thread as they come, and stop while the thread's gate is behind.
   */
  handle(stream: Duplex, address: string) {
    const s = ++this.lastStream;
    this.streams.set(s, stream);
    this.outbox.post({ t: 'open', s, address });
    stream.on('data', (chunk: Buffer) => this.outbox.post({ t: 'in', s, chunk: ownBytes(chunk) }));
    stream.on('error', () => stream.destroy());
    stream.on('close', () => {
      if (this.streams.delete(s)) this.outbox.post({ t: 'end', s });
    });
  }

  /** Listens for devices on TCP; resolves with the port, or rejects (port taken: the error's code). */
  async listen(port: number, host: string): Promise<number> {
    const reply = await this.request({ t: 'listen', port, host });
    if (reply.error) throw Object.assign(new Error(reply.error), { code: reply.error });
    return reply.port!;
  }

  /** Publishes to devices (replies, downlinks). */
  send(topic: string, payload: string, qos: 0 | 1 = 0) {
    this.outbox.post({ t: 'send', topic, payload, qos });
  }

  /**
   * The devices (or products) changed: drop their cached view, then re-check every connected device
   * of them against the fresh one. Disabled, deleted or unpublished devices, changed credentials
   * and a custom topic no longer to be subscribed are disconnected; the others go on with the fresh
   * view (object model and custom topics included).
   */
  async recheck(keys?: string[], productKeys?: string[]) {
    await this.deps.cache.drop(keys, productKeys);
    const wantedKeys = keys ? new Set(keys) : null;
    const wantedProducts = productKeys ? new Set(productKeys) : null;
    // Every connection let in, ready or not: the thread tells of a CONNECT's end (its `ready`) a
    // moment after the device had its CONNACK, and a change in between must reach it too.
    for (const [c, old] of [...this.deviceOf]) {
      const all = !wantedKeys && !wantedProducts;
      if (!all && !wantedKeys?.has(old.key) && !wantedProducts?.has(old.productKey)) continue;
      const fresh = await this.deps.cache.get(old.key);
      if (!isActive(fresh) || !sameCredentials(old, fresh) || fresh.id !== old.id || lostSubscribe(old, fresh)) {
        // Its disconnect marks it offline (a no-op for a disabled or deleted device).
        this.outbox.post({ t: 'close', c });
        continue;
      }
      fresh.seenAt = old.seenAt;
      if (this.deviceOf.has(c)) this.deviceOf.set(c, fresh);
    }
  }

  /** Whether the device is connected to this broker (downlinks are sent where it is). */
  holds(deviceKey: string): boolean {
    return this.connectionOf.has(deviceKey);
  }

  get connected(): number {
    return this.connectionOf.size;
  }

  /** Counts a message being handled: close() waits for it before the telemetry writer closes. */
  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    const done = () => this.inFlight.delete(work);
    work.then(done, done);
    return work;
  }

  async close() {
    this.closing = true;
    await this.request({ t: 'stop' });
    await Promise.allSettled([...this.inFlight]);
    await this.end();
  }
}
