import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seedIfEmpty } from '../../src/composition/seed/index.ts';

/** Writes `data` on a raw TCP connection and resolves with everything the server sent until it closed. */
function raw(port: number, data: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(data));
    let got = '';
    socket.on('data', (d) => (got += String(d)));
    socket.on('close', () => resolve(got));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('HTTP transport', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  let port: number;
  beforeAll(async () => {
    // The real timeouts, shortened so the test does not wait a minute.
    const base = loadConfig({ CAPTCHA: 'off', LOG_LEVEL: 'silent', MQTT_PORT: 'off' });
    const config = {
      ...base,
      timeouts: { requestMs: 1000, headersMs: 500, keepAliveMs: 500, idleMs: 5000, checkEveryMs: 100 },
    };
    database = await openDatabase({});
    await seedIfEmpty(database.db, config);
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('drops a request whose body never finishes, with a 408 envelope', async () => {
    const answer = await raw(
      port,
      'POST /api/v1/system/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username"',
    );
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toEqual({ code: 408, message: '请求超时', data: null });
  });

  it('drops a connection whose headers never finish', async () => {
    const answer = await raw(port, 'GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    expect(statusOf(answer)).toBe(408);
  });

  it('closes an idle keep-alive connection', async () => {
    const answer = await raw(port, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(statusOf(answer)).toBe(200);
  });

  it('answers headers too large with a 431 envelope', async () => {
    const answer = await raw(port, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(answer)).toBe(431);
    expect(answer).toContain('Content-Type: application/json');
    expect(bodyOf(answer)).toEqual({ code: 431, message: '请求头过大', data: null });
  });

  it('answers what the HTTP parser cannot read with a 400 envelope', async () => {
    for (const junk of ['HELLO\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n']) {
      const answer = await raw(port, junk);
      expect(statusOf(answer)).toBe(400);
      expect(bodyOf(answer)).toEqual({ code: 400, message: '请求格式错误', data: null });
    }
  });

  it('keeps a WebSocket open past every HTTP timeout', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username: 'admin', password: '123456' },
    });
    const token = login.json().data.token as string;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/websocket?token=${token}`);
    await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
    let closed = false;
    socket.once('close', () => (closed = true));
    // Longer than the request, header and keep-alive timeouts together.
    await new Promise((r) => setTimeout(r, 2500));
    expect(closed).toBe(false);
    const pong = new Promise((r) => socket.once('message', (m) => r(String(m))));
    socket.send('{"event":"ping"}');
    expect(await pong).toContain('"event":"ping"');
    socket.close();
  });
});
