import { EventEmitter } from 'node:events';
import pg from 'pg';

/** Messages between server processes sharing one database. */
export type BusMessage =
  | { type: 'sessionRevoked'; tokenHashes: string[] }
  /** Menus, grants or roles changed: every cached right is stale. */
  | { type: 'authChanged' }
  /** These users' rights or accounts changed. */
  | { type: 'usersChanged'; userIds: number[] }
  /** A frame for the live channel: to these users, or to everyone when userIds is absent. */
  | { type: 'frame'; userIds?: number[]; frame: string };

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
    if (payload.length > 7900) throw new Error('bus message too large');
    const c = this.client ?? new pg.Client({ connectionString: this.url });
    if (!this.client) await c.connect();
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
