import { describe, expect, it } from 'vitest';
import { CRUD_CALLS, signedInApp, WIRE_TIME, type Method } from '../../../test/helpers.ts';
import { AUTHORSHIP_KEYS } from '../../../test/org-fixture.ts';

describe('posts', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/post/${path}`, data, token);
  const codes = async (q: Record<string, unknown> = {}) =>
    (await api('GET', 'list', { pageSize: 100, ...q })).body.data.postList.map((p: { postCode: string }) => p.postCode);

  it('lists the seeded posts by postSort in GFast keys, paged', async () => {
    const res = await api('GET', 'list', { pageNum: 1, pageSize: 2 });
    expect(res.body.code).toBe(0);
    expect(Object.keys(res.body.data).sort()).toEqual(['currentPage', 'postList', 'total']);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.currentPage).toBe(1);
    const [ceo] = res.body.data.postList;
    expect(Object.keys(ceo).sort()).toEqual(
      ['postId', 'postCode', 'postName', 'postSort', 'status', 'remark', ...AUTHORSHIP_KEYS].sort(),
    );
    expect(ceo).toMatchObject({ postCode: 'ceo', postName: '董事长', status: 1, deletedAt: null });
    expect(ceo.createdAt).toMatch(WIRE_TIME);
    expect(await codes()).toEqual(['ceo', 'se', 'hr', 'user']);
  });

  it('filters by code and name (LIKE) and exact status; "" means no filter', async () => {
    expect(await codes({ postCode: 'E' })).toEqual(['ceo', 'se', 'user']);
    expect(await codes({ postName: '经理', postCode: '', status: '' })).toEqual(['se']);
    expect(await codes({ status: '0' })).toEqual([]);
  });

  it('adds, edits and deletes a post; validates with code 51', async () => {
    expect((await api('POST', 'add', { postCode: 'ops', postName: 'Ops', postSort: '9', status: '1' })).body).toEqual({
      code: 0,
      message: '',
      data: null,
    });
    const list = (await api('GET', 'list', { postCode: 'ops' })).body.data.postList;
    const { postId } = list[0];
    expect(list[0].createdBy).toBeGreaterThan(0);
    const edit = await api('PUT', 'edit', { postId, postCode: 'ops', postName: 'Operations', postSort: 9, status: 0 });
    expect(edit.body.code).toBe(0);
    expect((await api('GET', 'list', { postCode: 'ops' })).body.data.postList[0]).toMatchObject({
      postName: 'Operations',
      status: 0,
    });
    expect(
      (await api('PUT', 'edit', { postId: 99999, postCode: 'x', postName: 'x', postSort: 1, status: 1 })).body,
    ).toEqual({ code: 50, message: 'Post not found', data: null });
    expect((await api('POST', 'add', { postName: 'x', postSort: 1, status: 1 })).body).toEqual({
      code: 51,
      message: 'postCode is required',
      data: null,
    });
    expect((await api('POST', 'add', { postCode: 'x', postName: 'x', postSort: 1, status: 3 })).body.code).toBe(51);
    expect((await api('POST', 'add', { postCode: 'x', postName: 'x', status: 1 })).body.message).toBe(
      'postSort is required',
    );
    expect((await api('DELETE', 'delete', { ids: [postId] })).body.code).toBe(0);
    expect(await codes({ postCode: 'ops' })).toEqual([]);
    expect((await api('DELETE', 'delete', { ids: [] })).body.code).toBe(51);
  });

  it('refuses callers without the post rules', async () => {
    for (const [method, path] of CRUD_CALLS) {
      expect((await api(method, path, {}, s.demo)).body).toEqual({ code: -1, message: 'No permission', data: null });
    }
  });
});
