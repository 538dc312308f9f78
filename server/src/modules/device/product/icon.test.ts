import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { imageTypeOf } from './icon.ts';
import { API, multipart } from './test-fixture.ts';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(64)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

describe('product icons', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iot-icons-'));
  let t: TestApp;
  let admin = '';
  let demo = '';
  const upload = (data: Buffer, token = admin, filename = 'icon.png', type = 'image/png') =>
    t.call({
      method: 'POST',
      url: `${API}/icon/upload`,
      token,
      lang: 'en',
      ...multipart({ icon: { filename, type, data } }),
    });

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    [admin, demo] = await Promise.all([t.login('admin'), t.login('demo')]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('recognises images by their bytes', () => {
    expect([PNG, JPEG, GIF, WEBP].map(imageTypeOf)).toEqual(['png', 'jpg', 'gif', 'webp']);
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('stores an image and serves it with its checked type and a no-script policy', async () => {
    const res = await upload(PNG, admin, 'evil.html', 'text/html');
    expect(res.body.code).toBe(0);
    const url: string = res.body.data.name;
    expect(url).toMatch(/^\/api\/v1\/product\/icon\/[0-9a-f]{32}\.png$/);
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'");
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const gif = await upload(GIF, admin, 'a.gif', 'image/gif');
    expect((await t.app.inject({ method: 'GET', url: gif.body.data.name })).headers['content-type']).toBe('image/gif');
  });

  it('refuses HTML, SVG, a missing file, an oversized image and callers without the edit button', async () => {
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), admin, 'x.png', 'image/png');
    expect(html.body).toMatchObject({ code: 50, message: 'The icon must be a PNG, JPEG, GIF or WebP image' });
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      admin,
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.body.code).toBe(50);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.body).toMatchObject({ code: 50, message: 'The icon must not exceed 2 MB' });
    const none = await t.call({
      method: 'POST',
      url: `${API}/icon/upload`,
      token: admin,
      lang: 'en',
      ...multipart({ other: 'x' }),
    });
    expect(none.body.code).toBe(54);
    expect((await upload(PNG, demo)).body.code).toBe(-1);
    const broken = await t.call({
      method: 'POST',
      url: `${API}/icon/upload`,
      token: admin,
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(broken.body.code).toBe(51);
  });

  it('answers 404 for names that are not stored icons', async () => {
    for (const name of ['nope.png', '..%2F..%2Fsecret', `${'0'.repeat(32)}.png`, `${'0'.repeat(32)}.svg`]) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/icon/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});
