/**
 * Finished answers of the read-mostly list endpoints, kept until the next write to the database.
 *
 * Why: PGlite runs inside the server's one thread on one connection, and each query costs some
 * 0.5-1 ms of WebAssembly and protocol work however small the table; a list (page + count) with
 * the HTTP work costs ~5 ms, so 50 concurrent callers queue for ~250 ms each. The console's
 * dictionaries, menus and notices change rarely and are read on every page, so an answer is
 * computed once per change instead of once per request (as getUserMenus is).
 *
 * Correctness: the database layer calls `invalidate()` after every statement that is not a plain
 * SELECT and after every transaction, so whatever a handler writes (cascades included) is seen by
 * the next read. An answer whose load began before a write finished is handed to the callers that
 * were waiting for it but never stored. On PostgreSQL other processes learn of a write through
 * the bus (`dataChanged`); a TTL bounds what a write from outside the console could leave stale.
 *
 * What devices report (latest values, history, device logs, alarms: statements marked
 * TELEMETRY_WRITE) does not count as a write, or the cache would be emptied many times a second
 * while devices talk. Answers that read those tables say so (`telemetry`): each telemetry write of
 * this process drops them, and the shorter `telemetryTtlMs` bounds what other processes' leave stale.
 */
export interface AnswerCacheOptions {
  /** How long an answer may be served without a write being seen (Infinity: only writes expire it). */
  ttlMs: number;
  /** The same for answers that read what devices report (other processes' telemetry writes are not seen). */
  telemetryTtlMs?: number;
  /** Upper bound on the bytes of all stored answers; the least recently used go first. */
  maxChars: number;
  maxEntries: number;
}

/** One answer as sent: the JSON bytes, and each compressed form once a client asked for it. */
export interface CachedAnswer {
  plain: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** What an answer reads besides the console's data. */
export interface AnswerOptions {
  /** Latest values, history, device logs or alarms: dropped after each telemetry write too. */
  telemetry?: boolean;
}

interface Entry {
  body: Promise<CachedAnswer>;
  at: number;
  chars: number;
  telemetry: boolean;
}

export class AnswerCache {
  private generation = 0;
  private entries = new Map<string, Entry>();
  private chars = 0;
  private readonly writeListeners: (() => void)[] = [];
  /** Counters for tests and diagnostics. */
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(private readonly opts: AnswerCacheOptions) {}

  /** Drops every answer (a write happened here or, through the bus, in another process). */
  invalidate() {
    this.generation++;
    this.entries.clear();
    this.chars = 0;
    this.stats.invalidations++;
  }

  /** Called by the database layer after a local telemetry write: drops the answers that read telemetry. */
  telemetryWritten() {
    // Those still loading too: their callers get them, later ones a new load.
    for (const [key, entry] of this.entries) if (entry.telemetry) this.forget(key, entry);
  }

  /** Called by the database layer after a local write: invalidates and tells the listeners. */
  written() {
    this.invalidate();
    for (const listener of this.writeListeners) listener();
  }

  onWrite(listener: () => void) {
    this.writeListeners.push(listener);
  }

  /** The stored answer for `key`, or `load()`'s, shared with concurrent callers of the same key. */
  async get(key: string, load: () => Promise<Buffer>, opts: AnswerOptions = {}): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    const ttl = hit?.telemetry ? Math.min(this.opts.ttlMs, this.opts.telemetryTtlMs ?? Infinity) : this.opts.ttlMs;
    if (hit && Date.now() - hit.at < ttl) {
      this.stats.hits++;
      // Re-inserting keeps the map in least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    this.stats.misses++;
    if (hit) this.forget(key, hit);
    const generation = this.generation;
    const entry: Entry = {
      body: load().then((plain) => ({ plain, encoded: {} })),
      at: Date.now(),
      chars: 0,
      telemetry: opts.telemetry === true,
    };
    this.entries.set(key, entry);
    let body: CachedAnswer;
    try {
      body = await entry.body;
    } catch (err) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw err;
    }
    // A write finished while loading: the map was cleared (or, for a telemetry write, the entry
    // dropped), and this answer may predate the write.
    if (generation !== this.generation || this.entries.get(key) !== entry) return body;
    // Counted twice: room for the compressed forms stored beside it.
    entry.chars = 2 * body.plain.length;
    this.chars += entry.chars;
    this.evict();
    return body;
  }

  private forget(key: string, entry: Entry) {
    this.entries.delete(key);
    this.chars -= entry.chars;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.chars <= this.opts.maxChars && this.entries.size <= this.opts.maxEntries) return;
      this.forget(key, entry);
    }
  }
}
