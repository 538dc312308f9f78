import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noticeReads } from './schema.ts';
import { WIRE_TIME } from '../../../test/helpers.ts';
import { noticeFixture } from '../../../test/notice-fixture.ts';

// The readers' side: who sees which notice and letter, and what they have read.
describe('reading notices', () => {
  const { n, api, add, showIds } = noticeFixture();

  it('returns get unwrapped with receiverUser; readers only get what they may see', async () => {
    const letter = await add({ type: 2, receiver: [n.demoId, n.otherId], title: 'For demo and other' });
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
      createdBy: n.adminId,
      createdUser: { id: n.adminId, userNickname: '超级管理员' },
      updatedBy: 0,
      updatedUser: null,
      createdAt: expect.stringMatching(WIRE_TIME),
      updatedAt: expect.stringMatching(WIRE_TIME),
      deletedAt: null,
      receiver: [n.demoId, n.otherId],
      receiverUser: [
        { id: n.demoId, userNickname: '演示用户' },
        { id: n.otherId, userNickname: '其他用户' },
      ],
    });
    expect((await api('GET', 'sysNotice/get', { id: letter }, n.demo)).body.data.id).toBe(letter);
    const secret = await add({ type: 2, receiver: [n.otherId] });
    const draft = await add({ status: 0 });
    for (const id of [secret, draft, 999999]) {
      expect((await api('GET', 'sysNotice/get', { id }, n.demo)).body).toEqual({
        code: 50,
        message: 'Notice not found',
        data: null,
      });
    }
    // The manager reaches drafts and everyone's letters.
    expect((await api('GET', 'sysNotice/get', { id: draft })).body.data.status).toBe(0);
    expect((await api('GET', 'sysNotice/get', { id: secret })).body.data.receiver).toEqual([n.otherId]);
  });

  it('never shows demo a letter to someone else, nor a draft or a deleted notice', async () => {
    const notice = await add({ title: 'Everyone' });
    const mine = await add({ type: 2, receiver: [n.demoId], title: 'Mine' });
    const theirs = await add({ type: 2, receiver: [n.otherId], title: 'Theirs' });
    const draft = await add({ status: 0 });
    const deleted = await add();
    await api('DELETE', 'sysNotice/delete', { ids: [deleted] });
    expect(await showIds(n.demo)).toEqual([mine, notice]);
    expect(await showIds(n.demo, { type: '2' })).toEqual([mine]);
    expect(await showIds(n.demo, { type: '1' })).toEqual([notice]);
    expect(await showIds(n.admin, { type: '2' })).toEqual([]);
    const res = await api('GET', 'sysNotice/listShow', {}, n.demo);
    expect(res.body.data).toMatchObject({ total: 2, currentPage: 1 });
    expect(res.body.data.list[0]).toMatchObject({ id: mine, content: '<p>Tonight at <b>22:00</b></p>', isRead: false });
    expect(JSON.stringify(res.body)).not.toContain('Theirs');
    expect([theirs, draft]).not.toContain(res.body.data.list[1].id);
    expect((await api('POST', 'sysNoticeRead/readNotice', { noticeId: theirs }, n.demo)).body.code).toBe(50);
  });

  it('trims listShow content to text with isTrim', async () => {
    const long = 'é'.repeat(100);
    await add({ content: `<p>Hello <b>world</b> &amp; you</p><p>${long}</p>` });
    const short = await add({ content: '<p>a &lt;b&gt;</p>' });
    const res = await api('GET', 'sysNotice/listShow', { isTrim: 'true' }, n.demo);
    const [s, l] = res.body.data.list;
    expect(s.id).toBe(short);
    expect(s.content).toBe('a &lt;b&gt;');
    expect(l.content).toBe(`Hello world & you ${'é'.repeat(72)}...`);
    expect(Array.from(l.content as string)).toHaveLength(93);
    const full = await api('GET', 'sysNotice/listShow', { isTrim: 'false' }, n.demo);
    expect(full.body.data.list[1].content).toContain('<b>world</b>');
  });

  it('counts unread items before and after readNotice and readAll', async () => {
    const n1 = await add();
    await add();
    const l1 = await add({ type: 2, receiver: [n.demoId] });
    await add({ type: 2, receiver: [n.otherId] });
    await add({ status: 0 });
    const count = async (token = n.demo) => (await api('GET', 'sysNotice/unReadCount', {}, token)).body;
    expect(await count()).toEqual({ code: 0, message: '', data: { notifyCount: 2, noticeCount: 1 } });

    expect((await api('POST', 'sysNoticeRead/readNotice', { noticeId: n1 }, n.demo)).body).toEqual({
      code: 0,
      message: '',
      data: null,
    });
    expect((await count()).data).toEqual({ notifyCount: 1, noticeCount: 1 });
    await api('POST', 'sysNoticeRead/readNotice', { noticeId: String(l1) }, n.demo);
    expect((await count()).data).toEqual({ notifyCount: 1, noticeCount: 0 });

    // Later openings count clicks; the first only records the read.
    await api('POST', 'sysNoticeRead/readNotice', { noticeId: n1 }, n.demo);
    await api('POST', 'sysNoticeRead/readNotice', { noticeId: n1 }, n.demo);
    const [read] = await n.t.database.db.select().from(noticeReads).where(eq(noticeReads.noticeId, n1));
    expect(read.clicks).toBe(2);
    const list = (await api('GET', 'sysNotice/list', { id: n1 })).body.data.list;
    expect(list[0]).toMatchObject({ clickNumber: 2, isRead: false });
    const shown = (await api('GET', 'sysNotice/listShow', { pageSize: 100 }, n.demo)).body.data.list;
    expect(shown.find((r: { id: number }) => r.id === n1).isRead).toBe(true);

    expect((await api('POST', 'sysNoticeRead/readAll', {}, n.demo)).body).toEqual({ code: 0, message: '', data: null });
    expect((await count()).data).toEqual({ notifyCount: 0, noticeCount: 0 });
    // Someone else's counts are their own.
    expect((await count(n.admin)).data).toEqual({ notifyCount: 2, noticeCount: 0 });
    // Idempotent.
    expect((await api('POST', 'sysNoticeRead/readAll', {}, n.demo)).body.code).toBe(0);

    const reads = await api('GET', 'sysNoticeRead/list', { pageSize: 10 }, n.demo);
    expect(reads.body.data).toMatchObject({ total: 3, currentPage: 1 });
    expect(reads.body.data.list[0]).toEqual({
      id: expect.any(Number),
      noticeId: expect.any(Number),
      userId: n.demoId,
      createdAt: expect.stringMatching(WIRE_TIME),
    });
    expect((await api('GET', 'sysNoticeRead/list', {}, n.admin)).body.data.total).toBe(0);
    expect((await api('GET', 'sysNoticeRead/list', { orderBy: 'noticeId asc' }, n.demo)).body.code).toBe(0);
    expect((await api('GET', 'sysNoticeRead/list', { orderBy: 'user_password' }, n.demo)).body.code).toBe(51);
  });
});
