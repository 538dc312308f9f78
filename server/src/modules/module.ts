// What a module hands the app: its routes as a Fastify plugin, its messages and its seed rows.
// modules/index.ts lists the modules; the app, lib/i18n.ts and db/seed take them from there.
import type { Text } from '@iot/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleSeed } from '../db/seed/rows.ts';
import { AUTH_GUARD } from '../plugins/auth.ts';

/** Server messages by key, each `[zh-CN, en, zh-TW]`; `{name}` is filled from the message's params. */
export type Messages = Readonly<Record<string, Text>>;

export interface ModuleDefinition<M extends Messages> {
  /** The plugin's name, which other modules list in `dependencies`. */
  name: string;
  /**
   * Plugins that must be registered before this one, besides the auth guard every module's routes
   * sit behind (Fastify refuses to start otherwise).
   */
  dependencies?: string[];
  /** Routes that need no guard at all (health). */
  unguarded?: boolean;
  routes?: FastifyPluginAsync;
  /** Routes live in their own context unless the module decorates the app for others (`liveHub`). */
  decoratesApp?: boolean;
  messages?: M;
  seed?: ModuleSeed;
}

export interface ServerModule<M extends Messages = Messages> {
  name: string;
  /** Null for a module that only seeds (screens whose API lives elsewhere). */
  plugin: FastifyPluginAsync | null;
  messages: M;
  seed: ModuleSeed;
}

export function defineModule<M extends Messages = Record<never, Text>>(def: ModuleDefinition<M>): ServerModule<M> {
  const { name, routes, decoratesApp = false } = def;
  const dependencies = [...(def.unguarded ? [] : [AUTH_GUARD]), ...(def.dependencies ?? [])];
  return {
    name,
    plugin: routes ? fp(routes, { name, dependencies, encapsulate: !decoratesApp }) : null,
    messages: def.messages ?? ({} as M),
    seed: def.seed ?? {},
  };
}
