import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from './helpers.ts';

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/**
 * The app of a describe block, listening on a free port (live sockets need a real one): made before
 * its tests, closed after. `s.t` and `s.port` are set once beforeAll has run.
 */
export function listeningApp() {
  const s = { t: undefined as unknown as TestApp, port: 0 };
  beforeAll(async () => {
    s.t = await createTestApp();
    s.port = await listen(s.t.app);
  });
  afterAll(() => s.t.close());
  return s;
}

export interface LiveTestClient {
  socket: WebSocket;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
}

/** Opens a real WebSocket to the live channel; rejects with `HTTP <status>` when the upgrade is refused. */
export function openLive(port: number, token: string, headers: Record<string, string> = {}): Promise<LiveTestClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/websocket?token=${encodeURIComponent(token)}`, {
    headers,
  });
  const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, closed }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/** Whether the socket is still open after the server had time to act (a ping is answered). */
export function answersPing(socket: WebSocket, timeoutMs = 2000): Promise<boolean> {
  if (socket.readyState !== socket.OPEN) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const onMessage = (raw: unknown) => {
      if (String(raw).includes('"event":"ping"')) {
        clearTimeout(timer);
        socket.off('message', onMessage);
        resolve(true);
      }
    };
    socket.on('message', onMessage);
    socket.once('close', () => (clearTimeout(timer), resolve(false)));
    socket.send('{"event":"ping"}');
  });
}
