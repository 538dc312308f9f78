// Every product's payload script, compiled once and kept (sagoo-iot-api.md §10): a message costs a
// call into an existing QuickJS context, not a fresh interpreter running the whole source as in
// SagooIoT. The contexts live in the sandbox workers (pool.ts), off the main thread, so a script
// that overruns its limits stalls a worker until the watchdog stops it, never the server. Entries
// are keyed by product and remember their source: the caller always hands in the script as the
// product has it now (the broker's device cache, the command's product row), so a changed script
// is recompiled on its next use even before `devicesChanged` drops the old one.
import { sandboxPool, type SandboxPool } from './pool.ts';
import type { ScriptFunction, ScriptOutcome } from './sandbox.ts';

/** Runs a script once, outside the cache: the console's test run. */
export async function runScript(source: string, fn: ScriptFunction, input: string): Promise<ScriptOutcome> {
  return (await sandboxPool().request({ op: 'once', source, fn, input })).out;
}

let instances = 0;

export class PayloadScripts {
  /** Keys in the shared workers are this instance's: two apps in one process keep apart. */
  private readonly prefix = `${++instances}:`;
  private readonly pool: SandboxPool;

  constructor(pool: SandboxPool = sandboxPool()) {
    this.pool = pool;
  }

  /** `parse(payload, topic)` of the product's script: the text that replaces a device's message. */
  parse(productKey: string, source: string, payload: string, topic: string): Promise<ScriptOutcome> {
    return this.run(productKey, source, 'parse', payload, [topic]);
  }

  /**
   * A downlink as the device wants it: `send(payload)` when the product's script defines `send`,
   * else the payload unchanged. Throws with the reason when the script fails.
   */
  async send(productKey: string, source: string, payload: string): Promise<string> {
    if (!source) return payload;
    const key = this.prefix + productKey;
    const { out } = await this.pool.request({ op: 'call', key, source, fn: 'send', input: payload, optional: true });
    if (!out.ok) throw new Error(`payload script: ${out.error}`);
    return out.text;
  }

  /** Calls `fn` of the product's script. Never throws: a failure is the outcome's `error`. */
  async run(
    productKey: string,
    source: string,
    fn: ScriptFunction,
    input: string,
    extra?: string[],
  ): Promise<ScriptOutcome> {
    const key = this.prefix + productKey;
    return (await this.pool.request({ op: 'call', key, source, fn, input, extra })).out;
  }

  /** Frees the scripts of these products (their script changed, or they are gone), or all of them. */
  drop(productKeys?: string[]): void {
    this.pool.drop(productKeys?.map((k) => this.prefix + k) ?? null, this.prefix);
  }
}
