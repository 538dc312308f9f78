// The list endpoints answer from the answer cache: these prove the answers never go stale.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const DATA_LIST = '/api/v1/system/dict/data/list';

describe('cached list answers', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  const get = (url: string, query: Record<string, string> = {}, token = admin) =>
    t.call({ method: 'GET', url, query, token });
  const labels = async (dictType: string) =>
    (await get(DATA_LIST, { dictType, pageSize: '100' })).body.data.list.map((i: { dictLabel: string }) => i.dictLabel);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, demo] = await Promise.all([t.login('admin'), t.login('demo')]);
  });
  afterAll(() => t.close());

  it('answers a repeated read from the cache', async () => {
    const first = await get(DATA_LIST, { dictType: 'sys_user_sex' });
    const hits = t.database.answers.stats.hits;
    // The defaults applied: pageNum=1 is the same read.
    const again = await get(DATA_LIST, { dictType: 'sys_user_sex', pageNum: '1' });
    expect(t.database.answers.stats.hits).toBe(hits + 1);
    expect(again.body).toEqual(first.body);
  });

  it('shows an API write at the next read', async () => {
    expect(await labels('sys_user_sex')).not.toContain('Other');
    const add = await t.call({
      method: 'POST',
      url: '/api/v1/system/dict/data/add',
      token: admin,
      payload: { dictType: 'sys_user_sex', dictLabel: 'Other', dictValue: '9', isDefault: 0, status: 1 },
    });
    expect(add.body.code).toBe(0);
    expect(await labels('sys_user_sex')).toContain('Other');
  });

  it('shows a write made in a transaction (renaming a type carries its items) at the next read', async () => {
    const types = await get('/api/v1/system/dict/type/list', { dictType: 'sys_yes_no' });
    const type = types.body.data.dictTypeList[0];
    expect(await labels('sys_yes_no_renamed')).toEqual([]);
    const edit = await t.call({
      method: 'PUT',
      url: '/api/v1/system/dict/type/edit',
      token: admin,
      payload: { dictId: type.dictId, dictName: type.dictName, dictType: 'sys_yes_no_renamed', status: 1 },
    });
    expect(edit.body.code).toBe(0);
    expect((await labels('sys_yes_no_renamed')).length).toBeGreaterThan(0);
    expect(await labels('sys_yes_no')).toEqual([]);
  });

  it('shows a write that bypasses every service (raw SQL) at the next read', async () => {
    const before = await get('/api/v1/system/menu/list');
    expect(JSON.stringify(before.body)).not.toContain('Renamed by SQL');
    await t.database.db.execute(sql`update sys_auth_rule set title = 'Renamed by SQL' where id = 1`);
    expect(JSON.stringify((await get('/api/v1/system/menu/list')).body)).toContain('Renamed by SQL');
  });

  it('keeps answers that depend on the caller apart', async () => {
    const add = await t.call({
      method: 'POST',
      url: '/api/v1/system/sysNotice/add',
      token: admin,
      payload: { title: 'Cached per caller', type: 1, content: '<p>x</p>', status: 1 },
    });
    expect(add.body.code).toBe(0);
    const show = async (token: string) =>
      (await get('/api/v1/system/sysNotice/listShow', { title: 'Cached per caller' }, token)).body.data.list[0];
    expect((await show(admin)).isRead).toBe(false);
    expect((await show(demo)).isRead).toBe(false);
    const read = await t.call({
      method: 'POST',
      url: '/api/v1/system/sysNoticeRead/readNotice',
      token: admin,
      payload: { noticeId: (await show(admin)).id },
    });
    expect(read.body.code).toBe(0);
    expect((await show(admin)).isRead).toBe(true);
    expect((await show(demo)).isRead).toBe(false);
    const unread = async (token: string) =>
      (await get('/api/v1/system/sysNotice/unReadCount', {}, token)).body.data.notifyCount;
    expect((await unread(demo)) - (await unread(admin))).toBeGreaterThanOrEqual(1);
  });

  it('keeps languages apart', async () => {
    const { answers } = t.database;
    const menuKeys = () =>
      [...(answers as unknown as { entries: Map<string, unknown> }).entries.keys()].filter((k) =>
        k.startsWith('/api/v1/system/menu/list|'),
      );
    // A write of the earlier tests that lands late (a session's last use, an operation log) drops
    // every answer; on PostgreSQL one dropped the first language's between the two reads (CI). The
    // pair is read again until no write came between them.
    for (let attempt = 0; attempt < 5; attempt++) {
      const invalidations = answers.stats.invalidations;
      const zh = await t.call({ method: 'GET', url: '/api/v1/system/menu/list', token: admin, lang: 'zh-CN' });
      const en = await t.call({ method: 'GET', url: '/api/v1/system/menu/list', token: admin, lang: 'en' });
      expect(zh.body.code).toBe(0);
      expect(en.body.code).toBe(0);
      if (answers.stats.invalidations === invalidations) break;
    }
    expect(answers.stats.misses).toBeGreaterThan(0);
    expect(menuKeys().length).toBe(2);
  });

  it('sends the cached answer compressed as the client accepts it, and plain otherwise', async () => {
    const url = '/api/v1/system/menu/list';
    const plain = await t.app.inject({ url, headers: { authorization: `Bearer ${admin}` } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(plain.body);
    expect(body.code).toBe(0);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url, headers: { authorization: `Bearer ${admin}`, 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(body);
    }
  });

  it('still checks the permission before answering from the cache', async () => {
    expect((await get(DATA_LIST, { dictType: 'sys_user_sex' })).body.code).toBe(0);
    expect((await get(DATA_LIST, { dictType: 'sys_user_sex' }, demo)).body.code).not.toBe(0);
  });
});
