import { PassThrough } from 'node:stream';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../src/app.ts';
import { loadConfig, parseTrustProxy } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { loginLogs } from '../../src/composition/schema.ts';
import { seedIfEmpty } from '../../src/composition/seed/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const login = (t: TestApp, password: string, remoteAddress: string, forwardedFor: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/system/login',
    payload: { username: 'admin', password },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
const lastLoginIp = async (t: TestApp) =>
  (await t.database.db.select().from(loginLogs).orderBy(desc(loginLogs.infoId)).limit(1))[0].ipaddr;

describe('X-Forwarded-For', () => {
  it('is ignored by default: a client cannot pick its IP to slip past the login lock', async () => {
    const t = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) await login(t, 'wrong', '10.9.9.9', `192.0.2.${i}`);
      expect(await lastLoginIp(t)).toBe('10.9.9.9');
      const res = await login(t, '123456', '10.9.9.9', '198.51.100.7');
      expect(res.body.code).toBe(50);
      expect(res.body.message).toMatch(/15/);
    } finally {
      await t.close();
    }
  });

  it('is read from trusted proxies only: TRUST_PROXY as true or addresses/CIDRs', async () => {
    const hops = await createTestApp({ TRUST_PROXY: 'true' });
    const cidr = await createTestApp({ TRUST_PROXY: '10.9.9.0/24, 127.0.0.1' });
    try {
      await login(hops, '123456', '10.9.9.9', '192.0.2.1');
      expect(await lastLoginIp(hops)).toBe('192.0.2.1');
      await login(cidr, '123456', '10.9.9.9', '192.0.2.2');
      expect(await lastLoginIp(cidr)).toBe('192.0.2.2');
      await login(cidr, '123456', '10.8.8.8', '192.0.2.3');
      expect(await lastLoginIp(cidr)).toBe('10.8.8.8');
    } finally {
      await hops.close();
      await cidr.close();
    }
  });

  it('TRUST_PROXY accepts what Fastify accepts and refuses the rest', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['1', 'nginx', '10.0.0.0/33', '10.0.0.1/8/2', '1.2.3'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});

describe('request log', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const config = loadConfig({ CAPTCHA: 'off', LOG_LEVEL: 'info', MQTT_PORT: 'off' });
    const database = await openDatabase({});
    await seedIfEmpty(database.db, config);
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(...String(chunk).split('\n').filter(Boolean)));
    app = await buildApp({ config, database, logger: true, logStream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('never shows the token of a WebSocket URL (or any token parameter)', async () => {
    const port = (app.server.address() as { port: number }).port;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username: 'admin', password: '123456' },
    });
    const token = res.json().data.token as string;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/websocket?token=${encodeURIComponent(token)}&x=1`);
    await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
    socket.close();
    await app.inject({ method: 'GET', url: `/api/v1/system/user/getUserMenus?token=${token}` });
    await new Promise((r) => setTimeout(r, 100));
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url: string } })
      .flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toContain('/api/v1/websocket?token=[redacted]&x=1');
    expect(urls).toContain('/api/v1/system/user/getUserMenus?token=[redacted]');
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(encodeURIComponent(token));
  });
});
