// The embedded broker (aedes): devices connect over TCP (MQTT_PORT) or WebSocket (/mqtt), are
// authenticated and confined to their own topics (auth.ts), and each message they publish goes
// through the pipeline before the broker acknowledges it: aedes sends PUBACK only after
// authorizePublish calls back (lib/handlers/publish.js), so a QoS 1 message is acknowledged once it
// is committed. Every connection reaches aedes through a PacketGate (gate.ts), which bounds what is
// read before and after CONNECT and answers MQTT 5; CONNECTs are throttled (throttle.ts).
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { customPublish, maySubscribe, topicAllowed } from './auth.ts';
import { isActive, type DeviceCache, type DeviceEntry } from './devices.ts';
import { PacketGate, type Refusal } from './gate.ts';
import type { Presence } from './presence.ts';
import { logRefusal, plainAddress, throttledLine, type DeviceThrottle } from './throttle.ts';
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

export class EmbeddedBroker {
  /** The device of each connected client. */
  private deviceOf = new WeakMap<Client, DeviceEntry>();
  /** The connected client of each device (one connection per device: a newer one replaces it). */
  private clientOf = new Map<string, Client>();
  private server: Server | null = null;
  /** Shutting down: clients dropped now are not marked offline (the sweep of another process will). */
  private closing = false;
  /** Messages being handled (stored, then acknowledged). */
  private inFlight = new Set<Promise<void>>();

  private constructor(
    readonly broker: Aedes,
    private readonly deps: EmbeddedDeps,
  ) {}

  static async create(deps: EmbeddedDeps): Promise<EmbeddedBroker> {
    const broker = await Aedes.createBroker({
      connectTimeout: 10_000,
      drainTimeout: 30_000,
      heartbeatInterval: 3_600_000,
      maxClientsIdLength: 128,
    });
    const self = new EmbeddedBroker(broker, deps);
    self.wire();
    return self;
  }

  private wire() {
    const { broker, deps } = this;
    broker.authenticate = (client, username, password, done) => {
      const gate = client.conn instanceof PacketGate ? client.conn : null;
      const address = gate?.address ?? plainAddress(client.req?.socket.remoteAddress);
      const secret = password?.toString('utf8') ?? '';
      const attempt = { clientId: client.id ?? '', username: username ?? '', address };
      deps.throttle.check(attempt.clientId, attempt.username, secret, address).then(
        (verdict) => {
          if ('device' in verdict) {
            this.deviceOf.set(client, verdict.device);
            deps.uplinks().accepted(verdict.device);
            gate?.accept();
            return done(null, true);
          }
          // The device's log says why it was refused (a throttled one once a minute, as the server log).
          logRefusal(deps.cache, deps.uplinks(), verdict, attempt).catch((err: unknown) =>
            deps.onError(err, 'mqtt refuse'),
          );
          if ('throttled' in verdict) {
            const t = verdict.throttled;
            if (t.log) deps.warn({ address, deviceKey: t.key, retryInS: Math.ceil(t.ms / 1000) }, throttledLine(t));
            return done(Object.assign(new Error('throttled'), { returnCode: THROTTLED }) as AuthenticateError, false);
          }
          done(Object.assign(new Error('refused'), { returnCode: verdict.refused }) as AuthenticateError, false);
        },
        (err: unknown) => {
          deps.onError(err, 'mqtt authenticate');
          done(Object.assign(new Error('server unavailable'), { returnCode: 3 }) as AuthenticateError, false);
        },
      );
    };
    broker.authorizeSubscribe = (client, sub, done) => {
      const device = this.deviceOf.get(client);
      done(null, device && maySubscribe(device, sub.topic) ? sub : null);
    };
    broker.authorizePublish = (client, packet, done) => {
      const device = client ? this.deviceOf.get(client) : undefined;
      if (!device) return done(new Error('not a device'));
      const uplinks = deps.uplinks();
      // One of its product's custom topics: logged as such (not telemetry), then passed on to subscribers.
      if (customPublish(device, packet.topic))
        return this.track(uplinks.custom(device, packet.topic, packet.payload as Buffer)).then(
          () => done(null),
          (err: unknown) => {
            deps.onError(err, 'mqtt uplink');
            done(err as Error);
          },
        );
      if (!topicAllowed(device, packet.topic)) {
        // MQTT 3.1.1 cannot refuse a PUBLISH: the connection is closed (and the refusal logged).
        uplinks
          .refuse(device, packet.topic, ['this device may not publish to this topic'], packet.payload.toString('utf8'))
          .catch((err: unknown) => deps.onError(err, 'mqtt refuse'));
        return done(new Error('topic not allowed'));
      }
      // Called back once stored: PUBACK follows. A failed write closes the connection unacknowledged,
      // so the device sends the message again.
      this.track(uplinks.handle(device, packet.topic, packet.payload as Buffer)).then(
        () => done(null),
        (err: unknown) => {
          deps.onError(err, 'mqtt uplink');
          done(err as Error);
        },
      );
    };
    broker.on('clientReady', (client) => {
      const device = this.deviceOf.get(client);
      if (!device) return;
      const before = this.clientOf.get(device.key);
      this.clientOf.set(device.key, client);
      if (before && before !== client) before.close();
      deps.presence.online(device).catch((err: unknown) => deps.onError(err, 'mqtt online'));
    });
    broker.on('clientDisconnect', (client) => {
      const device = this.deviceOf.get(client);
      if (!device || this.clientOf.get(device.key) !== client) return;
      this.clientOf.delete(device.key);
      if (this.closing) return;
      deps.presence.offline(device).catch((err: unknown) => deps.onError(err, 'mqtt offline'));
    });
    broker.on('ping', (_packet, client) => {
      const device = this.deviceOf.get(client);
      if (device) deps.presence.ping(device).catch((err: unknown) => deps.onError(err, 'mqtt ping'));
    });
  }

  /**
   * Hands a connection to the broker through its gate: `stream` is the TCP socket or the
   * WebSocket's stream, `address` the client's.
   */
  handle(stream: Duplex, address: string, req?: IncomingMessage) {
    const gate: PacketGate = new PacketGate(stream, address, (refusal) => this.refused(gate, refusal));
    this.broker.handle(gate, req);
  }

  /** A connection the gate closed: the server log says why, and the device's log if it is one. */
  private refused(gate: PacketGate, refusal: Refusal) {
    const client = (gate as unknown as { client?: Client }).client;
    const device = client ? this.deviceOf.get(client) : undefined;
    const line = refusalLine(refusal, gate.address);
    this.deps.warn({ address: gate.address, ...refusal, deviceKey: device?.key }, line);
    if (device && refusal.reason === 'tooLarge') {
      const why = `the message announced ${refusal.announced} bytes, more than the limit of ${refusal.limit}: it was not read and the connection was closed`;
      this.deps
        .uplinks()
        .refuse(device, '', [why], '')
        .catch((err: unknown) => this.deps.onError(err, 'mqtt refuse'));
    }
  }

  /** Listens for devices on TCP; resolves with the port, or rejects (port taken). */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer((socket) => this.handle(socket, plainAddress(socket.remoteAddress)));
      server.once('error', reject);
      // A deep backlog: a thousand devices reconnecting at once (after a restart) must not have
      // their SYNs dropped and retried seconds later.
      server.listen({ port, host, backlog: 4096 }, () => {
        server.off('error', reject);
        server.on('error', (err) => this.deps.onError(err, 'mqtt listener'));
        this.server = server;
        resolve((server.address() as { port: number }).port);
      });
    });
  }

  /** Publishes to devices (replies, downlinks). */
  send(topic: string, payload: string, qos: 0 | 1 = 0) {
    this.broker.publish(
      { cmd: 'publish', topic, payload: Buffer.from(payload), qos, retain: false, dup: false },
      (err) => {
        if (err) this.deps.onError(err, 'mqtt send');
      },
    );
  }

  /**
   * The devices (or products) changed: drop their cached view, then re-check every connected client
   * of them against the fresh one. Disabled, deleted or unpublished devices, changed credentials
   * and a custom topic no longer to be subscribed are disconnected; the others go on with the fresh
   * view (object model and custom topics included).
   */
  async recheck(keys?: string[], productKeys?: string[]) {
    await this.deps.cache.drop(keys, productKeys);
    const wantedKeys = keys ? new Set(keys) : null;
    const wantedProducts = productKeys ? new Set(productKeys) : null;
    for (const [key, client] of [...this.clientOf]) {
      const old = this.deviceOf.get(client);
      if (!old) continue;
      const all = !wantedKeys && !wantedProducts;
      if (!all && !wantedKeys?.has(key) && !wantedProducts?.has(old.productKey)) continue;
      const fresh = await this.deps.cache.get(key);
      if (!isActive(fresh) || !sameCredentials(old, fresh) || fresh.id !== old.id || lostSubscribe(old, fresh)) {
        // Its disconnect event marks it offline (a no-op for a disabled or deleted device).
        client.close();
        continue;
      }
      fresh.seenAt = old.seenAt;
      this.deviceOf.set(client, fresh);
    }
  }

  /** Whether the device is connected to this broker (downlinks are sent where it is). */
  holds(deviceKey: string): boolean {
    return this.clientOf.has(deviceKey);
  }

  get connected(): number {
    return this.clientOf.size;
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
    this.server?.close();
    await new Promise<void>((resolve) => this.broker.close(() => resolve()));
    await Promise.allSettled([...this.inFlight]);
  }
}
