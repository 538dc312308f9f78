import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { noticeReads, notices, users } from '../../db/schema.ts';
import { hashPassword } from '../auth/password.ts';

const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe('notices', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let adminId: number;
  let demoId: number;
  let otherId: number;
  let sent: { ids?: number[]; f: unknown }[];

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data: Record<string, unknown> = {},
    token = admin,
  ) =>
    t.call({
      method,
      url: `/api/v1/system/${path}`,
      ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
      token,
      lang: 'en',
    });
  const form = (extra: Record<string, unknown> = {}) => ({
    title: 'Maintenance',
    type: '1',
    tag: '3',
    content: '<p>Tonight at <b>22:00</b></p>',
    status: '1',
    remark: 'r',
    sort: 0,
    ...extra,
  });
  /** Adds through the API and returns the new id. */
  const add = async (extra: Record<string, unknown> = {}) => {
    const res = await api('POST', 'sysNotice/add', form(extra));
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    const [row] = await t.database.db.select({ id: notices.id }).from(notices).orderBy(desc(notices.id)).limit(1);
    return row.id;
  };
  const showIds = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await api('GET', 'sysNotice/listShow', { pageSize: 100, ...query }, token);
    expect(res.body.code).toBe(0);
    return (res.body.data.list as { id: number }[]).map((r) => r.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, demo] = await Promise.all([t.login('admin'), t.login('demo')]);
    const [{ id: oid }] = await t.database.db
      .insert(users)
      .values({ userName: 'other', userNickname: '其他用户', passwordHash: await hashPassword('Other123') })
      .returning();
    otherId = oid;
    const all = await t.database.db.select({ id: users.id, userName: users.userName }).from(users);
    adminId = all.find((u) => u.userName === 'admin')!.id;
    demoId = all.find((u) => u.userName === 'demo')!.id;
  });
  beforeEach(async () => {
    sent = [];
    t.app.ctx.live = {
      toUsers: async (ids, f) => void sent.push({ ids, f }),
      broadcast: async (f) => void sent.push({ f }),
    };
    await t.database.db.delete(noticeReads);
    await t.database.db.delete(notices);
  });
  afterAll(() => t.close());

  it('adds a notice and lists it in GFast shapes, content empty in the admin list', async () => {
    const id = await add();
    const res = await api('GET', 'sysNotice/list', { pageNum: '1', pageSize: '10' });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ total: 1, currentPage: 1 });
    const [row] = res.body.data.list;
    expect(row).toEqual({
      id,
      title: 'Maintenance',
      type: 1,
      tag: 3,
      content: '',
      remark: 'r',
      sort: 0,
      status: 1,
      isRead: false,
      clickNumber: 0,
      createdUser: { id: adminId, userNickname: '超级管理员' },
      createdBy: adminId,
      createdAt: expect.stringMatching(TIME),
    });
  });

  it('filters the admin list and honours a whitelisted orderBy', async () => {
    const a = await add({ title: 'Alpha', tag: 1, sort: 2 });
    const b = await add({ title: 'Beta', tag: 2, sort: 1, status: 0 });
    const c = await add({ title: 'Letter', type: 2, receiver: [demoId] });
    const ids = async (q: Record<string, unknown>) =>
      ((await api('GET', 'sysNotice/list', q)).body.data.list as { id: number }[]).map((r) => r.id);
    expect(await ids({})).toEqual([c, b, a]);
    expect(await ids({ title: 'alp' })).toEqual([a]);
    expect(await ids({ tag: '2' })).toEqual([b]);
    expect(await ids({ status: '0' })).toEqual([b]);
    expect(await ids({ status: '', type: '2' })).toEqual([c]);
    expect(await ids({ id: String(a) })).toEqual([a]);
    expect(await ids({ orderBy: 'sort asc', type: '1' })).toEqual([b, a]);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(await ids({ 'dateRange[]': [day, day] })).toHaveLength(3);
    expect(await ids({ 'dateRange[]': ['2000-01-01', '2000-01-02'] })).toEqual([]);
    const bad = await api('GET', 'sysNotice/list', { orderBy: 'id; drop table sys_user' });
    expect(bad.body).toMatchObject({ code: 51, message: expect.stringContaining('orderBy') });
    const badDate = await api('GET', 'sysNotice/list', { 'dateRange[]': ['yesterday'] });
    expect(badDate.body).toMatchObject({ code: 51, message: expect.stringContaining('dateRange') });
  });

  it('refuses the admin endpoints to demo, who can still read', async () => {
    const id = await add();
    for (const [method, path, data] of [
      ['GET', 'sysNotice/list', {}],
      ['GET', 'sysNotice/userList', {}],
      ['POST', 'sysNotice/add', form()],
      ['PUT', 'sysNotice/edit', form({ id })],
      ['DELETE', 'sysNotice/delete', { ids: [id] }],
    ] as const) {
      const res = await api(method, path, data, demo);
      expect(res.body, path).toEqual({ code: -1, message: 'No permission', data: null });
    }
    expect((await api('GET', 'sysNotice/listShow', {}, demo)).body.code).toBe(0);
    expect((await api('GET', 'sysNotice/unReadCount', {}, demo)).body.code).toBe(0);
    expect((await api('POST', 'sysNoticeRead/readNotice', { noticeId: id }, demo)).body.code).toBe(0);
    expect((await api('POST', 'sysNoticeRead/readAll', {}, demo)).body).toEqual({ code: 0, message: '', data: null });
    expect((await api('GET', 'sysNoticeRead/list', {}, demo)).body.code).toBe(0);
    expect((await api('GET', 'sysNotice/get', { id }, demo)).body.code).toBe(0);
    const anon = await t.call({ method: 'GET', url: '/api/v1/system/sysNotice/listShow' });
    expect(anon.body).toEqual({ code: 401, message: 'token已失效' });
  });

  it('validates the form with code 51 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ type: '3' }, 'type'],
      [{ type: undefined }, 'type'],
      [{ content: '' }, 'content'],
      [{ content: '<script>alert(1)</script>' }, 'content'],
      [{ status: '2' }, 'status'],
      [{ status: undefined }, 'status'],
      [{ tag: '6' }, 'tag'],
      [{ tag: 'x' }, 'tag'],
      [{ type: 2 }, 'receiver'],
      [{ type: 2, receiver: [] }, 'receiver'],
      [{ type: 2, receiver: [999999] }, 'receiver'],
      [{ type: 2, receiver: ['abc'] }, 'receiver'],
      [{ sort: 'many' }, 'sort'],
    ];
    for (const [extra, field] of cases) {
      const res = await api('POST', 'sysNotice/add', form(extra));
      expect(res.status, JSON.stringify(extra)).toBe(200);
      expect(res.body, JSON.stringify(extra)).toMatchObject({ code: 51, message: expect.stringContaining(field) });
    }
    const zh = await t.call({
      method: 'POST',
      url: '/api/v1/system/sysNotice/add',
      payload: form({ title: '' }),
      token: admin,
    });
    expect(zh.body).toMatchObject({ code: 51, message: 'title 不能为空' });
    const noId = await api('PUT', 'sysNotice/edit', form());
    expect(noId.body).toMatchObject({ code: 51, message: expect.stringContaining('id') });
    const gone = await api('PUT', 'sysNotice/edit', form({ id: 424242 }));
    expect(gone.body).toEqual({ code: 50, message: 'Notice not found', data: null });
    expect((await api('DELETE', 'sysNotice/delete', { ids: [] })).body.code).toBe(51);
    expect((await api('GET', 'sysNotice/get', { id: 'x' })).body.code).toBe(51);
    expect((await api('POST', 'sysNoticeRead/readNotice', {}, demo)).body.code).toBe(51);
    expect(await t.database.db.$count(notices)).toBe(0);
  });

  it('sanitises the content: scripts, event handlers and javascript: URLs go, formatting stays', async () => {
    const id = await add({
      content:
        '<p style="color: red; background-image: url(x)">Hi <b>there</b><script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><img src="https://e.com/a.png" alt="a">' +
        '<img src="data:image/png;base64,AAAA"><a href="javascript:alert(3)">bad</a>' +
        '<a href="https://e.com" onclick="x()">good</a><a href="mailto:a@b.c">mail</a><iframe src="https://e.com"></iframe>',
    });
    const res = await api('GET', 'sysNotice/get', { id });
    const html: string = res.body.data.content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|url\(/i);
    expect(html).toContain('<p style="color:red">Hi <b>there</b></p>');
    expect(html).toContain('<img src="https://e.com/a.png" alt="a" />');
    expect(html).toContain('<img src="data:image/png;base64,AAAA" />');
    expect(html).toContain('<a href="https://e.com">good</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
    expect(html).toContain('<a>bad</a>');
  });

  it('returns get unwrapped with receiverUser; readers only get what they may see', async () => {
    const letter = await add({ type: 2, receiver: [demoId, otherId], title: 'For demo and other' });
    const res = await api('GET', 'sysNotice/get', { id: letter });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      id: letter,
      title: 'For demo and other',
      type: 2,
      tag: 3,
      content: '<p>Tonight at <b>22:00</b></p>',
      remark: 'r',
      sort: 0,
      status: 1,
      createdBy: adminId,
      createdUser: { id: adminId, userNickname: '超级管理员' },
      updatedBy: 0,
      updatedUser: null,
      createdAt: expect.stringMatching(TIME),
      updatedAt: expect.stringMatching(TIME),
      deletedAt: null,
      receiver: [demoId, otherId],
      receiverUser: [
        { id: demoId, userNickname: '演示用户' },
        { id: otherId, userNickname: '其他用户' },
      ],
    });
    expect((await api('GET', 'sysNotice/get', { id: letter }, demo)).body.data.id).toBe(letter);
    const secret = await add({ type: 2, receiver: [otherId] });
    const draft = await add({ status: 0 });
    for (const id of [secret, draft, 999999]) {
      expect((await api('GET', 'sysNotice/get', { id }, demo)).body).toEqual({
        code: 50,
        message: 'Notice not found',
        data: null,
      });
    }
    // The manager reaches drafts and everyone's letters.
    expect((await api('GET', 'sysNotice/get', { id: draft })).body.data.status).toBe(0);
    expect((await api('GET', 'sysNotice/get', { id: secret })).body.data.receiver).toEqual([otherId]);
  });

  it('never shows demo a letter to someone else, nor a draft or a deleted notice', async () => {
    const notice = await add({ title: 'Everyone' });
    const mine = await add({ type: 2, receiver: [demoId], title: 'Mine' });
    const theirs = await add({ type: 2, receiver: [otherId], title: 'Theirs' });
    const draft = await add({ status: 0 });
    const deleted = await add();
    await api('DELETE', 'sysNotice/delete', { ids: [deleted] });
    expect(await showIds(demo)).toEqual([mine, notice]);
    expect(await showIds(demo, { type: '2' })).toEqual([mine]);
    expect(await showIds(demo, { type: '1' })).toEqual([notice]);
    expect(await showIds(admin, { type: '2' })).toEqual([]);
    const res = await api('GET', 'sysNotice/listShow', {}, demo);
    expect(res.body.data).toMatchObject({ total: 2, currentPage: 1 });
    expect(res.body.data.list[0]).toMatchObject({ id: mine, content: '<p>Tonight at <b>22:00</b></p>', isRead: false });
    expect(JSON.stringify(res.body)).not.toContain('Theirs');
    expect([theirs, draft]).not.toContain(res.body.data.list[1].id);
    expect((await api('POST', 'sysNoticeRead/readNotice', { noticeId: theirs }, demo)).body.code).toBe(50);
  });

  it('trims listShow content to text with isTrim', async () => {
    const long = 'é'.repeat(100);
    await add({ content: `<p>Hello <b>world</b> &amp; you</p><p>${long}</p>` });
    const short = await add({ content: '<p>a &lt;b&gt;</p>' });
    const res = await api('GET', 'sysNotice/listShow', { isTrim: 'true' }, demo);
    const [s, l] = res.body.data.list;
    expect(s.id).toBe(short);
    expect(s.content).toBe('a &lt;b&gt;');
    expect(l.content).toBe(`Hello world & you ${'é'.repeat(72)}...`);
    expect(Array.from(l.content as string)).toHaveLength(93);
    const full = await api('GET', 'sysNotice/listShow', { isTrim: 'false' }, demo);
    expect(full.body.data.list[1].content).toContain('<b>world</b>');
  });

  it('counts unread items before and after readNotice and readAll', async () => {
    const n1 = await add();
    await add();
    const l1 = await add({ type: 2, receiver: [demoId] });
    await add({ type: 2, receiver: [otherId] });
    await add({ status: 0 });
    const count = async (token = demo) => (await api('GET', 'sysNotice/unReadCount', {}, token)).body;
    expect(await count()).toEqual({ code: 0, message: '', data: { notifyCount: 2, noticeCount: 1 } });

    expect((await api('POST', 'sysNoticeRead/readNotice', { noticeId: n1 }, demo)).body).toEqual({
      code: 0,
      message: '',
      data: null,
    });
    expect((await count()).data).toEqual({ notifyCount: 1, noticeCount: 1 });
    await api('POST', 'sysNoticeRead/readNotice', { noticeId: String(l1) }, demo);
    expect((await count()).data).toEqual({ notifyCount: 1, noticeCount: 0 });

    // Later openings count clicks; the first only records the read.
    await api('POST', 'sysNoticeRead/readNotice', { noticeId: n1 }, demo);
    await api('POST', 'sysNoticeRead/readNotice', { noticeId: n1 }, demo);
    const [read] = await t.database.db.select().from(noticeReads).where(eq(noticeReads.noticeId, n1));
    expect(read.clicks).toBe(2);
    const list = (await api('GET', 'sysNotice/list', { id: n1 })).body.data.list;
    expect(list[0]).toMatchObject({ clickNumber: 2, isRead: false });
    const shown = (await api('GET', 'sysNotice/listShow', { pageSize: 100 }, demo)).body.data.list;
    expect(shown.find((r: { id: number }) => r.id === n1).isRead).toBe(true);

    expect((await api('POST', 'sysNoticeRead/readAll', {}, demo)).body).toEqual({ code: 0, message: '', data: null });
    expect((await count()).data).toEqual({ notifyCount: 0, noticeCount: 0 });
    // Someone else's counts are their own.
    expect((await count(admin)).data).toEqual({ notifyCount: 2, noticeCount: 0 });
    // Idempotent.
    expect((await api('POST', 'sysNoticeRead/readAll', {}, demo)).body.code).toBe(0);

    const reads = await api('GET', 'sysNoticeRead/list', { pageSize: 10 }, demo);
    expect(reads.body.data).toMatchObject({ total: 3, currentPage: 1 });
    expect(reads.body.data.list[0]).toEqual({
      id: expect.any(Number),
      noticeId: expect.any(Number),
      userId: demoId,
      createdAt: expect.stringMatching(TIME),
    });
    expect((await api('GET', 'sysNoticeRead/list', {}, admin)).body.data.total).toBe(0);
    expect((await api('GET', 'sysNoticeRead/list', { orderBy: 'noticeId asc' }, demo)).body.code).toBe(0);
    expect((await api('GET', 'sysNoticeRead/list', { orderBy: 'user_password' }, demo)).body.code).toBe(51);
  });

  it('soft-deletes: the row stays with deleted_at, and it leaves every list and count', async () => {
    const id = await add();
    const keep = await add();
    expect((await api('DELETE', 'sysNotice/delete', { ids: [id] })).body).toEqual({ code: 0, message: '', data: null });
    const [row] = await t.database.db.select().from(notices).where(eq(notices.id, id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await api('GET', 'sysNotice/list')).body.data.list.map((r: { id: number }) => r.id)).toEqual([keep]);
    expect(await showIds(demo)).toEqual([keep]);
    expect((await api('GET', 'sysNotice/unReadCount', {}, demo)).body.data.notifyCount).toBe(1);
    expect((await api('GET', 'sysNotice/get', { id })).body.code).toBe(50);
    expect((await api('PUT', 'sysNotice/edit', form({ id }))).body.code).toBe(50);
  });

  it('edits a notice without changing its type', async () => {
    const id = await add({ type: 2, receiver: [demoId] });
    const res = await api('PUT', 'sysNotice/edit', form({ id, type: 2, receiver: [otherId], title: 'Changed' }));
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    const got = (await api('GET', 'sysNotice/get', { id })).body.data;
    expect(got).toMatchObject({ title: 'Changed', type: 2, receiver: [otherId], updatedBy: adminId });
    expect(got.updatedUser).toEqual({ id: adminId, userNickname: '超级管理员' });
    expect(await showIds(demo)).toEqual([]);
  });

  it('picks receivers by nickname, six at most', async () => {
    const res = await api('GET', 'sysNotice/userList', { userNickname: '演示' });
    expect(res.body).toEqual({ code: 0, message: '', data: { userList: [{ id: demoId, userNickname: '演示用户' }] } });
    await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 8 }, (_, i) => ({ userName: `bulk${i}`, userNickname: `批量${i}`, passwordHash: 'x' })),
      );
    expect((await api('GET', 'sysNotice/userList', {})).body.data.userList).toHaveLength(6);
    expect((await api('GET', 'sysNotice/userList', { userNickname: '%' })).body.data.userList).toEqual([]);
  });

  describe('live frames', () => {
    it('broadcasts a published notice in the GFast §4.3 shape', async () => {
      const id = await add({ content: '<p onclick="x()">Hi</p>' });
      expect(sent).toEqual([
        {
          f: {
            event: 'notice',
            data: {
              id,
              title: 'Maintenance',
              type: 1,
              tag: 3,
              content: '<p>Hi</p>',
              remark: 'r',
              sort: 0,
              status: 1,
              receiver: 'null',
              createdBy: adminId,
              updatedBy: null,
              createdAt: null,
              updatedAt: null,
              deletedAt: null,
            },
          },
        },
      ]);
    });

    it('sends a letter to its receivers only, and on edit marks updatedBy', async () => {
      const id = await add({ type: 2, receiver: [demoId, otherId, demoId] });
      expect(sent).toEqual([
        {
          ids: [demoId, otherId],
          f: {
            event: 'notice',
            data: expect.objectContaining({
              id,
              type: 2,
              receiver: JSON.stringify([demoId, otherId]),
              createdBy: adminId,
              updatedBy: null,
            }),
          },
        },
      ]);
      sent.length = 0;
      await api('PUT', 'sysNotice/edit', form({ id, type: 2, receiver: [otherId] }));
      expect(sent).toEqual([
        {
          ids: [otherId],
          f: {
            event: 'notice',
            data: expect.objectContaining({ id, receiver: `[${otherId}]`, createdBy: null, updatedBy: adminId }),
          },
        },
      ]);
    });

    it('sends nothing for unpublished notices, deletes or failed writes', async () => {
      const id = await add({ status: 0 });
      await add({ status: 0, type: 2, receiver: [demoId] });
      await api('PUT', 'sysNotice/edit', form({ id, status: 0 }));
      await api('DELETE', 'sysNotice/delete', { ids: [id] });
      await api('POST', 'sysNotice/add', form({ title: '' }));
      expect(sent).toEqual([]);
    });

    it('still saves the notice when the live channel fails', async () => {
      t.app.ctx.live = {
        toUsers: async () => {
          throw new Error('down');
        },
        broadcast: async () => {
          throw new Error('down');
        },
      };
      await add();
      expect(await t.database.db.$count(notices)).toBe(1);
    });
  });
});
