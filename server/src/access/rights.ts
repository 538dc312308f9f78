// What access control needs from the module that keeps sessions, accounts and roles (auth): the
// guard (plugins/auth.ts) turns a token into a principal through `app.ctx.rights`, and data scopes
// read through a ScopeSource. That module gives both in its definition (`access`, modules/module.ts);
// the app takes them when it is built (app.ts). The platform never imports the module.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Bus, BusMessage } from '../lib/bus.ts';
import type { ScopeSource } from './data-scope.ts';
import type { Principal } from './principal.ts';

/**
 * Sessions and principals, cached and kept in step between processes through the bus. The module
 * that provides it may add what its own callers read (the auth module adds the menus).
 */
export interface Rights {
  /** The user behind a session token, or null when it is unknown or expired. */
  userIdOf(token: string): Promise<number | null>;
  /** The user's principal, or null for an unknown user. */
  principal(userId: number): Promise<Principal | null>;
  /** Applies a change here at once and tells the other processes. */
  publish(message: BusMessage): Promise<void>;
}

export interface AccessProvider {
  /** The app's rights (`app.ctx.rights`), made once per app. */
  rights(db: Db, bus: Bus, config: Config): Rights;
  /** The reads behind data scopes. */
  scopes: ScopeSource;
}
