import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { sysConfigs } from '../config/schema.ts';
import { dropParams } from '../config/params.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// A 1×1 PNG, and text files that pretend to be other things.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

type Part = [name: string, value: string | { filename: string; type: string; data: Buffer }];

/** A multipart body as GFast's el-upload sends it (repeated names allowed). */
function form(parts: Part[]) {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, v] of parts) {
    const file = typeof v === 'string' ? '' : `; filename="${v.filename}"\r\nContent-Type: ${v.type}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`));
    chunks.push(typeof v === 'string' ? Buffer.from(v) : v.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const file = (filename: string, data: Buffer, type = 'application/octet-stream'): Part => [
  'file',
  { filename, type, data },
];

describe('uploads and attachments', () => {
  // A longer start-up allowance than signedInApp's: seeding every module is slow on a busy machine.
  const s = { t: undefined as unknown as TestApp, admin: '', demo: '' };
  beforeAll(async () => {
    // A small request limit, so a request over it costs little to send.
    s.t = await createTestApp({ UPLOAD_REQUEST_LIMIT: '256k' });
    [s.admin, s.demo] = await Promise.all([s.t.login('admin'), s.t.login('demo')]);
  }, 240_000);
  afterAll(() => s.t?.close());
  /** Writes a parameter straight into the table, as the parameter page would. */
  const setParam = async (key: string, value: string) => {
    await s.t.database.db.update(sysConfigs).set({ configValue: value }).where(eq(sysConfigs.configKey, key));
    dropParams(s.t.database.db);
  };
  const upload = (kind: string, parts: Part[], token = s.admin) =>
    s.t.call({ method: 'POST', url: `/api/v1/system/upload/${kind}`, lang: 'en', token, ...form(parts) });
  const list = async (q: Record<string, unknown> = {}, token = s.admin) =>
    (await s.t.api('GET', '/api/v1/system/sysAttachment/list', q, token)).body;
  const fetchFile = (path: string) => s.t.app.inject({ method: 'GET', url: `/${path}` });

  it('stores an image and serves it inline with its detected type', async () => {
    const res = await upload('singleImg', [file('dot.png', PNG, 'image/png')]);
    expect(res.body.code).toBe(0);
    const r = res.body.data;
    expect(Object.keys(r).sort()).toEqual(['fullPath', 'name', 'path', 'size', 'type']);
    expect(r).toMatchObject({ name: 'dot.png', type: 'image/png', size: PNG.length });
    expect(r.path).toMatch(/^upload_file\/\d{4}-\d\d-\d\d\/[0-9a-f]{32}\.png$/);
    expect(r.fullPath).toBe(`http://localhost:80/${r.path}`);
    const got = await fetchFile(r.path);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBeUndefined();
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges by content: a PNG named .exe is a PNG, HTML named .png is refused as an image', async () => {
    const exe = await upload('singleFile', [file('../../evil.exe', PNG)]);
    expect(exe.body.data).toMatchObject({ name: 'evil.exe', type: 'image/png' });
    expect(exe.body.data.path).toMatch(/\.png$/);
    const html = await upload('singleImg', [file('x.png', HTML, 'image/png')]);
    expect(html.body.code).toBe(50);
    expect(html.body.message).toMatch(/^Wrong file type: only files of the types jpg,jpeg,gif,npm,png/);
    // Not an image either when sent as a file: html is not an allowed type.
    expect((await upload('singleFile', [file('x.txt', HTML, 'text/plain')])).body.code).toBe(50);
  });

  it('serves an SVG uploaded as a file only as a download in a sandbox', async () => {
    await setParam('sys.uploadFile.fileType', 'svg,png,txt');
    const res = await upload('singleFile', [file('pic.png', SVG, 'image/png')]);
    expect(res.body.data).toMatchObject({ type: 'image/svg+xml', name: 'pic.png' });
    expect((await upload('singleImg', [file('pic.svg', SVG, 'image/svg+xml')])).body.code).toBe(50);
    const got = await fetchFile(res.body.data.path);
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="pic.png"/);
    expect(got.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'$/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('enforces the size limit, needs a file and a token; takes the token from the form', async () => {
    await setParam('sys.uploadFile.imageSize', '2k');
    const big = Buffer.concat([PNG, Buffer.alloc(3000)]);
    expect((await upload('singleImg', [file('big.png', big)])).body).toEqual({
      code: 50,
      message: 'The file is larger than the limit of 2K',
      data: null,
    });
    expect((await upload('singleImg', [['name', 'x']])).body.code).toBe(50);
    expect((await upload('singleImg', [file('dot.png', PNG)], '')).body.code).toBe(401);
    const viaForm = await upload('singleImg', [['token', s.demo], file('dot.png', PNG)], '');
    expect(viaForm.body.code).toBe(0);
    const viaQuery = await s.t.call({
      method: 'POST',
      url: `/api/v1/system/upload/singleImg?token=${s.demo}`,
      ...form([file('dot.png', PNG)]),
    });
    expect(viaQuery.body.code).toBe(0);
  });

  it('refuses a request over the upload limit naming that limit, and a JSON body over 1 MB naming 1 MB', async () => {
    const big = [file('big.bin', Buffer.alloc(300 * 1024))];
    expect(await upload('singleFile', big)).toEqual({
      status: 413,
      body: { code: 413, message: 'The upload is too large (limit 256 KB per request)', data: null },
    });
    const zh = await s.t.call({
      method: 'POST',
      url: '/api/v1/system/upload/multipleFile',
      token: s.admin,
      ...form(big),
    });
    expect(zh.body).toEqual({ code: 413, message: '上传内容过大（每次上限 256 KB）', data: null });
    // The same routes' JSON calls keep the JSON limit, and say so.
    const json = await s.t.call({
      method: 'DELETE',
      url: '/api/v1/system/sysAttachment/delete',
      token: s.admin,
      lang: 'en',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: [1], pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(json).toEqual({
      status: 413,
      body: { code: 413, message: 'Request body too large (limit 1 MB)', data: null },
    });
  });

  it('takes several files at once', async () => {
    const res = await upload('multipleImg', [file('a.png', PNG), file('b.png', PNG)]);
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(['a.png', 'b.png']);
    const files = await upload('multipleFile', [file('c.png', PNG)]);
    expect(files.body.data).toHaveLength(1);
  });

  it('lists with filters and data scope, changes status, deletes with the content', async () => {
    const all = await list({ pageSize: 100 });
    expect(all.code).toBe(0);
    const [first] = all.data.list;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['id', 'appId', 'drive', 'name', 'kind', 'path', 'size', 'ext', 'status', 'createdAt']),
    );
    expect(first).toMatchObject({ appId: 'system', drive: 'local', status: true });
    expect((await list({ name: 'evil' })).data.list.map((a: { name: string }) => a.name)).toEqual(['evil.exe']);
    expect((await list({ kind: 'image', userName: 'demo' })).data.total).toBe(2);
    expect((await list({ mimeType: 'svg' })).data.total).toBe(1);
    expect((await list({ createdAt: ['2000-01-01', '2000-01-02'] })).data.total).toBe(0);
    // The demo account holds no attachment rules.
    expect((await list({}, s.demo)).code).toBe(-1);

    const { id, path } = (await list({ name: 'evil' })).data.list[0];
    expect(
      (await s.t.api('PUT', '/api/v1/system/sysAttachment/changeStatus', { id, status: false }, s.admin)).body.code,
    ).toBe(0);
    expect((await list({ status: 'false' })).data.list.map((a: { id: number }) => a.id)).toEqual([id]);
    const one = await s.t.api('GET', '/api/v1/system/sysAttachment/get', { id }, s.admin);
    expect(one.body.data).toMatchObject({
      id,
      createdUser: { id: expect.any(Number), userNickname: expect.any(String) },
    });
    expect((await s.t.api('DELETE', '/api/v1/system/sysAttachment/delete', { ids: [id] }, s.admin)).body.code).toBe(0);
    expect((await fetchFile(path)).statusCode).toBe(404);
    expect((await s.t.api('GET', '/api/v1/system/sysAttachment/get', { id }, s.admin)).body.code).toBe(50);
    expect((await s.t.api('DELETE', '/api/v1/system/sysAttachment/delete', { ids: [] }, s.admin)).body.code).toBe(51);
    expect((await fetchFile('upload_file/../../etc/passwd')).statusCode).toBe(404);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('serves a file uploaded through another instance', async () => {
    const database = await openDatabase({ url: s.t.database.url });
    const other = await buildApp({ config: s.t.config, database });
    try {
      await other.ready();
      const res = await upload('singleImg', [file('shared.png', PNG)]);
      const got = await other.inject({ method: 'GET', url: `/${res.body.data.path}` });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
