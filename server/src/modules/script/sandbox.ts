// The payload scripts' sandbox (sagoo-iot-api.md §10): QuickJS compiled to WebAssembly
// (quickjs-emscripten), never node:vm. A script sees only the language itself: no require, no
// fetch, no timers, no console, nothing of the host. Each compiled script has its own QuickJS
// runtime, so its memory limit is its own, and every call runs under a deadline that the interrupt
// handler enforces. The handler is only polled every few thousand steps, so a loop over slow
// built-ins can overrun the deadline by seconds: this runs in a worker thread (sandbox-worker.ts)
// whose main-thread watchdog (slot.ts) has the last word.
import {
  newQuickJSWASMModule,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten';

/** Heap of one script's runtime: code, globals it keeps between calls and each call's garbage. */
export const MEMORY_LIMIT_BYTES = 16 * 1024 * 1024;
/**
 * Wall time of one call (or of running the source once when it is compiled). Wall time, not CPU
 * time, so it includes moments the thread is not scheduled: 200 ms leaves a busy 2-core machine
 * room for a script that needs a millisecond, and the worker keeps even a slow one off the main thread.
 */
export const TIME_LIMIT_MS = 200;
/** The longest text a kept script may hand on: the same bound as a device's own message. */
export const MAX_OUTPUT_CHARS = 256 * 1024;
/** Deep recursion stops with a JS "stack overflow" well before the WebAssembly stack runs out. */
const STACK_LIMIT_BYTES = 256 * 1024;

export type ScriptFunction = 'parse' | 'send';

/**
 * A call's outcome: the text the function produced (a returned string as is, anything else as
 * JSON), or why there is none. `limit`: the script hit the time or memory limit (its state may be
 * anything now, so the caller starts it afresh).
 */
export type ScriptOutcome = { ok: true; text: string } | { ok: false; error: string; limit?: boolean };

/**
 * One engine per process. A WebAssembly abort (a bug in the engine, not in a script) leaves it
 * unusable; `resetEngine` lets the next compile load a fresh one, and `generation` tells compiled
 * scripts of the old one apart.
 */
let engine: Promise<QuickJSWASMModule> | null = null;
let generation = 0;

export function loadEngine(): Promise<QuickJSWASMModule> {
  if (!engine) {
    engine = newQuickJSWASMModule();
    engine.catch(() => (engine = null));
  }
  return engine;
}

export function resetEngine(): void {
  engine = null;
  generation++;
}

/** A QuickJS error (or any thrown value) as one line for a device log or the console. */
function describe(ctx: QuickJSContext, handle: QuickJSHandle): { error: string; limit?: boolean } {
  let v: unknown;
  try {
    v = ctx.dump(handle);
  } catch {
    return { error: 'the script failed' };
  }
  if (typeof v !== 'object' || v === null) return { error: `uncaught ${JSON.stringify(v) ?? String(v)}` };
  const e = v as { name?: unknown; message?: unknown; lineNumber?: unknown };
  if (e.name === 'InternalError' && e.message === 'interrupted')
    return { error: `the script ran longer than ${TIME_LIMIT_MS} ms`, limit: true };
  if (e.name === 'InternalError' && e.message === 'out of memory')
    return { error: `the script used more than ${MEMORY_LIMIT_BYTES / 1024 / 1024} MB of memory`, limit: true };
  const where = typeof e.lineNumber === 'number' ? ` (line ${e.lineNumber})` : '';
  return { error: `${String(e.name ?? 'Error')}: ${String(e.message ?? '')}${where}` };
}

/** A script's source, run once; its `parse`/`send` kept as handles and called per message. */
export class CompiledScript {
  private deadline = Infinity;
  private disposed = false;
  private readonly born = generation;
  private readonly runtime: QuickJSRuntime;
  private readonly ctx: QuickJSContext;
  /** The context's own JSON.stringify, taken before the script could replace it. */
  private readonly stringify: QuickJSHandle;
  private readonly fns = new Map<ScriptFunction, QuickJSHandle>();
  /** typeof each name after the source ran ('undefined' when absent): what save validation checks. */
  readonly kinds: Record<ScriptFunction, string> = { parse: 'undefined', send: 'undefined' };

  private constructor(qjs: QuickJSWASMModule) {
    this.runtime = qjs.newRuntime();
    this.runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
    this.runtime.setMaxStackSize(STACK_LIMIT_BYTES);
    // Called by QuickJS every few thousand operations: one closure per runtime, a field per call.
    this.runtime.setInterruptHandler(() => Date.now() > this.deadline);
    this.ctx = this.runtime.newContext();
    const json = this.ctx.getProp(this.ctx.global, 'JSON');
    this.stringify = this.ctx.getProp(json, 'stringify');
    json.dispose();
  }

  /** Runs the source once; the compiled script, or the error it raised (the runtime then freed). */
  static async compile(source: string): Promise<CompiledScript | { error: string }> {
    const script = new CompiledScript(await loadEngine());
    const failure = script.load(source);
    if (!failure) return script;
    script.dispose();
    return failure;
  }

  private load(source: string): { error: string } | null {
    const { ctx } = this;
    this.deadline = Date.now() + TIME_LIMIT_MS;
    try {
      const result = ctx.evalCode(source, 'script.js');
      if (result.error) {
        const failure = describe(ctx, result.error);
        result.error.dispose();
        return failure;
      }
      result.value.dispose();
      for (const name of ['parse', 'send'] as const) {
        const handle = ctx.getProp(ctx.global, name);
        this.kinds[name] = ctx.typeof(handle);
        if (this.kinds[name] === 'function') this.fns.set(name, handle);
        else handle.dispose();
      }
      return null;
    } finally {
      this.deadline = Infinity;
    }
  }

  /** False once disposed, or when the engine it lives in was replaced. */
  get usable(): boolean {
    return !this.disposed && this.born === generation;
  }

  /** Calls `fn(input, ...extra)` under the time limit. Throws only when the engine itself failed. */
  call(fn: ScriptFunction, input: string, extra: string[] = []): ScriptOutcome {
    if (!this.usable) return { ok: false, error: 'the script was replaced; try again' };
    const f = this.fns.get(fn);
    if (!f) return { ok: false, error: `the script defines no ${fn} function` };
    const { ctx } = this;
    const args = [input, ...extra].map((s) => ctx.newString(s));
    this.deadline = Date.now() + TIME_LIMIT_MS;
    try {
      const result = ctx.callFunction(f, ctx.undefined, ...args);
      if (result.error) {
        const failure = describe(ctx, result.error);
        result.error.dispose();
        return { ok: false, ...failure };
      }
      const value = result.value;
      try {
        return this.text(fn, value);
      } finally {
        value.dispose();
      }
    } finally {
      this.deadline = Infinity;
      for (const a of args) a.dispose();
    }
  }

  /** A returned string is the text itself (SagooIoT's "JSON string" result); anything else as JSON. */
  private text(fn: ScriptFunction, value: QuickJSHandle): ScriptOutcome {
    const { ctx } = this;
    const kind = ctx.typeof(value);
    if (kind === 'string') return { ok: true, text: ctx.getString(value) };
    if (kind === 'undefined') return { ok: false, error: `${fn} returned nothing` };
    // Still under the deadline: a getter or a huge object costs the script, not the server.
    const json = ctx.callFunction(this.stringify, ctx.undefined, value);
    if (json.error) {
      const failure = describe(ctx, json.error);
      json.error.dispose();
      return { ok: false, ...failure };
    }
    try {
      if (ctx.typeof(json.value) !== 'string') return { ok: false, error: `${fn} returned a value JSON cannot hold` };
      return { ok: true, text: ctx.getString(json.value) };
    } finally {
      json.value.dispose();
    }
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    // An engine that was replaced after an abort cannot free anything any more.
    if (this.born !== generation) return;
    for (const h of this.fns.values()) h.dispose();
    this.fns.clear();
    this.stringify.dispose();
    this.ctx.dispose();
    this.runtime.dispose();
  }
}

/** Compiles, calls once and frees: the console's test run and save validation. */
export async function runOnce(source: string, fn: ScriptFunction, input: string): Promise<ScriptOutcome> {
  const script = await CompiledScript.compile(source);
  if (!(script instanceof CompiledScript)) return { ok: false, error: script.error };
  try {
    return script.call(fn, input);
  } finally {
    script.dispose();
  }
}
