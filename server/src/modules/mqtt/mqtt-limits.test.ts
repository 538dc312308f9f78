// What anyone may make the embedded broker hold, and how fast they may guess device credentials:
// packets are refused by the size they announce before their body is read, WebSocket pings are
// answered only while the client reads, failed CONNECTs are throttled, and MQTT 5 is told plainly.
import { createConnection, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import mqtt, { MqttClient, type IClientOptions } from 'mqtt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebSocketStream, WebSocket } from 'ws';
import { MAX_BUFFERED_BYTES } from '../live/index.ts';
import { DeviceCache } from './devices.ts';
import { MAX_PAYLOAD_BYTES } from './limits.ts';
import { brokerApp, connectDevice, connectToken, makeDevice, makeProduct, uniqueKey, waitFor } from './test-kit.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** MQTT's remaining-length varint. */
function varint(n: number): Buffer {
  const out: number[] = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 128;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}

const CONNECT = 0x10;
const PUBLISH = 0x30;
const header = (type: number, announced: number) => Buffer.concat([Buffer.from([type]), varint(announced)]);

/**
 * Sends a fixed header, then body bytes as fast as the server takes them, until the connection
 * closes, `max` bytes went, or 5 s passed. Returns what was sent after the header.
 */
async function pour(
  stream: Duplex,
  head: Buffer,
  closed: () => boolean,
  max = 20 * 1024 * 1024,
  chunkSize = 16 * 1024,
) {
  stream.on('error', () => undefined);
  stream.write(head);
  await sleep(150);
  const chunk = Buffer.alloc(chunkSize, 0x41);
  let written = 0;
  const until = Date.now() + 5000;
  while (!closed() && written < max && Date.now() < until) {
    const more = stream.write(chunk);
    written += chunk.length;
    if (!more) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        stream.once('drain', () => (clearTimeout(timer), resolve()));
      });
    } else if (written % (256 * 1024) === 0) await sleep(1);
  }
  await sleep(100);
  return { written, closed: closed() };
}

/** A raw TCP connection to the broker. */
function rawTcp(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = createConnection({ port, host: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
}

/** A raw WebSocket to /mqtt (sub-protocol "mqtt"). */
function rawWs(port: number): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/mqtt`, 'mqtt');
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

/** Connects an MQTT client over TCP from a chosen local address (127.0.0.0/8 is all loopback). */
function connectFrom(localAddress: string, port: number, opts: IClientOptions): Promise<MqttClient> {
  const client = new MqttClient(() => createConnection({ port, host: '127.0.0.1', localAddress }), {
    protocol: 'mqtt',
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    clean: true,
    keepalive: 60,
    clientId: uniqueKey('c'),
    ...opts,
  });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('error', (err) => (client.end(true), reject(err)));
  });
}

/** The server-side socket that appears while `open` runs. */
async function serverSocketOf<T>(app: { websocketServer: { clients: Set<WebSocket> } }, open: () => Promise<T>) {
  const before = new Set(app.websocketServer.clients);
  const client = await open();
  for (let i = 0; i < 100; i++) {
    const added = [...app.websocketServer.clients].find((s) => !before.has(s));
    if (added) return { client, server: added };
    await sleep(10);
  }
  throw new Error('no server-side socket');
}

/**
 * Sends WebSocket ping frames from a client that does not read, until the server closes the
 * socket (or 400 000 pings went). Returns the largest send buffer the server had for it.
 */
async function pingFlood(client: WebSocket, server: WebSocket) {
  (client as unknown as { _socket: Socket })._socket.pause();
  let most = 0;
  const probe = setInterval(() => (most = Math.max(most, server.bufferedAmount)), 1);
  const payload = Buffer.alloc(125, 7);
  const started = Date.now();
  try {
    for (let batch = 0; batch < 400 && server.readyState === server.OPEN; batch++) {
      for (let i = 0; i < 1000 && client.readyState === client.OPEN; i++) client.ping(payload);
      most = Math.max(most, server.bufferedAmount);
      await sleep(5);
    }
  } finally {
    clearInterval(probe);
    (client as unknown as { _socket: Socket })._socket.resume();
  }
  return { most, open: server.readyState === server.OPEN, ms: Date.now() - started };
}

describe('embedded broker limits', () => {
  const m = brokerApp();
  const { db, track } = m;
  afterEach(() => vi.restoreAllMocks());
  const warnings = () => {
    const warn = vi.spyOn(m.t.app.log, 'warn');
    return () => warn.mock.calls.map((c) => JSON.stringify(c));
  };

  describe('packet sizes (TCP)', () => {
    it('closes a connection whose first packet announces 200 MB, after a few bytes', async () => {
      const logged = warnings();
      const s = await rawTcp(m.t.app.mqtt.port!);
      let closed = false;
      s.once('close', () => (closed = true));
      const r = await pour(s, header(CONNECT, 200 * 1024 * 1024), () => closed);
      s.destroy();
      expect(r.closed).toBe(true);
      expect(r.written).toBeLessThan(1024 * 1024);
      expect(logged().some((l) => l.includes('209715200') && l.includes('127.0.0.1'))).toBe(true);
    });

    it('closes a connection whose first packet is not a CONNECT', async () => {
      const s = await rawTcp(m.t.app.mqtt.port!);
      let closed = false;
      s.once('close', () => (closed = true));
      const r = await pour(s, header(PUBLISH, 1000), () => closed, 1024 * 1024);
      s.destroy();
      expect(r.closed).toBe(true);
    });

    it('disconnects a device announcing a PUBLISH above the payload limit without reading its body', async () => {
      const logged = warnings();
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const c = track(await connectToken(m.url, d));
      let closed = false;
      c.stream.once('close', () => (closed = true));
      const r = await pour(c.stream, header(PUBLISH, 100 * 1024 * 1024), () => closed);
      expect(r.closed).toBe(true);
      expect(r.written).toBeLessThan(2 * 1024 * 1024);
      expect(logged().some((l) => l.includes('104857600') && l.includes('127.0.0.1'))).toBe(true);
    });

    it('still takes a message at the payload limit (refused by size in the device log, the device stays)', async () => {
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const c = track(await connectToken(m.url, d));
      const big = Buffer.alloc(MAX_PAYLOAD_BYTES, 0x20);
      await c.publishAsync(`/sys/${p.key}/${d.key}/thing/event/property/post`, big, { qos: 1 });
      expect(c.connected).toBe(true);
    });
  });

  describe('packet sizes (WebSocket /mqtt)', () => {
    it('closes a socket whose first packet announces 200 MB', async () => {
      const logged = warnings();
      const ws = await rawWs(m.httpPort);
      const stream = createWebSocketStream(ws);
      const r = await pour(stream, header(CONNECT, 200 * 1024 * 1024), () => ws.readyState !== ws.OPEN);
      ws.terminate();
      expect(r.closed).toBe(true);
      expect(r.written).toBeLessThan(1024 * 1024);
      expect(logged().some((l) => l.includes('209715200'))).toBe(true);
    });

    it('disconnects a device announcing a PUBLISH above the payload limit', async () => {
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const c = track(
        await connectDevice(`ws://127.0.0.1:${m.httpPort}/mqtt`, {
          username: d.key,
          password: d.accessToken,
          clientId: uniqueKey('c'),
        }),
      );
      let closed = false;
      c.stream.once('close', () => (closed = true));
      c.once('close', () => (closed = true));
      const r = await pour(c.stream, header(PUBLISH, 100 * 1024 * 1024), () => closed);
      expect(r.closed).toBe(true);
      expect(r.written).toBeLessThan(2 * 1024 * 1024);
    });
  });

  describe('WebSocket pings on /mqtt', () => {
    it('closes an unauthenticated socket that floods pings without reading, its send buffer bounded', async () => {
      const { client, server } = await serverSocketOf(m.t.app, () => rawWs(m.httpPort));
      const r = await pingFlood(client, server);
      client.terminate();
      expect(r.open).toBe(false);
      expect(r.ms).toBeLessThan(5000);
      expect(r.most).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
    }, 30_000);
  });

  describe('MQTT 5', () => {
    it('answers an MQTT 5 CONNECT with reason 0x84 "Unsupported Protocol Version" and closes', async () => {
      const logged = warnings();
      const p = await makeProduct(db());
      const d = await makeDevice(db(), p.id);
      const err = await connectToken(m.url, d, { protocolVersion: 5 }).then(
        (c) => (c.end(true), null),
        (e: unknown) => e as { code?: number; message?: string },
      );
      expect(err).toMatchObject({ code: 0x84 });
      expect(err?.message).toMatch(/Unsupported Protocol Version/);
      // The broker's thread tells the server's, which logs it: it may come after the client's answer.
      await waitFor(() => logged().some((l) => /MQTT 5/.test(l)));
      // 3.1.1 goes on working, on both transports.
      track(await connectToken(m.url, d));
      track(
        await connectDevice(`ws://127.0.0.1:${m.httpPort}/mqtt`, {
          username: d.key,
          password: d.accessToken,
          clientId: uniqueKey('c'),
        }),
      );
    });

    it('answers an MQTT 5 CONNECT over WebSocket the same way', async () => {
      const err = await mqtt
        .connectAsync(`ws://127.0.0.1:${m.httpPort}/mqtt`, { protocolVersion: 5, reconnectPeriod: 0 })
        .then(
          (c) => (c.end(true), null),
          (e: unknown) => e as { code?: number },
        );
      expect(err).toMatchObject({ code: 0x84 });
    });
  });
});

describe('device credential throttle', () => {
  const m = brokerApp();
  const { db } = m;
  const port = () => m.t.app.mqtt.port!;
  const realNow = Date.now.bind(Date);
  afterEach(() => vi.restoreAllMocks());
  /** Moves the clock forward (everything reading Date.now: the throttles, the lock's query bounds). */
  const later = (ms: number) => vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ms);
  const token = (d: { key: string; accessToken: string }, password = d.accessToken) => ({
    username: d.key,
    password,
  });

  it('CONNECT: locks one device key from one address after repeated failures; elsewhere and later it connects', async () => {
    const warn = vi.spyOn(m.t.app.log, 'warn');
    const p = await makeProduct(db());
    const d = await makeDevice(db(), p.id);
    for (let i = 0; i < 5; i++)
      await expect(connectFrom('127.0.0.1', port(), token(d, `guess${i}`))).rejects.toMatchObject({ code: 4 });
    // Locked: even the right token is refused from this address ("server unavailable": try later).
    await expect(connectFrom('127.0.0.1', port(), token(d))).rejects.toMatchObject({ code: 3 });
    expect(warn.mock.calls.some((c) => JSON.stringify(c).includes(d.key))).toBe(true);
    // Another address is not locked out.
    (await connectFrom('127.0.0.2', port(), token(d))).end(true);
    // Once the lock is over, the device connects from the first address again.
    later(31 * 60_000);
    (await connectFrom('127.0.0.1', port(), token(d))).end(true);
  });

  it('CONNECT: an address guessing many keys is refused; a right device from another address is not', async () => {
    const p = await makeProduct(db());
    const d = await makeDevice(db(), p.id);
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const err = await connectFrom('127.0.0.3', port(), { username: uniqueKey('guess'), password: 'x' }).then(
        (c) => (c.end(true), null),
        (e: unknown) => e as { code?: number },
      );
      expect(err?.code === 5 || err?.code === 3).toBe(true);
      if (err?.code === 3) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    await expect(connectFrom('127.0.0.3', port(), token(d))).rejects.toMatchObject({ code: 3 });
    (await connectFrom('127.0.0.4', port(), token(d))).end(true);
    later(2 * 60_000);
    (await connectFrom('127.0.0.3', port(), token(d))).end(true);
  });

  it('HTTP auth hook: refuses with HTTP 429 and a message after repeated failures, per key and address', async () => {
    const warn = vi.spyOn(m.t.app.log, 'warn');
    const p = await makeProduct(db());
    const d = await makeDevice(db(), p.id);
    const other = await makeDevice(db(), p.id);
    const auth = (dev: { key: string }, password: string, remoteAddress: string) =>
      m.t.call({
        method: 'POST',
        url: '/api/v1/iot/mqtt/auth',
        payload: { clientid: 'any', username: dev.key, password },
        remoteAddress,
        lang: 'en',
      });
    for (let i = 0; i < 5; i++) expect((await auth(d, `guess${i}`, '10.1.1.1')).body).toEqual({ result: 'deny' });
    const locked = await auth(d, d.accessToken, '10.1.1.1');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, message: expect.stringMatching(/too many failed/i) });
    expect(warn.mock.calls.some((c) => JSON.stringify(c).includes(d.key))).toBe(true);
    // The right device from another address, and another device from the attacker's, are allowed.
    expect((await auth(d, d.accessToken, '10.2.2.2')).body).toEqual({ result: 'allow' });
    expect((await auth(other, other.accessToken, '10.1.1.1')).body).toEqual({ result: 'allow' });
    later(31 * 60_000);
    expect((await auth(d, d.accessToken, '10.1.1.1')).body).toEqual({ result: 'allow' });
  });

  it('keeps nothing in memory for keys that are not devices (guessed keys do not grow the cache)', async () => {
    const cache = new DeviceCache(db());
    const p = await makeProduct(db());
    const d = await makeDevice(db(), p.id);
    const guesses = await Promise.all(Array.from({ length: 500 }, () => cache.get(uniqueKey('guess'))));
    expect(guesses.every((g) => g === null)).toBe(true);
    expect((await cache.get(d.key))?.id).toBe(d.id);
    expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBe(1);
  });

  it('HTTP auth hook: an address guessing many keys is refused; others are not', async () => {
    const p = await makeProduct(db());
    const d = await makeDevice(db(), p.id);
    const auth = (username: string, password: string, remoteAddress: string) =>
      m.t.call({
        method: 'POST',
        url: '/api/v1/iot/mqtt/auth',
        payload: { clientid: 'any', username, password },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await auth(uniqueKey('guess'), 'x', '10.3.3.3')).status);
    expect(statuses).toContain(429);
    expect((await auth(d.key, d.accessToken, '10.3.3.3')).status).toBe(429);
    expect((await auth(d.key, d.accessToken, '10.4.4.4')).body).toEqual({ result: 'allow' });
    later(2 * 60_000);
    expect((await auth(d.key, d.accessToken, '10.3.3.3')).body).toEqual({ result: 'allow' });
  });
});
