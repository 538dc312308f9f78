// WebSocket ping frames (opcode 0x9), answered here rather than by ws: its automatic pongs were
// queued whatever the socket's send buffer held, so a client that sent pings and read nothing grew
// the server's memory without bound, past the hub's limit on frames. The WebSocket server is built
// with `autoPong: false` (routes.ts), and every WebSocket route (the live channel, MQTT at /mqtt)
// calls `answerPings` on its sockets: a pong goes out only while the client reads what it is sent,
// a socket may ping a few times a second at most, and one that does more is closed.
import type { WebSocket } from 'ws';
import { MAX_BUFFERED_BYTES } from './hub.ts';

/** Pings one socket may send within PING_WINDOW_MS (a keep-alive pings every few seconds at most). */
export const MAX_PINGS = 20;
export const PING_WINDOW_MS = 10_000;

/** Close codes of a refused socket; the close frame waits behind unread data, so it is cut 1 s later. */
export const PING_CLOSE = {
  notReading: [1008, 'send buffer full: frames are not being read'],
  tooManyPings: [1008, 'too many pings'],
} as const satisfies Record<string, readonly [number, string]>;

export type PingRefusal = keyof typeof PING_CLOSE;

/**
 * Answers the socket's pings with pongs, or closes it when it pings too often or does not read.
 * `onRefused` runs once, before the close (to log it, to forget the socket).
 */
export function answerPings(socket: WebSocket, onRefused: (why: PingRefusal) => void = () => undefined) {
  let windowStart = Date.now();
  let count = 0;
  let refused = false;
  socket.on('ping', (data: Buffer) => {
    if (refused || socket.readyState !== socket.OPEN) return;
    const now = Date.now();
    if (now - windowStart >= PING_WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    count++;
    const why: PingRefusal | null =
      count > MAX_PINGS
        ? 'tooManyPings'
        : socket.bufferedAmount + data.length + 2 > MAX_BUFFERED_BYTES
          ? 'notReading'
          : null;
    if (!why) return socket.pong(data);
    refused = true;
    onRefused(why);
    const [code, reason] = PING_CLOSE[why];
    if (socket.readyState === socket.OPEN) socket.close(code, reason);
    setTimeout(() => socket.terminate(), 1000).unref();
  });
}
