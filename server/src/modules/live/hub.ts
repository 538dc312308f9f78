import type { WebSocket } from 'ws';

/** The frame as it goes on the wire: `data` left out when empty, `code` 0, `timestamp` in Unix seconds. */
export function encodeFrame(event: string, data?: unknown): string {
  const frame: Record<string, unknown> = { event };
  if (data !== undefined && data !== null) frame.data = data;
  frame.code = 0;
  frame.timestamp = Math.floor(Date.now() / 1000);
  return JSON.stringify(frame);
}

/**
 * A socket whose unsent data passes this is not reading what it is sent: it is closed instead of
 * written to (a client that pinged without reading grew the server to 1 GB in 20 s). A console
 * that reads its socket never gets near it: a frame is a few hundred bytes, a notice at most ~7 KB.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** Close codes the server sends (4000-4999 are the application's own). */
export const CLOSE = {
  silent: [4000, 'heartbeat timeout'],
  sessionEnded: [4001, 'session ended'],
  notReading: [1008, 'send buffer full: frames are not being read'],
  tooMany: [1008, 'too many connections for this user'],
  shutdown: [1001, 'server shutting down'],
} as const satisfies Record<string, readonly [number, string]>;

interface Connection {
  userId: number;
  /** SHA-256 of the token the socket was opened with; it follows the session when that is replaced. */
  tokenHash: string;
  lastSeen: number;
}

/** Topics (`device/<key>`) one socket may follow at a time; more are ignored. */
export const MAX_TOPICS_PER_SOCKET = 200;

/** The live connections of this process, by user (a user may have several), and their topics. */
export class Hub {
  private byUser = new Map<number, Set<WebSocket>>();
  private meta = new Map<WebSocket, Connection>();
  private topicsOf = new Map<WebSocket, Set<string>>();
  private byTopic = new Map<string, Set<WebSocket>>();

  add(userId: number, tokenHash: string, socket: WebSocket) {
    const set = this.byUser.get(userId) ?? new Set();
    set.add(socket);
    this.byUser.set(userId, set);
    this.meta.set(socket, { userId, tokenHash, lastSeen: Date.now() });
  }

  remove(socket: WebSocket) {
    const m = this.meta.get(socket);
    if (!m) return;
    this.meta.delete(socket);
    const set = this.byUser.get(m.userId);
    set?.delete(socket);
    if (set && set.size === 0) this.byUser.delete(m.userId);
    this.unsubscribe(socket);
  }

  /** Follows these topics; returns those taken (a socket holds at most MAX_TOPICS_PER_SOCKET). */
  subscribe(socket: WebSocket, topics: string[]): string[] {
    if (!this.meta.has(socket)) return [];
    const mine = this.topicsOf.get(socket) ?? new Set<string>();
    this.topicsOf.set(socket, mine);
    const taken: string[] = [];
    for (const topic of topics) {
      if (!mine.has(topic)) {
        if (mine.size >= MAX_TOPICS_PER_SOCKET) continue;
        mine.add(topic);
        const sockets = this.byTopic.get(topic) ?? new Set<WebSocket>();
        sockets.add(socket);
        this.byTopic.set(topic, sockets);
      }
      taken.push(topic);
    }
    return taken;
  }

  /** Stops following these topics, or all of them. */
  unsubscribe(socket: WebSocket, topics?: string[]) {
    const mine = this.topicsOf.get(socket);
    if (!mine) return;
    for (const topic of topics ?? [...mine]) {
      if (!mine.delete(topic)) continue;
      const sockets = this.byTopic.get(topic);
      sockets?.delete(socket);
      if (sockets?.size === 0) this.byTopic.delete(topic);
    }
    if (mine.size === 0) this.topicsOf.delete(socket);
  }

  /** The topics sockets of this process follow. */
  topics(): string[] {
    return [...this.byTopic.keys()];
  }

  /** Whether a socket of this process follows the topic (frames nobody follows are not made). */
  hasTopic(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  /** Sends a ready frame to the sockets following this topic. */
  deliverTopic(topic: string, frame: string) {
    for (const socket of [...(this.byTopic.get(topic) ?? [])]) this.send(socket, frame);
  }

  touch(socket: WebSocket) {
    const m = this.meta.get(socket);
    if (m) m.lastSeen = Date.now();
  }

  /**
   * Open sockets this user holds on this process. One whose close has begun (a page left, its
   * close frame not yet answered) does not count: a user opening pages quickly is not refused
   * for the sockets of pages already gone.
   */
  countOf(userId: number): number {
    let open = 0;
    for (const socket of this.byUser.get(userId) ?? []) if (socket.readyState === socket.OPEN) open++;
    return open;
  }

  /** Writes a frame, unless the socket is not reading: then it is closed and forgotten. */
  send(socket: WebSocket, frame: string) {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(socket, CLOSE.notReading);
      // The close frame waits behind the unread data; if the client still does not read, cut it.
      setTimeout(() => socket.terminate(), 1000).unref();
      return;
    }
    socket.send(frame);
  }

  /** Sends a ready frame to these users' sockets, or to every socket when `userIds` is absent. */
  deliver(frame: string, userIds?: number[]) {
    const targets = userIds ? userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]) : [...this.meta.keys()];
    for (const socket of targets) this.send(socket, frame);
  }

  close(socket: WebSocket, [code, reason]: readonly [number, string]) {
    this.remove(socket);
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  }

  /**
   * Closes the sockets opened with these sessions (logout, revocation); with `notice`, that frame
   * goes first (forced logout: the console shows its signed-out dialog instead of reconnecting).
   */
  closeSessions(tokenHashes: string[], notice?: string) {
    const ended = new Set(tokenHashes);
    for (const [socket, m] of [...this.meta]) {
      if (!ended.has(m.tokenHash)) continue;
      if (notice) this.send(socket, notice);
      this.close(socket, CLOSE.sessionEnded);
    }
  }

  /** A session was replaced by a new token (refreshToken): its sockets now belong to the new one. */
  rekey(from: string, to: string) {
    for (const m of this.meta.values()) if (m.tokenHash === from) m.tokenHash = to;
  }

  /** Closes every socket of a user (account disabled or deleted). */
  closeUser(userId: number) {
    for (const socket of [...(this.byUser.get(userId) ?? [])]) this.close(socket, CLOSE.sessionEnded);
  }

  userIds(): number[] {
    return [...this.byUser.keys()];
  }

  tokenHashes(): string[] {
    return [...new Set([...this.meta.values()].map((m) => m.tokenHash))];
  }

  /** Closes sockets that have been silent for longer than `maxSilentMs`. */
  reap(maxSilentMs: number, now = Date.now()) {
    for (const [socket, m] of [...this.meta]) if (now - m.lastSeen > maxSilentMs) this.close(socket, CLOSE.silent);
  }

  get size() {
    return this.meta.size;
  }

  closeAll() {
    for (const socket of [...this.meta.keys()]) this.close(socket, CLOSE.shutdown);
  }
}
