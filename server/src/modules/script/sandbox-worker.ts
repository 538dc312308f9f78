// A sandbox worker thread: owns the compiled scripts of the products routed to it and runs one
// request at a time. QuickJS only checks its deadline every few thousand steps, so a script looping
// over slow built-ins can overrun it by seconds; here that stalls this thread only, and the main
// thread's watchdog (slot.ts) terminates it.
import { parentPort, workerData } from 'node:worker_threads';
import type { FromWorker, SandboxAnswer, SandboxRequest, ToWorker } from './protocol.ts';
import { CompiledScript, loadEngine, MAX_OUTPUT_CHARS, resetEngine, runOnce, type ScriptOutcome } from './sandbox.ts';

type Compiled = CompiledScript | { error: string };

const port = parentPort;
if (!port) throw new Error('sandbox-worker.ts runs as a worker thread');
const post = (m: FromWorker) => port.postMessage(m);
/** Requests finished, shared with the main thread's watchdog (slot.ts). */
const done = (workerData as { done: Int32Array }).done;

/** Scripts by key; each remembers its source, so a changed script is recompiled on its next use. */
const entries = new Map<string, { source: string; compiled: Compiled }>();

function release(compiled: Compiled) {
  if (!('error' in compiled)) compiled.dispose();
}

async function compiledFor(key: string, source: string): Promise<Compiled> {
  const entry = entries.get(key);
  if (entry && entry.source === source && ('error' in entry.compiled || entry.compiled.usable)) return entry.compiled;
  if (entry) release(entry.compiled);
  entries.delete(key);
  // A throw (the engine failed to load) is not remembered: the next message tries again.
  const compiled = await CompiledScript.compile(source);
  entries.set(key, { source, compiled });
  return compiled;
}

async function call(req: Extract<SandboxRequest, { op: 'call' }>): Promise<ScriptOutcome> {
  const compiled = await compiledFor(req.key, req.source);
  if ('error' in compiled) return { ok: false, error: compiled.error };
  if (req.optional && compiled.kinds[req.fn] !== 'function') return { ok: true, text: req.input };
  const out = compiled.call(req.fn, req.input, req.extra);
  // After a limit the script's globals may be half-written or full: the next message starts afresh.
  if (!out.ok && out.limit) {
    entries.delete(req.key);
    compiled.dispose();
  }
  if (out.ok && out.text.length > MAX_OUTPUT_CHARS)
    return { ok: false, error: `the script's result is longer than ${MAX_OUTPUT_CHARS / 1024} K characters` };
  return out;
}

async function answer(req: SandboxRequest & { id: number }): Promise<SandboxAnswer> {
  const { id } = req;
  try {
    if (req.op === 'call') return { id, out: await call(req) };
    if (req.op === 'once') return { id, out: await runOnce(req.source, req.fn, req.input) };
    const compiled = await CompiledScript.compile(req.source);
    if ('error' in compiled) return { id, out: { ok: false, error: compiled.error } };
    const kinds = { ...compiled.kinds };
    compiled.dispose();
    return { id, out: { ok: true, text: '' }, kinds };
  } catch (err) {
    // The engine aborted (not the script's doing): every compiled script goes with it.
    entries.clear();
    resetEngine();
    return { id, out: { ok: false, error: `the script engine failed: ${(err as Error).message}` } };
  }
}

function drop(m: Extract<ToWorker, { op: 'drop' }>) {
  for (const [key, entry] of entries) {
    const hit = m.keys ? m.keys.includes(key) : m.prefix === undefined || key.startsWith(m.prefix);
    if (!hit) continue;
    entries.delete(key);
    release(entry.compiled);
  }
}

// One request at a time, in arrival order, starting once the engine is loaded (the watchdog only
// counts from `ready`, so loading WebAssembly is not mistaken for a script running too long).
let queue: Promise<unknown> = loadEngine().then(
  () => post({ ready: true }),
  () => post({ ready: true }),
);
port.on('message', (m: ToWorker) => {
  queue = queue.then(async () => {
    if (m.op === 'drop') drop(m);
    else {
      const a = await answer(m);
      Atomics.add(done, 0, 1);
      post(a);
    }
  });
});
