// The sandbox workers of the process: two, so that while one is stuck on a script until its watchdog
// fires, the other keeps serving. A kept script lives in one worker (its globals are state between
// calls), so each key is pinned to the worker that was least busy when the key was first used;
// one-off runs (test run, save validation) go to whichever worker is least busy now.
import type { DropRequest, SandboxAnswer, SandboxRequest } from './protocol.ts';
import { Slot } from './slot.ts';

const POOL_SIZE = 2;

export class SandboxPool {
  readonly slots: Slot[];
  private nextId = 1;
  /** key → the slot holding its compiled script. */
  private readonly pinned = new Map<string, Slot>();

  constructor(size = POOL_SIZE) {
    this.slots = Array.from({ length: size }, () => new Slot());
  }

  request(req: SandboxRequest): Promise<SandboxAnswer> {
    const slot = req.op === 'call' ? this.slotOf(req.key) : this.leastBusy();
    // Every worker starts with the first request, so a spare one is warm when it is needed.
    for (const s of this.slots) s.start();
    return slot.send(this.nextId++, req);
  }

  /** Frees these keys' scripts, or every key starting with `prefix`. */
  drop(keys: string[] | null, prefix: string): void {
    const m: DropRequest = keys ? { op: 'drop', keys } : { op: 'drop', prefix };
    for (const key of [...this.pinned.keys()])
      if (keys ? keys.includes(key) : key.startsWith(prefix)) this.pinned.delete(key);
    for (const s of this.slots) s.drop(m);
  }

  /** Stops the workers (a pool of its own, in tests; the shared one lives as long as the process). */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.close()));
  }

  private slotOf(key: string): Slot {
    let slot = this.pinned.get(key);
    if (!slot) {
      slot = this.leastBusy();
      this.pinned.set(key, slot);
    }
    return slot;
  }

  private leastBusy(): Slot {
    // Ties go to the slot holding fewer keys, so products spread over the workers.
    const held = (s: Slot) => [...this.pinned.values()].filter((p) => p === s).length;
    return this.slots.reduce((best, s) =>
      s.load < best.load || (s.load === best.load && held(s) < held(best)) ? s : best,
    );
  }
}

let shared: SandboxPool | null = null;

/** The process's pool, started with its first request. */
export function sandboxPool(): SandboxPool {
  shared ??= new SandboxPool();
  return shared;
}
