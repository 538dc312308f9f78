import { describe, expect, it } from 'vitest';
import { signedInApp, WIRE_TIME } from '../../../../test/helpers.ts';
import { API, categoryIdOf, productForm } from './test-fixture.ts';

describe('product categories', () => {
  const s = signedInApp();
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data: Record<string, unknown> = {}) =>
    s.t.api(method, `${API}/category/${path}`, data, s.admin);

  it('lists the seeded tree: `category` key, children null on leaves, sort order', async () => {
    const res = await api('GET', 'list');
    expect(res.body.code).toBe(0);
    const tree = res.body.data.category;
    expect(tree.map((c: { name: string }) => c.name)).toEqual(['传感器', '网关']);
    const [sensors, gateway] = tree;
    expect(sensors.children.map((c: { name: string }) => c.name)).toEqual(['温湿度']);
    expect(sensors.children[0].children).toBeNull();
    expect(gateway.children).toBeNull();
    expect(sensors).toMatchObject({ parentId: 0, key: 'sensor', sort: 1, deletedAt: null, deletedBy: 0 });
    expect(sensors.createdAt).toMatch(WIRE_TIME);
  });

  it('a name filter answers a flat list of the matches', async () => {
    const res = await api('GET', 'list', { name: '温湿' });
    expect(res.body.data.category).toHaveLength(1);
    expect(res.body.data.category[0]).toMatchObject({ name: '温湿度', children: null });
    expect((await api('GET', 'list', { name: 'nothing-like-it' })).body.data.category).toBeNull();
    // '' is no filter.
    expect((await api('GET', 'list', { name: '' })).body.data.category).toHaveLength(2);
  });

  it('page_list pages over the roots with `Total` and `currentPage`; PageSize is accepted', async () => {
    const res = await api('GET', 'page_list', { pageNum: 1, PageSize: 1 });
    expect(res.body.data).toMatchObject({ Total: 2, currentPage: 1 });
    expect(res.body.data.category).toHaveLength(1);
    expect(res.body.data.category[0].children).toHaveLength(1);
    const past = await api('GET', 'page_list', { pageNum: 9, pageSize: 10 });
    expect(past.body.data).toMatchObject({ category: [], Total: 2, currentPage: 9 });
  });

  it('adds and edits; refuses a parent that is itself or below itself, and unknown ids', async () => {
    const sensors = await categoryIdOf(s.t, '传感器');
    expect((await api('POST', 'add', { parentId: sensors, key: 'gas', name: '气体', sort: '3' })).body.code).toBe(0);
    const gas = await categoryIdOf(s.t, '气体');
    expect((await api('POST', 'add', { parentId: gas, key: 'co2', name: 'CO2' })).body.code).toBe(0);
    const co2 = await categoryIdOf(s.t, 'CO2');
    const form = { id: sensors, parentId: sensors, key: 'sensor', name: '传感器', sort: 1 };
    const self = await api('PUT', 'edit', form);
    expect(self.body).toMatchObject({
      code: 50,
      message: 'A category cannot move under itself or one of its sub-categories',
    });
    // Deeper than SagooIoT checks: under a grandchild.
    expect((await api('PUT', 'edit', { ...form, parentId: co2 })).body.code).toBe(50);
    expect((await api('PUT', 'edit', { ...form, id: 99999, parentId: 0 })).body.message).toBe('Category not found');
    expect((await api('POST', 'add', { parentId: 99999, key: 'x', name: 'x' })).body.message).toBe(
      'Category not found',
    );
    expect((await api('POST', 'add', { parentId: 0, key: '', name: 'x' })).body.code).toBe(51);
    expect((await api('POST', 'add', { parentId: 0, key: 'x', name: 'x', desc: 'd'.repeat(201) })).body.code).toBe(51);
    // A legal move: CO2 to the top.
    expect((await api('PUT', 'edit', { id: co2, parentId: 0, key: 'co2', name: 'CO2', sort: 9 })).body.code).toBe(0);
    const roots = (await api('GET', 'list')).body.data.category.map((c: { name: string }) => c.name);
    expect(roots).toContain('CO2');
  });

  it('deletes a leaf; refuses one with children or with products', async () => {
    const sensors = await categoryIdOf(s.t, '传感器');
    expect((await api('DELETE', 'del', { id: sensors })).body).toMatchObject({
      code: 50,
      message: 'Delete the sub-categories first',
    });
    const climate = await categoryIdOf(s.t, '温湿度');
    const used = await api('DELETE', 'del', { id: climate });
    expect(used.body.message).toBe('Products still belong to this category; move or delete them first');
    expect((await api('POST', 'add', { parentId: 0, key: 'tmp', name: '临时' })).body.code).toBe(0);
    const tmp = await categoryIdOf(s.t, '临时');
    expect((await s.t.api('POST', `${API}/add`, productForm('in_tmp', tmp), s.admin)).body.code).toBe(0);
    expect((await api('DELETE', 'del', { id: tmp })).body.code).toBe(50);
    expect((await s.t.api('DELETE', `${API}/del`, { keys: ['in_tmp'] }, s.admin)).body.code).toBe(0);
    expect((await api('DELETE', 'del', { id: tmp })).body.code).toBe(0);
    expect((await api('DELETE', 'del', { id: tmp })).body.message).toBe('Category not found');
  });

  it('the common role reads but may not write', async () => {
    expect((await s.t.api('GET', `${API}/category/list`, {}, s.demo)).body.code).toBe(0);
    const add = await s.t.api('POST', `${API}/category/add`, { parentId: 0, key: 'no', name: 'no' }, s.demo);
    expect(add.body.code).toBe(-1);
    expect((await s.t.api('PUT', `${API}/category/edit`, { id: 1, key: 'no', name: 'no' }, s.demo)).body.code).toBe(-1);
    expect((await s.t.api('DELETE', `${API}/category/del`, { id: 1 }, s.demo)).body.code).toBe(-1);
  });
});
