// The messages between the main thread (pool.ts, slot.ts) and a sandbox worker (sandbox-worker.ts).
// Each request carries an id and is answered once with the same id, in the order it was sent: the
// worker runs one request at a time, which is what lets the main thread's watchdog know which call
// is running.
import type { ScriptFunction, ScriptOutcome } from './sandbox.ts';

export type SandboxRequest =
  /** `fn` of the script kept under `key` (compiled when new or changed). `optional`: a script
   * without `fn` hands the input back unchanged (a downlink with no `send`). */
  | { op: 'call'; key: string; source: string; fn: ScriptFunction; input: string; extra?: string[]; optional?: boolean }
  /** Compile, call once, free: the console's test run. */
  | { op: 'once'; source: string; fn: ScriptFunction; input: string }
  /** Compile and report what the script defines: save validation. */
  | { op: 'check'; source: string };

/** Frees kept scripts: these keys, every key starting with `prefix`, or all. Not answered. */
export interface DropRequest {
  op: 'drop';
  keys?: string[];
  prefix?: string;
}

export type ToWorker = (SandboxRequest & { id: number }) | DropRequest;

export interface SandboxAnswer {
  id: number;
  out: ScriptOutcome;
  /** `check` only: typeof parse and send after the source ran. */
  kinds?: Record<ScriptFunction, string>;
}

export type FromWorker = SandboxAnswer | { ready: true };
