import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { DEPT_TREE_QUERY } from '../../../test/sagoo-console.ts';

// SagooIoT's product form loads the department tree (views/iot/device/product/component/editPro.vue).
describe("SagooIoT's department tree", () => {
  const s = signedInApp();

  it('answers {Data: tree} (its console unwraps it), the departments of the caller', async () => {
    const res = await s.t.api('GET', '/api/v1/system/dept/tree', DEPT_TREE_QUERY, s.admin);
    expect(res.body.code).toBe(0);
    const tree = res.body.data.Data;
    expect(Array.isArray(tree)).toBe(true);
    expect(tree[0]).toMatchObject({
      deptId: expect.any(Number),
      parentId: 0,
      deptName: expect.any(String),
      organizationId: 0,
      status: 1,
      children: expect.any(Array),
    });
    const ours = await s.t.api('GET', '/api/v1/system/dept/treeSelect', {}, s.demo);
    const sagoo = await s.t.api('GET', '/api/v1/system/dept/tree', DEPT_TREE_QUERY, s.demo);
    const ids = (ts: { deptId: number; children: unknown[] | null }[]): number[] =>
      ts.flatMap((d) => [d.deptId, ...ids((d.children ?? []) as typeof ts)]);
    expect(ids(sagoo.body.data.Data)).toEqual(ids(ours.body.data.deps));
  });
});
