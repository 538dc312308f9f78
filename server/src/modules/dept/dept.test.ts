import { describe, expect, it } from 'vitest';
import { CRUD_CALLS, signedInApp, WIRE_TIME, type Method } from '../../../test/helpers.ts';
import { AUTHORSHIP_KEYS, deptIdOf, userIdOf } from '../../../test/org-fixture.ts';

interface Node {
  deptId: number;
  deptName: string;
  children: Node[] | null;
}
const names = (nodes: Node[] | null): unknown =>
  nodes?.map((n) => (n.children ? [n.deptName, names(n.children)] : n.deptName)) ?? null;

describe('departments', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/dept/${path}`, data, token);
  const listNames = async (q: Record<string, unknown> = {}) =>
    (await api('GET', 'list', q)).body.data.deptList.map((d: { deptName: string }) => d.deptName);

  it('lists every department flat, by orderNum, in GFast keys with ancestors', async () => {
    const res = await api('GET', 'list');
    expect(Object.keys(res.body.data)).toEqual(['deptList']);
    const list = res.body.data.deptList;
    expect(list.map((d: { deptName: string }) => d.deptName)).toEqual(['总公司', '华南分公司', '研发组', '华东分公司']);
    const [hq, south, team] = list;
    expect(Object.keys(team).sort()).toEqual(
      [
        'deptId',
        'parentId',
        'ancestors',
        'deptName',
        'orderNum',
        'leader',
        'phone',
        'email',
        'status',
        ...AUTHORSHIP_KEYS,
      ].sort(),
    );
    expect(team).toMatchObject({ parentId: south.deptId, ancestors: `0,${hq.deptId},${south.deptId}`, leader: [] });
    expect(hq.ancestors).toBe('0');
    expect(team.createdAt).toMatch(WIRE_TIME);
    expect(await listNames({ deptName: '分公司', status: '' })).toEqual(['华南分公司', '华东分公司']);
    expect(await listNames({ status: '0' })).toEqual([]);
  });

  it('treeSelect answers `deps`: enabled departments as a tree, null on leaves', async () => {
    const res = await api('GET', 'treeSelect', { showOwner: 'true' });
    expect(Object.keys(res.body.data)).toEqual(['deps']);
    expect(names(res.body.data.deps)).toEqual([['总公司', [['华南分公司', ['研发组']], '华东分公司']]]);
  });

  it('adds with leaders as user ids, and validates', async () => {
    const south = await deptIdOf(s.t, '华南分公司');
    const admin = await userIdOf(s.t, 'admin');
    const add = await api('POST', 'add', {
      parentId: south,
      deptName: '测试组',
      orderNum: 2,
      leader: [admin],
      email: 'team@example.com',
      status: 1,
    });
    expect(add.body).toEqual({ code: 0, message: '', data: null });
    const row = (await api('GET', 'list', { deptName: '测试组' })).body.data.deptList[0];
    expect(row).toMatchObject({ parentId: south, leader: [admin], email: 'team@example.com', status: 1 });
    const bad = (data: Record<string, unknown>) =>
      api('POST', 'add', { parentId: south, deptName: 'x', orderNum: 1, status: 1, ...data });
    expect((await bad({ email: 'nope' })).body).toEqual({
      code: 51,
      message: 'email is not a valid e-mail address',
      data: null,
    });
    expect((await bad({ deptName: '' })).body.message).toBe('deptName is required');
    expect((await bad({ parentId: undefined })).body.message).toBe('parentId is required');
    expect((await bad({ parentId: 99999 })).body).toEqual({ code: 50, message: 'Department not found', data: null });
  });

  it('edits, but never under itself or one of its descendants', async () => {
    const [hq, south, team] = await Promise.all(['总公司', '华南分公司', '研发组'].map((n) => deptIdOf(s.t, n)));
    const form = { deptId: south, parentId: hq, deptName: '华南分公司', orderNum: 1, status: 1 };
    expect((await api('PUT', 'edit', { ...form, parentId: south })).body.message).toBe(
      'A department cannot be its own parent',
    );
    expect((await api('PUT', 'edit', { ...form, parentId: team })).body.message).toBe(
      'A department cannot move under one of its own sub-departments',
    );
    expect((await api('PUT', 'edit', { ...form, phone: '020-1', deptName: '华南' })).body.code).toBe(0);
    expect((await api('GET', 'list', { deptName: '华南' })).body.data.deptList[0].phone).toBe('020-1');
    expect((await api('PUT', 'edit', { ...form, deptName: '华南分公司' })).body.code).toBe(0);
    expect((await api('PUT', 'edit', { ...form, deptId: 99999 })).body.message).toBe('Department not found');
  });

  it('deletes a department with everything below it, unless users belong to any of them', async () => {
    const south = await deptIdOf(s.t, '华南分公司');
    expect((await api('DELETE', 'delete', { id: south })).body).toEqual({
      code: 50,
      message: 'The department or one below it still has users; it cannot be deleted',
      data: null,
    });
    expect((await api('POST', 'add', { parentId: south, deptName: 'Doomed', orderNum: 9, status: 1 })).body.code).toBe(
      0,
    );
    const doomed = await deptIdOf(s.t, 'Doomed');
    expect(
      (await api('POST', 'add', { parentId: doomed, deptName: 'Doomed child', orderNum: 1, status: 1 })).body.code,
    ).toBe(0);
    expect((await api('DELETE', 'delete', { id: doomed })).body.code).toBe(0);
    expect(await listNames({ deptName: 'Doomed' })).toEqual([]);
    expect((await api('DELETE', 'delete', {})).body.message).toBe('id is required');
  });

  it('a caller without the department rules reads only their own part of the tree', async () => {
    for (const [method, path] of CRUD_CALLS) {
      expect((await api(method, path, {}, s.demo)).body.code).toBe(-1);
    }
    // demo sits in the R&D team and has no scope rows: their department and those below it.
    const tree = await api('GET', 'treeSelect', {}, s.demo);
    expect(names(tree.body.data.deps)).toEqual(['研发组']);
  });
});
