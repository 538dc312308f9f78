import { EventEmitter } from 'node:events';
import type { LatestProperties, SysRole } from '@iot/contract';
import type { Permission } from './access/needs.ts';
import type { Principal } from './access/principal.ts';
import type { Rights } from './access/rights.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
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
  /** What modules above give the modules below them (ModuleServices; the same as `services()`). */
  services: ModuleServices;
}

/**
 * What a module needs of a module above it. A module imports only the modules below it, through
 * their index.ts (ARCHITECTURE.md, "Layers"); the few things a lower module needs of a higher one
 * are declared here, given by the higher module in its definition (`provides`, modules/module.ts)
 * and set when the app is built (app.ts), before any request: read them as `app.ctx.services`, or
 * `services()` in code handed only a database. Each takes the database (or transaction) to work in.
 */
export interface ModuleServices {
  /** Given by the user module: who holds roles and who belongs to departments. */
  accounts: {
    /** Users holding any of these roles. */
    holdersOf(db: Db, roleIds: number[]): Promise<number[]>;
    /** How many users hold each role (roles nobody holds are left out). */
    holderCounts(db: Db): Promise<Map<number, number>>;
    /** Whether a user belongs to one of these departments. */
    anyInDepts(db: Db, deptIds: number[]): Promise<boolean>;
  };
  /** Given by the role module: the roles granted each menu rule, which the menu page edits too. */
  grants: {
    /** Every role, in GFast's order, as SysRole (userCnt 0). */
    roles(db: Db): Promise<SysRole[]>;
    /** The roles granted any of these rules, by id. */
    rolesOfRules(db: Db, ruleIds: number[]): Promise<number[]>;
    /** Makes `roleIds` the roles granted the rule; an unknown role is refused (roleNotFound). */
    setRolesOfRule(db: Db, ruleId: number, roleIds: number[]): Promise<void>;
  };
  /** Given by the auth module: accounts' sessions. */
  sessions: {
    /** Ends every session of these users; answers their token hashes (for `sessionRevoked`). */
    endAll(db: Db, userIds: number[]): Promise<string[]>;
  };
  /** Given by the telemetry module: what devices reported, shown in device lists and removed with devices. */
  deviceData: {
    /** The latest values of these devices (those that never reported are left out). */
    latestOf(db: Db, deviceIds: number[]): Promise<{ deviceId: number; properties: LatestProperties }[]>;
    /** Removes these devices' history, its roll-up, latest values and log. */
    removeOf(db: Db, deviceIds: number[]): Promise<void>;
  };
}

/** The services by name, each given by exactly one module (checked when the app is built). */
export const SERVICE_NAMES = [
  'accounts',
  'grants',
  'sessions',
  'deviceData',
] as const satisfies readonly (keyof ModuleServices)[];
type Unnamed = Exclude<keyof ModuleServices, (typeof SERVICE_NAMES)[number]>;
const _everyServiceNamed: [Unnamed] extends [never] ? true : never = true;

let given: ModuleServices | null = null;

/** Sets the modules' services (app.ts, when the app is built; every app gets the same ones). */
export function useServices(s: ModuleServices): void {
  given = s;
}

/** What the modules above give the modules below (ModuleServices). */
export function services(): ModuleServices {
  if (!given) throw new Error('module services are not set: build the app (app.ts) first');
  return given;
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
