// One sandbox worker thread and its watchdog. The worker answers requests one at a time in the
// order they were sent, so the oldest unanswered call is the one running; if it runs past
// WATCHDOG_MS of wall time the worker is terminated, that call fails, the calls queued behind it
// are sent once more to a fresh worker (they did nothing wrong), and the fresh worker recompiles
// scripts as they are next used.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DropRequest, FromWorker, SandboxAnswer, SandboxRequest } from './protocol.ts';
import type { ScriptOutcome } from './sandbox.ts';

/**
 * Wall time one call may hold its worker. Past QuickJS's own 200 ms with room to spare: a script
 * that QuickJS does stop, at its 16 MB limit, can take 100-200 ms of big-string copying on an idle
 * machine before it does, and that should end with QuickJS's reason, not a restart.
 */
export const WATCHDOG_MS = 1000;

const WORKER_URL = new URL('./sandbox-worker.ts', import.meta.url).href;
// The worker is TypeScript like the rest of the server, but inherits neither `node --import tsx`
// nor vitest's transform, and on Node 20 tsx's `--import` hooks do not apply to a worker's entry
// (nor does tsx register them off the main thread by itself): a small bootstrap registers tsx
// through its API, by absolute URL so the working directory is moot, then imports the worker.
const TSX_API = new URL(
  'dist/esm/api/index.mjs',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json')),
).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}) })`;
// QuickJS's heap is WebAssembly memory with its own 16 MB limit per script; these bound the
// worker's JS heap so that whatever gets past that kills the worker, not the process.
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

interface Call {
  id: number;
  req: SandboxRequest;
  resolve: (a: SandboxAnswer) => void;
  retried: boolean;
}

export class Slot {
  private worker: Worker | null = null;
  private ready = false;
  /** Unanswered calls in the order sent: the first is the one the worker is running. */
  private readonly pending = new Map<number, Call>();
  /** When the first pending call started running (the previous answer, or the worker's `ready`). */
  private headSince = 0;
  private timer: NodeJS.Timeout | null = null;
  /**
   * [0]: requests the worker has finished, written by the worker before it posts each answer;
   * `answered`: answers this thread has received. When the main thread itself was stalled, the
   * timer can fire before an answer already on its way is read: the counter tells them apart.
   */
  private done = new Int32Array(new SharedArrayBuffer(4));
  private answered = 0;
  /** Workers replaced so far (after a watchdog stop or a crash). */
  restarts = 0;

  /** Calls waiting, plus one while the worker is starting (a ready worker is the better pick). */
  get load(): number {
    return this.pending.size + (this.ready ? 0 : 1);
  }

  send(id: number, req: SandboxRequest): Promise<SandboxAnswer> {
    return new Promise((resolve) => this.post({ id, req, resolve, retried: false }));
  }

  /** A worker not running has nothing compiled, so there is nothing to drop. */
  drop(m: DropRequest): void {
    this.worker?.postMessage(m);
  }

  /** Starts the worker now rather than on its first call. */
  start(): Worker {
    if (this.worker) return this.worker;
    this.done = new Int32Array(new SharedArrayBuffer(4));
    this.answered = 0;
    const workerData = { done: this.done };
    const worker = new Worker(BOOTSTRAP, { eval: true, execArgv: [], resourceLimits: RESOURCE_LIMITS, workerData });
    this.worker = worker;
    this.ready = false;
    // Idle workers do not keep the process alive; a pending call does (see post).
    worker.unref();
    worker.on('message', (m: FromWorker) => worker === this.worker && this.receive(m));
    worker.on('error', (err) => worker === this.worker && this.crash(err));
    worker.on('exit', (code) => worker === this.worker && this.crash(new Error(`the worker exited (${code})`)));
    return worker;
  }

  /** Stops the worker; calls still waiting fail. */
  close(): Promise<unknown> {
    const worker = this.worker;
    this.worker = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const call of this.pending.values())
      call.resolve({ id: call.id, out: { ok: false, error: 'the sandbox closed' } });
    this.pending.clear();
    return worker ? worker.terminate() : Promise.resolve();
  }

  private post(call: Call) {
    const worker = this.start();
    if (this.pending.size === 0) {
      this.headSince = Date.now();
      worker.ref();
    }
    this.pending.set(call.id, call);
    worker.postMessage({ ...call.req, id: call.id });
    this.arm();
  }

  private receive(m: FromWorker) {
    if ('ready' in m) {
      this.ready = true;
      this.headSince = Date.now();
      this.arm();
      return;
    }
    this.answered++;
    const call = this.pending.get(m.id);
    if (!call) return;
    this.pending.delete(m.id);
    this.headSince = Date.now();
    if (this.pending.size === 0) this.worker?.unref();
    call.resolve(m);
  }

  /** One timer at most, re-armed lazily: a call answered in time costs no timer operation. */
  private arm() {
    if (this.timer || !this.ready || this.pending.size === 0) return;
    const wait = Math.max(0, this.headSince + WATCHDOG_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.ready || this.pending.size === 0) return;
      if (Date.now() - this.headSince < WATCHDOG_MS) return this.arm();
      // Finished, its answer not read yet: read it first (it re-arms for the next call).
      if (Atomics.load(this.done, 0) > this.answered) return void setImmediate(() => this.arm());
      this.replace(
        { ok: false, error: `the script ran too long (stopped after ${WATCHDOG_MS} ms)`, limit: true },
        'terminate',
      );
    }, wait);
    this.timer.unref();
  }

  private crash(err: Error) {
    const code = (err as { code?: string }).code;
    const reason =
      code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? 'the script used too much memory'
        : `the script engine failed: ${err.message}`;
    // A worker that never got ready failed on its own: no call is to blame, all are retried.
    this.replace(this.ready ? { ok: false, error: reason, limit: true } : null, 'gone');
  }

  /**
   * Drops the worker: the running call ends with `blame` (when it is to blame), the others are sent
   * once more to a fresh worker, or fail if they were already retried once.
   */
  private replace(blame: ScriptOutcome | null, how: 'terminate' | 'gone') {
    const worker = this.worker;
    this.worker = null;
    this.ready = false;
    this.restarts++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (worker && how === 'terminate') void worker.terminate();
    const calls = [...this.pending.values()];
    this.pending.clear();
    const head = blame ? calls.shift() : undefined;
    if (head && blame) head.resolve({ id: head.id, out: blame });
    for (const call of calls) {
      if (!call.retried) this.post({ ...call, retried: true });
      else call.resolve({ id: call.id, out: { ok: false, error: 'the script engine restarted twice; try again' } });
    }
  }
}
