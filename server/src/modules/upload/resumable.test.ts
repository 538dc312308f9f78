import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { attachments } from './schema.ts';

const TUS = '/api/v1/system/upload/tus';
/** A PNG chunk: length, type, data, a CRC (unchecked here). */
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  return Buffer.concat([len, Buffer.from(type), data, Buffer.alloc(4)]);
};
/** A PNG by its structure, larger than one stored part (1 MiB). */
const BIG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  chunk('IHDR', Buffer.from('00000100000001000806000000', 'hex')),
  chunk('IDAT', randomBytes(1536 * 1024)),
  chunk('IEND', Buffer.alloc(0)),
]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('resumable uploads (tus)', () => {
  const s = { t: undefined as unknown as TestApp, admin: '', demo: '', dir: '' };
  beforeAll(async () => {
    s.dir = await mkdtemp(join(tmpdir(), 'tus-test-'));
    s.t = await createTestApp({ DATA_DIR: s.dir, UPLOAD_REQUEST_LIMIT: '3M' });
    [s.admin, s.demo] = await Promise.all([s.t.login('admin'), s.t.login('demo')]);
  }, 240_000);
  afterAll(async () => {
    await s.t?.close();
    await rm(s.dir, { recursive: true, force: true });
  });

  const tus = (
    method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: Buffer,
    token: string | null = s.admin,
  ) =>
    s.t.app.inject({
      method,
      url,
      payload,
      headers: {
        'tus-resumable': '1.0.0',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/offset+octet-stream' } : {}),
        ...headers,
      },
    });
  const create = (size: number, filename: string, token: string | null = s.admin) =>
    tus(
      'POST',
      TUS,
      { 'upload-length': String(size), 'upload-metadata': `filename ${b64(filename)}` },
      undefined,
      token,
    );
  const patch = (url: string, offset: number, data: Buffer, token = s.admin) =>
    tus('PATCH', url, { 'upload-offset': String(offset) }, data, token);

  it('takes a file in two parts, resumes from the offset and stores one attachment', async () => {
    const name = `big-${Date.now()}.png`;
    const created = await create(BIG.length, name);
    expect(created.statusCode).toBe(201);
    // An unfinished upload expires (and the hourly sweep removes it).
    expect(created.headers['upload-expires']).toEqual(expect.any(String));
    const url = created.headers.location as string;
    expect(url).toMatch(new RegExp(`^${TUS}/[0-9a-f]+$`));

    const half = 700 * 1024;
    const first = await patch(url, 0, BIG.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // After an interruption the client asks where to go on.
    const head = await tus('HEAD', url, {});
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(BIG.length));
    // Another user's upload is not theirs to see or continue.
    expect((await tus('HEAD', url, {}, undefined, s.demo)).statusCode).toBe(404);
    expect((await patch(url, half, BIG.subarray(half), s.demo)).statusCode).toBe(404);
    // A part that does not start at the server's offset is refused.
    expect((await patch(url, 0, BIG.subarray(0, 10))).statusCode).toBe(409);

    const last = await patch(url, half, BIG.subarray(half));
    expect(last.statusCode).toBe(200);
    const done = last.json();
    expect(done.code).toBe(0);
    expect(done.data).toMatchObject({ size: BIG.length, name, type: 'image/png' });
    expect(done.data.path).toMatch(/^upload_file\/\d{4}-\d\d-\d\d\/[0-9a-f]{32}\.png$/);

    const [row] = await s.t.database.db.select().from(attachments).where(eq(attachments.path, done.data.path));
    expect(row).toMatchObject({ sha256: sha(BIG), kind: 'image', drive: 'local', appId: 'system', size: BIG.length });
    // Served whole, from its parts.
    const file = await s.t.app.inject({ method: 'GET', url: `/${done.data.path}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(BIG)).toBe(true);
    // The partial upload is gone once stored.
    expect((await tus('HEAD', url, {})).statusCode).toBe(404);

    // The same content is recognised: by its hash before sending, and at the end of a new upload.
    const check = await s.t.api('GET', '/api/v1/system/upload/check', { hash: sha(BIG).toUpperCase() }, s.admin);
    expect(check.body).toMatchObject({ code: 0, data: { path: done.data.path, size: BIG.length } });
    const again = await create(BIG.length, 'again.png');
    const whole = await patch(again.headers.location as string, 0, BIG);
    expect(whole.json().data.path).toBe(done.data.path);
    const rows = await s.t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.sha256, sha(BIG)));
    expect(rows).toHaveLength(1);
    // The list shows it, filtered by app and storage.
    const list = await s.t.api(
      'GET',
      '/api/v1/system/sysAttachment/list',
      { name, appId: 'system', drive: 'local' },
      s.admin,
    );
    expect(list.body.data.list.map((r: { path: string }) => r.path)).toEqual([done.data.path]);
    const none = await s.t.api('GET', '/api/v1/system/sysAttachment/list', { name, drive: 'oss' }, s.admin);
    expect(none.body.data.total).toBe(0);
  });

  it('answers null for an unknown hash and refuses a malformed one', async () => {
    const unknown = await s.t.api('GET', '/api/v1/system/upload/check', { hash: sha(randomBytes(8)) }, s.admin);
    expect(unknown.body).toEqual({ code: 0, message: '', data: null });
    const bad = await s.t.api('GET', '/api/v1/system/upload/check', { hash: 'abc' }, s.admin);
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(51);
    // Another user's file is not found by its hash (their data scope).
    const theirs = await s.t.api('GET', '/api/v1/system/upload/check', { hash: sha(BIG) }, s.demo);
    expect(theirs.body.data).toBeNull();
  });

  it('refuses a caller without a token, a file over the limit and a disguised file', async () => {
    // The guard's answer, as for every call: the envelope's code 401, no upload created.
    const anon = await create(100, 'x.png', null);
    expect(anon.json().code).toBe(401);
    expect(anon.headers.location).toBeUndefined();
    expect((await s.t.api('GET', '/api/v1/system/upload/check', { hash: sha(BIG) })).body.code).toBe(401);

    const tooBig = await create(3 * 1024 * 1024 + 1, 'huge.png');
    expect(tooBig.statusCode).toBe(413);

    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const created = await create(html.length, 'photo.png');
    expect(created.statusCode).toBe(201);
    const url = created.headers.location as string;
    const refused = await patch(url, 0, html);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 50, message: expect.stringMatching(/^Wrong file type/) });
    // Refused and removed: a retry starts over and meets the same check.
    expect((await tus('HEAD', url, {})).statusCode).toBe(404);
    const rows = await s.t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.sha256, sha(html)));
    expect(rows).toHaveLength(0);

    // More bytes than the declared length are refused as a client error.
    const small = await create(10, 'small.txt');
    expect((await patch(small.headers.location as string, 0, Buffer.alloc(20, 65))).statusCode).toBe(413);
  });
});
