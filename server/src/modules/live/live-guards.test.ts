import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { answersPing, listen, openLive, type LiveTestClient } from '../../../test/live-client.ts';
import { MAX_BUFFERED_BYTES } from './hub.ts';

describe('live channel guards', () => {
  let t: TestApp;
  let port: number;
  const opened: LiveTestClient[] = [];
  const open = async (token: string, headers?: Record<string, string>) => {
    const c = await openLive(port, token, headers);
    opened.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await createTestApp({ LIVE_SOCKETS_PER_USER: '3', ALLOWED_ORIGINS: 'https://ops.example.com' });
    port = await listen(t.app);
  });
  afterAll(async () => {
    for (const c of opened) c.socket.terminate();
    await t.close();
  });

  it('closes a socket that sends pings without reading the answers', async () => {
    const c = await open(await t.login());
    // Stop reading: the answers pile up in the kernel, then in the server's send buffer.
    (c.socket as unknown as { _socket: Socket })._socket.pause();
    const sizeBefore = t.app.liveHub.size;
    for (let batch = 0; batch < 400 && t.app.liveHub.size === sizeBefore; batch++) {
      for (let i = 0; i < 1000; i++) c.socket.send('{"event":"ping"}');
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(t.app.liveHub.size).toBe(sizeBefore - 1);
    (c.socket as unknown as { _socket: Socket })._socket.resume();
    expect(await c.closed).toBe(1008);
  }, 60_000);

  it('closes a socket that floods WebSocket ping frames without reading; its send buffer stays bounded', async () => {
    const before = new Set<WebSocket>(t.app.websocketServer.clients);
    const c = await open(await t.login());
    const server = [...t.app.websocketServer.clients].find((s) => !before.has(s))!;
    expect(server).toBeDefined();
    (c.socket as unknown as { _socket: Socket })._socket.pause();
    let most = 0;
    const probe = setInterval(() => (most = Math.max(most, server.bufferedAmount)), 1);
    const payload = Buffer.alloc(125, 7);
    const started = Date.now();
    for (let batch = 0; batch < 400 && server.readyState === server.OPEN; batch++) {
      for (let i = 0; i < 1000 && c.socket.readyState === c.socket.OPEN; i++) c.socket.ping(payload);
      most = Math.max(most, server.bufferedAmount);
      await new Promise((r) => setTimeout(r, 5));
    }
    clearInterval(probe);
    const stillOpen = server.readyState === server.OPEN;
    const ms = Date.now() - started;
    (c.socket as unknown as { _socket: Socket })._socket.resume();
    c.socket.terminate();
    await c.closed;
    expect(stillOpen).toBe(false);
    expect(ms).toBeLessThan(5000);
    expect(most).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
  }, 60_000);

  it('still answers the occasional WebSocket ping', async () => {
    const c = await open(await t.login());
    for (let i = 0; i < 3; i++) {
      const pong = new Promise<Buffer>((r) => c.socket.once('pong', r));
      c.socket.ping(Buffer.from(`p${i}`));
      expect(String(await pong)).toBe(`p${i}`);
    }
    expect(await answersPing(c.socket)).toBe(true);
    c.socket.close();
    await c.closed;
  });

  it('refuses a user more than LIVE_SOCKETS_PER_USER sockets (HTTP 429); others are not affected', async () => {
    const demo = await t.login('demo');
    const first = await open(demo);
    await open(demo);
    await open(demo);
    await expect(open(demo)).rejects.toThrow('HTTP 429');
    await open(await t.login('admin'));
    first.socket.close();
    await first.closed;
    await new Promise((r) => setTimeout(r, 50));
    await open(demo);
  });

  it("refuses pages of other origins (HTTP 403), accepts the console's own, listed ones and none", async () => {
    const token = await t.login('admin');
    await expect(open(token, { origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(open(token, { origin: `http://127.0.0.1:${port + 1}` })).rejects.toThrow('HTTP 403');
    await expect(open(token, { origin: 'null' })).rejects.toThrow('HTTP 403');
    const own = await open(token, { origin: `http://127.0.0.1:${port}` });
    expect(await answersPing(own.socket)).toBe(true);
    own.socket.close();
    const listed = await open(token, { origin: 'https://ops.example.com' });
    listed.socket.close();
  });
});
