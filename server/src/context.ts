import { EventEmitter } from 'node:events';
import type { Permission } from './access/needs.ts';
import type { Principal } from './access/principal.ts';
import type { Rights } from './access/rights.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Bus } from './lib/bus.ts';
import type { Lang } from './lib/lang.ts';

/** Events between modules. `tokenUpdated` carries the user ids whose rights or account changed. */
export interface AppEvents {
  tokenUpdated: [userIds: number[]];
}

export interface AppContext {
  config: Config;
  database: Database;
  events: EventEmitter<AppEvents>;
  /** Messages between server processes (LISTEN/NOTIFY on PostgreSQL). */
  bus: Bus;
  /**
   * Sessions, principals and menus, cached and kept in step through the bus: given by the module
   * that keeps them (auth) through its definition's `access` (access/rights.ts).
   */
  rights: Rights;
  /** The live channel: frames to users' WebSocket connections on every server process. */
  live: LiveChannel;
}

/** A server-to-client frame of the live channel (CONTRACT.md); code and timestamp are added when sent. */
export interface LiveFrame {
  event: string;
  data?: unknown;
}

export interface LiveChannel {
  /** Sends to every connection of these users, on every process. */
  toUsers(userIds: number[], frame: LiveFrame): Promise<void>;
  /** Sends to every connection, on every process. */
  broadcast(frame: LiveFrame): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Forget cached principals (after role, grant or account changes). */
    invalidatePrincipals(userIds?: number[]): void;
    /** Tell every connection of these users that their rights changed, and drop their cached rights. */
    notifyTokenUpdated(userIds: number[]): void;
  }
  interface FastifyRequest {
    lang: Lang;
    token: string | null;
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    permission?: Permission;
  }
}
