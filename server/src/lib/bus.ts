import { EventEmitter } from 'node:events';
import pg from 'pg';

/** Messages between server processes sharing one database. */
export type BusMessage =
  /** `forced`: an administrator ended them (online users): the consoles are told before their sockets close. */
  | { type: 'sessionRevoked'; tokenHashes: string[]; forced?: boolean }
  /** A session got a new token (refreshToken): the old one lives on briefly, its sockets move over. */
  | { type: 'sessionReplaced'; from: string; to: string }
  /** Menus, grants or roles changed: every cached right is stale. */
  | { type: 'authChanged' }
  /** These users' rights or accounts changed. */
  | { type: 'usersChanged'; userIds: number[] }
  /** A process wrote to the database: cached list answers are stale (db/answer-cache.ts). */
  | { type: 'dataChanged' }
  /**
   * Devices were disabled, deleted or given new credentials (keys), or a product changed
   * (productKeys): brokers drop their cached view and disconnect clients that may no longer be on.
   */
  | { type: 'devicesChanged'; keys?: string[]; productKeys?: string[] }
  /** Sockets of process `from` follow these topics: the others build live frames for them (modules/live). */
  | { type: 'topicsFollowed'; from: string; topics: string[] }
  /** A process started or reconnected: the others announce the topics they follow. */
  | { type: 'topicsWanted'; from: string }
  /** Live frames about devices, each for the sockets subscribed to its topic (`device/<key>`). */
  | { type: 'topicFrames'; frames: { topic: string; frame: string }[] }
  /** A frame for the live channel: to these users, or to everyone when userIds is absent. */
  | { type: 'frame'; userIds?: number[]; frame: string }
  /**
   * A device's answer to a downlink (property set, service invoke) that reached a process where
   * nobody waits for it: the process that sent the command settles its waiter (modules/mqtt).
   */
  | { type: 'deviceReply'; reply: BusDeviceReply }
  /** A downlink for a device connected to another process's embedded broker: that process sends it. */
  | { type: 'deviceDownlink'; deviceKey: string; topic: string; payload: string; qos: 0 | 1 }
  /** Alarm rules or levels changed: every process reloads its published rules (modules/alarm). */
  | { type: 'alarmRulesChanged' }
  /** System parameters were written: every process drops its cached values (modules/config). */
  | { type: 'paramsChanged' }
  /** Scheduled jobs were written: every process schedules them again (modules/job). */
  | { type: 'jobsChanged' }
  /** Automation flows were enabled, edited, disabled or deleted: every process reloads its index (modules/automation). */
  | { type: 'automationFlowsChanged' }
  /**
   * A flow sent a command to a device from a run `depth` deep in a chain of its own firings: the
   * process that takes the device's next message counts it as caused by the flow (loop guard).
   */
  | { type: 'automationCaused'; deviceKey: string; flowId: number; depth: number };

/** A device's reply as the bus carries it (the MQTT module's DeviceReply). */
export interface BusDeviceReply {
  deviceKey: string;
  id: string;
  /** The device's `code` (200 = done). */
  code: number;
  message: string;
  data: unknown;
  raw: Record<string, unknown>;
}

/** The largest NOTIFY payload we send (PostgreSQL's limit is 8000 bytes). */
export const BUS_MAX_BYTES = 7900;

const CHANNEL = 'iot_console_bus';

/**
 * Delivers each published message once to every process, this one included. On PostgreSQL it goes
 * through LISTEN/NOTIFY (so several processes agree); with PGlite there is one process and the
 * message is delivered directly. If the LISTEN connection drops, `reset` fires so caches start over.
 */
export class Bus extends EventEmitter<{ message: [BusMessage]; reset: [] }> {
  private client: pg.Client | null = null;
  private closed = false;

  constructor(private readonly url?: string) {
    super();
    // Each module that keeps state in step across processes listens once: a dozen by design, not a leak.
    this.setMaxListeners(50);
  }

  async start(): Promise<void> {
    if (!this.url) return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        this.emit('message', JSON.parse(n.payload) as BusMessage);
      } catch {
        /* not ours */
      }
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private reconnect(dead: pg.Client) {
    if (this.closed || this.client !== dead) return;
    this.client = null;
    this.emit('reset');
    const retry = () =>
      this.connect().then(
        () => this.emit('reset'),
        () => setTimeout(retry, 1000).unref(),
      );
    setTimeout(retry, 200).unref();
  }

  async publish(message: BusMessage): Promise<void> {
    if (!this.url) {
      this.emit('message', message);
      return;
    }
    const payload = JSON.stringify(message);
    // NOTIFY payloads are limited to 8000 bytes; a larger frame is sent as an instruction to refetch.
    if (payload.length > BUS_MAX_BYTES) throw new Error('bus message too large');
    const c = this.client ?? new pg.Client({ connectionString: this.url });
    if (!this.client) {
      // A one-off connection while LISTEN reconnects: its failure is the query's, not the process's.
      c.on('error', () => undefined);
      await c.connect();
    }
    try {
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    } finally {
      if (c !== this.client) await c.end();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }
}
