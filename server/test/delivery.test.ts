import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// A stand-in for web/dist as the build leaves it: files with their .br and .gz beside them.
const dist = mkdtempSync(join(tmpdir(), 'iot-dist-'));
const indexHtml = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const loginHtml = `<!doctype html><html><body><div id="root" data-prerendered="login"><h1>Log in</h1></div></body></html>`;
const inlineHash = "'sha256-jjsqEnpyAEtoryH0443ZV7IqIbUL4yxEL80LqMl4Z7I='";
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
function writeWithCompressed(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeWithCompressed(join(dist, 'index.html'), indexHtml);
  writeWithCompressed(join(dist, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dist, 'boot-theme.js'), '(function(){})();');
  writeWithCompressed(join(dist, 'login.html'), loginHtml);
  writeFileSync(join(dist, 'csp.json'), JSON.stringify({ scriptSrc: [inlineHash, "'unsafe-inline'"] }));
  t = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('delivery of the console', () => {
  it('sends the brotli file made at build time, or gzip, or the plain file', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and makes index.html revalidate', async () => {
    expect((await get('/assets/index-AbC123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/login', '/system/auth/menuList', '/boot-theme.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      if (url === '/login') continue;
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // The history fallback is the compressed index.html too.
    const fallback = await get('/system/auth/menuList', { 'accept-encoding': 'br' });
    expect(fallback.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fallback.rawPayload).toString()).toBe(indexHtml);
  });

  it('sends /login pre-rendered, and allows exactly the inline script of the build by its hash', async () => {
    for (const url of ['/login', '/login/', '/login?redirect=%2Fhome']) {
      const res = await get(url, { 'accept-encoding': 'identity' });
      expect(res.body, url).toBe(loginHtml);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/home', { 'accept-encoding': 'identity' })).body).toBe(indexHtml);
    const csp = (await get('/login')).headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${inlineHash};`);
    // Anything in csp.json that is not a sha256 source is ignored.
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain('unsafe-inline');
  });

  it('answers HEAD like GET, without the body', async () => {
    for (const url of ['/home', '/login', '/system/auth/menuList', '/', '/boot-theme.js']) {
      const got = await get(url, { 'accept-encoding': 'identity' });
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'identity' } });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(got.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe(got.headers['cache-control']);
      expect(head.body, url).toBe('');
    }
    // Neither a missing file nor an unknown API call is the console, for HEAD as for GET.
    for (const url of ['/assets/gone-XyZ.js', '/api/v1/nowhere']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(404);
      expect(head.body, url).toBe('');
    }
  });

  it('answers a missing hashed file with 404, not the console', async () => {
    const res = await get('/assets/gone-XyZ.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const token = await t.login();
    const auth = { authorization: `Bearer ${token}` };
    const big = await get('/api/v1/system/menu/list', { ...auth, 'accept-encoding': 'br, gzip' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toMatchObject({ code: 0 });
    const gz = await get('/api/v1/system/menu/list', { ...auth, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await get('/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never asks a plain-HTTP browser to upgrade its requests or to remember HTTPS', async () => {
    for (const url of ['/login', '/assets/index-AbC123.js', '/api/v1/system/user/getUserMenus']) {
      const res = await get(url, { host: 'console.example:8808' });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('does not take X-Forwarded-Proto from an untrusted client', async () => {
    const res = await get('/login', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a trusted HTTPS proxy', () => {
  it('sends HSTS and upgrade-insecure-requests when the proxy says the request came over HTTPS', async () => {
    const behind = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const secure = await behind.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const plain = await behind.app.inject({ url: '/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });
});
