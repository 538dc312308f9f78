import type { WebSocket } from 'ws';

/** The frame as it goes on the wire: `data` left out when empty, `code` 0, `timestamp` in Unix seconds. */
export function encodeFrame(event: string, data?: unknown): string {
  const frame: Record<string, unknown> = { event };
  if (data !== undefined && data !== null) frame.data = data;
  frame.code = 0;
  frame.timestamp = Math.floor(Date.now() / 1000);
  return JSON.stringify(frame);
}

interface Connection {
  userId: number;
  lastSeen: number;
}

/** The live connections of this process, by user (a user may have several). */
export class Hub {
  private byUser = new Map<number, Set<WebSocket>>();
  private meta = new Map<WebSocket, Connection>();

  add(userId: number, socket: WebSocket) {
    const set = this.byUser.get(userId) ?? new Set();
    set.add(socket);
    this.byUser.set(userId, set);
    this.meta.set(socket, { userId, lastSeen: Date.now() });
  }

  remove(socket: WebSocket) {
    const m = this.meta.get(socket);
    if (!m) return;
    this.meta.delete(socket);
    const set = this.byUser.get(m.userId);
    set?.delete(socket);
    if (set && set.size === 0) this.byUser.delete(m.userId);
  }

  touch(socket: WebSocket) {
    const m = this.meta.get(socket);
    if (m) m.lastSeen = Date.now();
  }

  /** Sends a ready frame to these users' sockets, or to every socket when `userIds` is absent. */
  deliver(frame: string, userIds?: number[]) {
    const targets = userIds ? userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]) : [...this.meta.keys()];
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(frame);
  }

  /** Closes sockets that have been silent for longer than `maxSilentMs`. */
  reap(maxSilentMs: number, now = Date.now()) {
    for (const [socket, m] of this.meta) {
      if (now - m.lastSeen > maxSilentMs) {
        socket.close(4000, 'heartbeat timeout');
        this.remove(socket);
      }
    }
  }

  get size() {
    return this.meta.size;
  }

  closeAll() {
    for (const socket of this.meta.keys()) socket.close(1001, 'server shutting down');
    this.meta.clear();
    this.byUser.clear();
  }
}
