import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../user/schema.ts';
import { notices } from './schema.ts';
import { WIRE_TIME } from '../../../test/helpers.ts';
import { noticeFixture } from '../../../test/notice-fixture.ts';

// The managers' side: adding, listing, validating, editing and deleting notices.
describe('notice management', () => {
  const { n, api, form, add, showIds } = noticeFixture();

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
      createdUser: { id: n.adminId, userNickname: '超级管理员' },
      createdBy: n.adminId,
      createdAt: expect.stringMatching(WIRE_TIME),
    });
  });

  it('filters the admin list and honours a whitelisted orderBy', async () => {
    const a = await add({ title: 'Alpha', tag: 1, sort: 2 });
    const b = await add({ title: 'Beta', tag: 2, sort: 1, status: 0 });
    const c = await add({ title: 'Letter', type: 2, receiver: [n.demoId] });
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
      const res = await api(method, path, data, n.demo);
      expect(res.body, path).toEqual({ code: -1, message: 'No permission', data: null });
    }
    expect((await api('GET', 'sysNotice/listShow', {}, n.demo)).body.code).toBe(0);
    expect((await api('GET', 'sysNotice/unReadCount', {}, n.demo)).body.code).toBe(0);
    expect((await api('POST', 'sysNoticeRead/readNotice', { noticeId: id }, n.demo)).body.code).toBe(0);
    expect((await api('POST', 'sysNoticeRead/readAll', {}, n.demo)).body).toEqual({ code: 0, message: '', data: null });
    expect((await api('GET', 'sysNoticeRead/list', {}, n.demo)).body.code).toBe(0);
    expect((await api('GET', 'sysNotice/get', { id }, n.demo)).body.code).toBe(0);
    const anon = await n.t.call({ method: 'GET', url: '/api/v1/system/sysNotice/listShow' });
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
    const zh = await n.t.call({
      method: 'POST',
      url: '/api/v1/system/sysNotice/add',
      payload: form({ title: '' }),
      token: n.admin,
    });
    expect(zh.body).toMatchObject({ code: 51, message: 'title 不能为空' });
    const noId = await api('PUT', 'sysNotice/edit', form());
    expect(noId.body).toMatchObject({ code: 51, message: expect.stringContaining('id') });
    const gone = await api('PUT', 'sysNotice/edit', form({ id: 424242 }));
    expect(gone.body).toEqual({ code: 50, message: 'Notice not found', data: null });
    expect((await api('DELETE', 'sysNotice/delete', { ids: [] })).body.code).toBe(51);
    expect((await api('GET', 'sysNotice/get', { id: 'x' })).body.code).toBe(51);
    expect((await api('POST', 'sysNoticeRead/readNotice', {}, n.demo)).body.code).toBe(51);
    expect(await n.t.database.db.$count(notices)).toBe(0);
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

  it('soft-deletes: the row stays with deleted_at, and it leaves every list and count', async () => {
    const id = await add();
    const keep = await add();
    expect((await api('DELETE', 'sysNotice/delete', { ids: [id] })).body).toEqual({ code: 0, message: '', data: null });
    const [row] = await n.t.database.db.select().from(notices).where(eq(notices.id, id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await api('GET', 'sysNotice/list')).body.data.list.map((r: { id: number }) => r.id)).toEqual([keep]);
    expect(await showIds(n.demo)).toEqual([keep]);
    expect((await api('GET', 'sysNotice/unReadCount', {}, n.demo)).body.data.notifyCount).toBe(1);
    expect((await api('GET', 'sysNotice/get', { id })).body.code).toBe(50);
    expect((await api('PUT', 'sysNotice/edit', form({ id }))).body.code).toBe(50);
  });

  it('edits a notice without changing its type', async () => {
    const id = await add({ type: 2, receiver: [n.demoId] });
    const res = await api('PUT', 'sysNotice/edit', form({ id, type: 2, receiver: [n.otherId], title: 'Changed' }));
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    const got = (await api('GET', 'sysNotice/get', { id })).body.data;
    expect(got).toMatchObject({ title: 'Changed', type: 2, receiver: [n.otherId], updatedBy: n.adminId });
    expect(got.updatedUser).toEqual({ id: n.adminId, userNickname: '超级管理员' });
    expect(await showIds(n.demo)).toEqual([]);
  });

  it('picks receivers by nickname, six at most', async () => {
    const res = await api('GET', 'sysNotice/userList', { userNickname: '演示' });
    expect(res.body).toEqual({
      code: 0,
      message: '',
      data: { userList: [{ id: n.demoId, userNickname: '演示用户' }] },
    });
    await n.t.database.db
      .insert(users)
      .values(
        Array.from({ length: 8 }, (_, i) => ({ userName: `bulk${i}`, userNickname: `批量${i}`, passwordHash: 'x' })),
      );
    expect((await api('GET', 'sysNotice/userList', {})).body.data.userList).toHaveLength(6);
    expect((await api('GET', 'sysNotice/userList', { userNickname: '%' })).body.data.userList).toEqual([]);
  });
});
