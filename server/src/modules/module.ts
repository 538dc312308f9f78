// What a module hands the app: its routes as a Fastify plugin, its messages, its seed rows, the
// services it gives the modules below it (context.ts, ModuleServices), and for the one module that
// keeps sessions and roles, what access control reads. composition/modules.ts lists the modules and
// orders them by their dependencies; the app (app.ts, main.ts), the message catalogue and the seed
// take them from there.
import type { Text } from '@iot/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessProvider } from '../access/rights.ts';
import type { ModuleServices } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { ModuleSeed } from '../db/seed/rows.ts';
import type { Messages } from '../lib/i18n.ts';
import { AUTH_GUARD } from '../plugins/auth.ts';

export interface ModuleDefinition<M extends Messages> {
  /** The plugin's name, which other modules list in `dependencies`. */
  name: string;
  /**
   * The modules whose shared services this one uses (what they decorate the app with: `app.mqtt`,
   * `app.telemetry`, `app.scripts`, `app.liveHub`, `app.ctx.live`, ...): the composition registers
   * them first, and Fastify refuses to start if one is missing. The auth guard every module's
   * routes sit behind comes first anyway.
   */
  dependencies?: string[];
  /** Routes that need no guard at all (health). */
  unguarded?: boolean;
  routes?: FastifyPluginAsync;
  /** Routes live in their own context unless the module decorates the app for others (`liveHub`). */
  decoratesApp?: boolean;
  /** Its messages; their type goes into lib/i18n.ts's MessageCatalogue from its messages.ts. */
  messages?: M;
  seed?: ModuleSeed;
  /** Sessions, principals and data scopes for the platform's access control (one module: auth). */
  access?: AccessProvider;
  /** What it gives the modules below it (context.ts: each service comes from one module). */
  provides?: Partial<ModuleServices>;
  /** Work done once when the server starts, after the seed and before it listens (main.ts). */
  atStart?: (db: Db) => Promise<void>;
}

export interface ServerModule<M extends Messages = Messages> {
  name: string;
  /** Null for a module that only seeds (screens whose API lives elsewhere). */
  plugin: FastifyPluginAsync | null;
  messages: M;
  /** The modules it must be registered after (its definition's `dependencies`). */
  dependencies: string[];
  seed: ModuleSeed;
  access?: AccessProvider;
  provides: Partial<ModuleServices>;
  atStart?: (db: Db) => Promise<void>;
}

export function defineModule<M extends Messages = Record<never, Text>>(def: ModuleDefinition<M>): ServerModule<M> {
  const { name, routes, decoratesApp = false } = def;
  const dependencies = def.dependencies ?? [];
  const plugins = [...(def.unguarded ? [] : [AUTH_GUARD]), ...dependencies];
  return {
    name,
    plugin: routes ? fp(routes, { name, dependencies: plugins, encapsulate: !decoratesApp }) : null,
    dependencies,
    messages: def.messages ?? ({} as M),
    seed: def.seed ?? {},
    access: def.access,
    provides: def.provides ?? {},
    atStart: def.atStart,
  };
}
